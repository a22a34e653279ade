package dev.shinpan.record.build;

import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Players;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedRule;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/** What a record's header says as it is read: its lines, the players it names and the rules it declares. */
final class HeaderDraft {

    private final List<HeaderEntry> entries = new ArrayList<>();
    private final String[] players = new String[2];
    /** Whether a player's name came under a handicap game's word (下手/上手), which 先手/後手 replace. */
    private final boolean[] handicapWord = new boolean[2];

    private final List<StatedRule> statedRules = new ArrayList<>();

    /** Keeps a line while fewer than {@code limit} are kept; false when the limit is reached. */
    boolean add(HeaderEntry entry, int limit) {
        if (entries.size() >= limit) {
            return false;
        }
        entries.add(entry);
        return true;
    }

    List<HeaderEntry> entries() {
        return entries;
    }

    /** See {@link RecordSink#player}. */
    void player(Side side, String name, boolean handicapWord) {
        int i = side.ordinal();
        if (players[i] == null || this.handicapWord[i] && !handicapWord) {
            players[i] = name;
            this.handicapWord[i] = handicapWord;
        }
    }

    Players players() {
        return new Players(players[0], players[1]);
    }

    /**
     * A declared rule, kept when its value is a plain whole number (digits only, half- or
     * full-width) up to {@link StatedRule#MAX_VALUE}; else the warning to give, and the rule stays
     * unknown: {@code -5}, {@code 1,000} or {@code 320手} are not guessed at, since a guess could
     * decide a game.
     */
    Problem statedRule(StatedRule.Subject subject, String value, SourceText text) {
        Message what = Message.of(
                subject == StatedRule.Subject.MAX_MOVES
                        ? "read.stated-rule.max-moves"
                        : "read.stated-rule.impasse-points");
        long number = value.isEmpty() ? -1 : 0;
        for (int i = 0; i < value.length() && number >= 0; i++) {
            char c = value.charAt(i);
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= '０' && c <= '９' ? c - '０' : -1;
            number = digit < 0 ? -1 : Math.min(number * 10 + digit, StatedRule.MAX_VALUE + 1L);
        }
        if (number < 0) {
            return Problem.warning(text, Message.of("read.stated-rule.not-a-number", value, what));
        }
        if (number > StatedRule.MAX_VALUE) {
            return Problem.warning(text, Message.of("read.stated-rule.too-large", value, what, StatedRule.MAX_VALUE));
        }
        statedRules.add(new StatedRule(subject, (int) number, text));
        return null;
    }

    List<StatedRule> statedRules() {
        return statedRules;
    }
}
