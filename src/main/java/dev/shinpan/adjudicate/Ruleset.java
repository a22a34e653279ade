package dev.shinpan.adjudicate;

import dev.shinpan.rules.Variant;

/**
 * A named set of rule parameters (RULESETS.md): which rules end a game and how. A value; the
 * presets are in {@link Rulesets} and every parameter can be overridden by name.
 *
 * @param name                  preset name, or the preset's name with {@code +} when overridden
 * @param variant               the game
 * @param illegalMove           whether the first illegal move loses at once or only when claimed
 * @param repetition            what the n-th occurrence of a position means
 * @param repetitionStartCounts whether the start position counts as an occurrence
 * @param perpetualCheck        how a perpetual check is counted (the checker always loses)
 * @param agreementCount        points rule for an agreed impasse (持将棋, %JISHOGI)
 * @param declaration           entering-king declaration rule (入玉宣言, %KACHI)
 * @param handicapPoints        how handicap games adjust the handicap giver's points
 * @param maxMoves              ply limit, 0 for none
 * @param maxMovesRule          what happens at the limit
 * @param tryRule               whether a king reaching the opponent king's start square wins
 */
public record Ruleset(
        String name,
        Variant variant,
        IllegalMovePolicy illegalMove,
        RepetitionRule repetition,
        boolean repetitionStartCounts,
        PerpetualCounting perpetualCheck,
        AgreementCount agreementCount,
        DeclarationRule declaration,
        HandicapPoints handicapPoints,
        int maxMoves,
        MaxMovesRule maxMovesRule,
        boolean tryRule) {

    /** A builder holding this ruleset's values, to change some of them. */
    Builder toBuilder() {
        return new Builder(this);
    }

    /** Changes a few parameters of a ruleset while the others stay as they are. */
    static final class Builder {
        private String name;
        private Variant variant;
        private IllegalMovePolicy illegalMove;
        private RepetitionRule repetition;
        private boolean repetitionStartCounts;
        private PerpetualCounting perpetualCheck;
        private AgreementCount agreementCount;
        private DeclarationRule declaration;
        private HandicapPoints handicapPoints;
        private int maxMoves;
        private MaxMovesRule maxMovesRule;
        private boolean tryRule;

        private Builder(Ruleset r) {
            name = r.name;
            variant = r.variant;
            illegalMove = r.illegalMove;
            repetition = r.repetition;
            repetitionStartCounts = r.repetitionStartCounts;
            perpetualCheck = r.perpetualCheck;
            agreementCount = r.agreementCount;
            declaration = r.declaration;
            handicapPoints = r.handicapPoints;
            maxMoves = r.maxMoves;
            maxMovesRule = r.maxMovesRule;
            tryRule = r.tryRule;
        }

        Builder name(String value) {
            name = value;
            return this;
        }

        Builder variant(Variant value) {
            variant = value;
            return this;
        }

        Builder illegalMove(IllegalMovePolicy value) {
            illegalMove = value;
            return this;
        }

        Builder repetition(RepetitionRule value) {
            repetition = value;
            return this;
        }

        Builder repetitionStartCounts(boolean value) {
            repetitionStartCounts = value;
            return this;
        }

        Builder perpetualCheck(PerpetualCounting value) {
            perpetualCheck = value;
            return this;
        }

        Builder agreementCount(AgreementCount value) {
            agreementCount = value;
            return this;
        }

        Builder declaration(DeclarationRule value) {
            declaration = value;
            return this;
        }

        Builder handicapPoints(HandicapPoints value) {
            handicapPoints = value;
            return this;
        }

        Builder maxMoves(int value) {
            maxMoves = value;
            return this;
        }

        Builder maxMovesRule(MaxMovesRule value) {
            maxMovesRule = value;
            return this;
        }

        Builder tryRule(boolean value) {
            tryRule = value;
            return this;
        }

        Ruleset build() {
            return new Ruleset(name, variant, illegalMove, repetition, repetitionStartCounts, perpetualCheck,
                    agreementCount, declaration, handicapPoints, maxMoves, maxMovesRule, tryRule);
        }
    }

    /** {@code loses}: the first illegal ply ends the game; {@code loses-if-claimed}: only a claimed one. */
    public enum IllegalMovePolicy implements Named {
        LOSES("loses"), LOSES_IF_CLAIMED("loses-if-claimed");

        private final String id;

        IllegalMovePolicy(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** Repetition: at which occurrence the game ends, and who loses if nobody checked throughout. */
    public enum RepetitionRule implements Named {
        FOUR_FOLD_DRAW("4-fold-draw", 4), FOUR_FOLD_MOVER_LOSES("4-fold-mover-loses", 4),
        THREE_FOLD_MOVER_LOSES("3-fold-mover-loses", 3);

        private final String id;
        private final int occurrences;

        RepetitionRule(String id, int occurrences) {
            this.id = id;
            this.occurrences = occurrences;
        }

        @Override
        public String id() {
            return id;
        }

        /** The occurrence that ends the game. */
        public int occurrences() {
            return occurrences;
        }

        public boolean moverLoses() {
            return this != FOUR_FOLD_DRAW;
        }
    }

    /**
     * How perpetual check is established when a repetition ends the game (the checker loses).
     * {@code from-first-occurrence} (JSA): every move of one side since the first occurrence of the
     * repeated position gave check. {@code from-first-check} (CSA shogi-server): the occurrences
     * are counted within that side's run of checks only.
     */
    public enum PerpetualCounting implements Named {
        FROM_FIRST_OCCURRENCE("from-first-occurrence"), FROM_FIRST_CHECK("from-first-check");

        private final String id;

        PerpetualCounting(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** Points rule for an impasse ended by agreement. */
    public enum AgreementCount implements Named {
        NONE("none"), TWENTY_FOUR("24"), TWENTY_SEVEN("27-28");

        private final String id;

        AgreementCount(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** Entering-king declaration rule. */
    public enum DeclarationRule implements Named {
        NONE("none", 0),
        /** JSA 対局規定: declared while the game has fewer than 500 plies (the 500-move rule's limit). */
        JSA_31("jsa-31", 500),
        TWENTY_SEVEN("27-28", 0);

        private final String id;
        private final int beforePly;

        DeclarationRule(String id, int beforePly) {
            this.id = id;
            this.beforePly = beforePly;
        }

        @Override
        public String id() {
            return id;
        }

        /** The ply count a declaration must come before, or 0 when the rule sets none. */
        public int beforePly() {
            return beforePly;
        }
    }

    /** How handicap games adjust the handicap giver's (上手's) points. */
    public enum HandicapPoints implements Named {
        CREDIT_GIVER("credit-giver"), LOWER_THRESHOLD("lower-threshold"), NONE("none");

        private final String id;

        HandicapPoints(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** What happens when the ply limit is reached. */
    public enum MaxMovesRule implements Named {
        EXTEND_WHILE_CHECK("extend-while-check"), MATE_WINS("mate-wins");

        private final String id;

        MaxMovesRule(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** An option value with a stable spelling for the command line and JSON. */
    public interface Named {
        String id();
    }
}
