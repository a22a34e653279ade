package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.Ruleset.AgreementCount;
import dev.shinpan.adjudicate.Ruleset.DeclarationRule;
import dev.shinpan.adjudicate.Ruleset.HandicapPoints;
import dev.shinpan.adjudicate.Ruleset.IllegalMovePolicy;
import dev.shinpan.adjudicate.Ruleset.MaxMovesRule;
import dev.shinpan.adjudicate.Ruleset.Named;
import dev.shinpan.adjudicate.Ruleset.PerpetualCounting;
import dev.shinpan.adjudicate.Ruleset.RepetitionRule;
import dev.shinpan.rules.Variants;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * The parameters of a ruleset, by the names RULESETS.md gives them: how to read each from a
 * ruleset, which values it takes, and how to override it. {@code shinpan rulesets} prints this.
 */
public enum RulesetParameter {
    VARIANT("variant", "board, pieces, movement, zones, drop rules", List.of("standard", "tori"),
            r -> r.variant().name()),
    ILLEGAL_MOVE("illegal-move", "loses: the first illegal ply ends the game and the mover loses; loses-if-claimed:"
            + " only if the record ends right after it with a foul claim (反則勝ち, 反則負け, %ILLEGAL_MOVE,"
            + " %±ILLEGAL_ACTION), otherwise it is reported as an unclaimed finding",
            ids(IllegalMovePolicy.values()), r -> r.illegalMove().id()),
    REPETITION("repetition", "what the n-th occurrence of a position (board, hands, side to move) means",
            ids(RepetitionRule.values()), r -> r.repetition().id()),
    REPETITION_START_COUNTS("repetition-start-counts", "whether the start position counts as an occurrence",
            List.of("yes", "no"), r -> r.repetitionStartCounts() ? "yes" : "no"),
    PERPETUAL_CHECK("perpetual-check", "the checker loses a repetition in which one side checked with every move;"
            + " counted from the first occurrence of the position or from the first check",
            ids(PerpetualCounting.values()), r -> r.perpetualCheck().id()),
    AGREEMENT_COUNT("agreement-count", "points rule for an agreed impasse (持将棋, %JISHOGI); 24: a side under 24"
            + " loses, both 24 or more: no result; 27-28: Black wins with 28 or more, else White",
            ids(AgreementCount.values()), r -> r.agreementCount().id()),
    DECLARATION("declaration", "entering-king declaration (入玉宣言, %KACHI): king in camp, 10 other pieces in camp,"
            + " not in check; jsa-31: 31 points win, 24-30 no result, else the declarer loses; 27-28: Black 28 /"
            + " White 27 win, else the declarer loses; none: a declaration loses",
            ids(DeclarationRule.values()), r -> r.declaration().id()),
    HANDICAP_POINTS("handicap-points", "how handicap games adjust the handicap giver's points",
            ids(HandicapPoints.values()), r -> r.handicapPoints().id()),
    MAX_MOVES("max-moves", "the game ends at this ply (0: no limit)", List.of("0", "N"),
            r -> String.valueOf(r.maxMoves())),
    MAX_MOVES_RULE("max-moves-rule", "at the limit: extend-while-check (JSA 500: play on while checks continue)"
            + " or mate-wins (CSA: a mate on the last ply wins, else a draw)",
            ids(MaxMovesRule.values()), r -> r.maxMovesRule().id()),
    TRY_RULE("try-rule", "a legal king move onto the opponent king's start square wins at once",
            List.of("on", "off"), r -> r.tryRule() ? "on" : "off"),
    STALEMATE("stalemate", "no legal move while not in check loses (all rulesets)", List.of("loses"),
            r -> "loses");

    private final String id;
    private final String meaning;
    private final List<String> accepted;
    private final Function<Ruleset, String> reader;

    RulesetParameter(String id, String meaning, List<String> accepted, Function<Ruleset, String> reader) {
        this.id = id;
        this.meaning = meaning;
        this.accepted = accepted;
        this.reader = reader;
    }

    private static List<String> ids(Named[] values) {
        return Arrays.stream(values).map(Named::id).toList();
    }

    public String id() {
        return id;
    }

    public String meaning() {
        return meaning;
    }

    /** The values it takes ({@code N} stands for any ply count). */
    public List<String> accepted() {
        return accepted;
    }

    /** The parameter's value in a ruleset, spelled as on the command line. */
    public String valueIn(Ruleset ruleset) {
        return reader.apply(ruleset);
    }

    /**
     * The ruleset with this parameter set to {@code value}; throws {@link IllegalArgumentException}
     * naming the accepted values when the value is not one of them.
     */
    public Ruleset apply(Ruleset r, String value) {
        if (this == STALEMATE) {
            if (!value.equals("loses")) {
                throw bad(value);
            }
            return r;
        }
        Ruleset.Builder b = r.toBuilder().name(r.name().endsWith("+") ? r.name() : r.name() + "+");
        switch (this) {
            case VARIANT -> b.variant(Variants.byName(value).orElseThrow(() -> bad(value)));
            case ILLEGAL_MOVE -> b.illegalMove(pick(IllegalMovePolicy.values(), value));
            case REPETITION -> b.repetition(pick(RepetitionRule.values(), value));
            case REPETITION_START_COUNTS -> b.repetitionStartCounts(yesNo(value, "yes", "no"));
            case PERPETUAL_CHECK -> b.perpetualCheck(pick(PerpetualCounting.values(), value));
            case AGREEMENT_COUNT -> b.agreementCount(pick(AgreementCount.values(), value));
            case DECLARATION -> b.declaration(pick(DeclarationRule.values(), value));
            case HANDICAP_POINTS -> b.handicapPoints(pick(HandicapPoints.values(), value));
            case MAX_MOVES -> b.maxMoves(plies(value));
            case MAX_MOVES_RULE -> b.maxMovesRule(pick(MaxMovesRule.values(), value));
            case TRY_RULE -> b.tryRule(yesNo(value, "on", "off"));
            default -> throw new IllegalStateException("unhandled parameter " + this);
        }
        return b.build();
    }

    private <T extends Named> T pick(T[] options, String value) {
        return Arrays.stream(options).filter(o -> o.id().equals(value)).findFirst().orElseThrow(() -> bad(value));
    }

    private boolean yesNo(String value, String yes, String no) {
        if (value.equals(yes)) {
            return true;
        }
        if (value.equals(no)) {
            return false;
        }
        throw bad(value);
    }

    private int plies(String value) {
        try {
            int n = Integer.parseInt(value);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("--" + id + " takes a ply count (0 for no limit), not '" + value + "'");
    }

    private IllegalArgumentException bad(String value) {
        return new IllegalArgumentException("--" + id + " takes " + String.join(", ", accepted) + ", not '" + value + "'");
    }

    public static RulesetParameter byId(String id) {
        return Arrays.stream(values()).filter(p -> p.id.equals(id)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no ruleset parameter " + id));
    }
}
