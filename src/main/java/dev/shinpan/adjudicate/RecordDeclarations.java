package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the rules a record declares for itself (RULESETS.md: "a record's own declarations are
 * reported and may be adopted with an explicit option"): the move limit and the impasse rule.
 */
public final class RecordDeclarations {

    private static final Pattern NUMBER = Pattern.compile("([0-9]+)");
    private static final Pattern SERVER_MAX_MOVES = Pattern.compile("^Max_Moves:\\s*([0-9]+)\\s*$");

    private RecordDeclarations() {
    }

    public static List<DeclaredRule> of(GameRecord record) {
        List<DeclaredRule> found = new ArrayList<>();
        for (HeaderEntry e : record.header()) {
            Matcher number = NUMBER.matcher(e.value());
            if (!number.find()) {
                continue;
            }
            String written = e.key() + ":" + e.value();
            switch (e.key()) {
                case "$MAX_MOVES", "最大手数" ->
                        found.add(new DeclaredRule(RulesetParameter.MAX_MOVES, number.group(1), written));
                case "$JISHOGI", "持将棋" -> {
                    String rule = switch (number.group(1)) {
                        case "27" -> "27-28";
                        case "24" -> "jsa-31";
                        default -> null;
                    };
                    if (rule != null) {
                        found.add(new DeclaredRule(RulesetParameter.DECLARATION, rule, written));
                    }
                }
                default -> {
                    // other keys declare nothing about the rules
                }
            }
        }
        for (String comment : record.startComments()) {
            Matcher m = SERVER_MAX_MOVES.matcher(comment.strip());
            if (m.matches() && found.stream().noneMatch(d -> d.parameter() == RulesetParameter.MAX_MOVES)) {
                found.add(new DeclaredRule(RulesetParameter.MAX_MOVES, m.group(1), "'" + comment.strip()));
            }
        }
        return found;
    }

    /** The ruleset with the record's declarations applied. */
    public static Ruleset adopt(Ruleset ruleset, GameRecord record) {
        Ruleset adopted = ruleset;
        for (DeclaredRule d : of(record)) {
            if (!d.parameter().valueIn(adopted).equals(d.value())) {
                adopted = d.parameter().apply(adopted, d.value());
            }
        }
        return adopted;
    }
}
