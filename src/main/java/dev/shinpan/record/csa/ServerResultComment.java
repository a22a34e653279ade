package dev.shinpan.record.csa;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.Players;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The shogi-server / floodgate trailer {@code 'summary:<type>:<name> <word>:<name> <word>}, where the
 * words are {@code win}, {@code lose} or {@code draw} (shogi-server.osdn.jp/protocol.html). For
 * time-up, illegal moves, sennichite and max-moves this comment is the only place the result is
 * written.
 *
 * <p>Today's server names Black first; older versions (the 2006–2008 game logs) named the loser
 * first ({@code 'summary:illegal kachi:WHITE lose:BLACK win}). So each name is matched to its side
 * through the record's {@code N+}/{@code N-} lines; only when those are missing, equal or name
 * other players is the order taken as Black's first, with a warning.
 */
final class ServerResultComment {

    static final String PREFIX = "'summary:";
    private static final String[] WORDS = {"win", "lose", "draw"};

    /**
     * The line's parts: the type, Black's name and word, White's name and word.
     *
     * <p>Names may hold blanks and colons, so the result words are found from the right: the last
     * word ends the line, and the first is the last {@code " word:"} before it (what the pattern
     * {@code 'summary:([^:]*):(.*) (win|lose|draw):(.*) (win|lose|draw)} matches, its first name
     * greedy). Found with two scans rather than that pattern, whose two {@code .*} cost time in the
     * square of the line's length where it does not match: a crafted line of 100 KB took 33 seconds.
     */
    record Parts(String type, String first, String firstWord, String second, String secondWord) {

        /** The parts of a summary line, or null when it is not of that shape. */
        static Parts of(String line) {
            if (!line.startsWith(PREFIX)) {
                return null;
            }
            int colon = line.indexOf(':', PREFIX.length());
            if (colon < 0 || endsLineAfter(line, colon)) {
                return null;
            }
            String last = null;
            for (String w : WORDS) {
                if (line.endsWith(" " + w) && line.length() - w.length() - 1 > colon) {
                    last = w;
                }
            }
            if (last == null) {
                return null;
            }
            int lastAt = line.length() - last.length() - 1; // the blank before the last word
            int firstAt = -1;
            String first = null;
            for (String w : WORDS) {
                int at = line.lastIndexOf(" " + w + ":", lastAt - w.length() - 2);
                if (at > colon && at > firstAt) {
                    firstAt = at;
                    first = w;
                }
            }
            if (first == null) {
                return null;
            }
            return new Parts(
                    line.substring(PREFIX.length(), colon),
                    line.substring(colon + 1, firstAt),
                    first,
                    line.substring(firstAt + first.length() + 2, lastAt),
                    last);
        }

        /** Whether the names hold a character the pattern's {@code .} does not match (NEL, LS, PS). */
        private static boolean endsLineAfter(String line, int from) {
            for (int i = from; i < line.length(); i++) {
                char c = line.charAt(i);
                if (c == '\u0085' || c == '\u2028' || c == '\u2029' || c == '\n' || c == '\r') {
                    return true;
                }
            }
            return false;
        }
    }

    private ServerResultComment() {}

    /** What went wrong with a summary line, and the ending it states (null when it cannot be read). */
    record Result(StatedEnding ending, List<Message> warnings) {}

    static boolean is(CsaStatement s) {
        return s.kind() == CsaStatementKind.COMMENT && s.text().startsWith(PREFIX);
    }

    /**
     * The ending stated by the summary. The result words decide the winner; the type decides the
     * reason and, for fouls, makes the loser the offender.
     */
    static Result read(CsaStatement s, Players players) {
        Parts m = Parts.of(s.text());
        if (m == null) {
            return new Result(
                    null,
                    List.of(Message.of(
                            "read.csa.summary-shape", "'summary:<type>:<black> win|lose|draw:<white> win|lose|draw")));
        }
        String type = m.type();
        String black = m.firstWord();
        String white = m.secondWord();
        List<Message> warnings = new ArrayList<>(1);
        String blackName = players.black();
        String whiteName = players.white();
        if (blackName == null || whiteName == null || blackName.equals(whiteName)) {
            warnings.add(Message.of("read.csa.summary-order-assumed", m.first(), "N+", "N-"));
        } else if (m.first().equals(whiteName) && m.second().equals(blackName)) {
            black = m.secondWord();
            white = m.firstWord();
        } else if (!(m.first().equals(blackName) && m.second().equals(whiteName))) {
            warnings.add(Message.of(
                    "read.csa.summary-names-unknown", m.first(), m.second(), "N+" + blackName, "N-" + whiteName));
        }
        Side winner = null;
        Side loser = null;
        if (black.equals("win") && white.equals("lose")) {
            winner = Side.BLACK;
            loser = Side.WHITE;
        } else if (black.equals("lose") && white.equals("win")) {
            winner = Side.WHITE;
            loser = Side.BLACK;
        } else if (!(black.equals("draw") && white.equals("draw"))) {
            warnings.add(Message.of("read.csa.summary-no-winner", black, white));
        }
        EndingReason reason;
        Side offender = null;
        switch (type) {
            case "toryo" -> reason = EndingReason.RESIGNATION;
            case "time up" -> reason = EndingReason.TIMEOUT;
            case "illegal move", "uchifuzume", "oute_kaihimore", "outori" -> {
                reason = EndingReason.ILLEGAL_MOVE;
                offender = loser;
            }
            case "kachi" -> {
                reason = EndingReason.DECLARATION;
                offender = winner;
            }
            case "illegal kachi" -> {
                reason = EndingReason.DECLARATION;
                offender = loser;
            }
            case "oute_sennichite" -> {
                reason = EndingReason.PERPETUAL_CHECK;
                offender = loser;
            }
            case "sennichite" -> reason = EndingReason.SENNICHITE;
            case "max_moves" -> reason = EndingReason.MAX_MOVES;
            case "abnormal" -> reason = EndingReason.INTERRUPTED;
            default -> {
                reason = EndingReason.INTERRUPTED;
                warnings.add(Message.of("read.csa.summary-type-unknown", type));
            }
        }
        return new Result(new StatedEnding(reason, winner, offender), warnings);
    }
}
