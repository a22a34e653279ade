package dev.shinpan.adjudicate;

import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A named set of rule parameters: which rules end a game and how. A value: a preset
 * of {@link Rulesets}, possibly with some parameters overridden. The parameters themselves, with
 * their values in every preset, are declared in {@link RulesetParameter}; ask a ruleset for one with
 * {@link #get}.
 *
 * <pre>{@code
 * Ruleset ruleset = Shinpan.ruleset("JSA");
 * System.out.println(ruleset.name() + ": " + ruleset.citation(EndingReason.ILLEGAL_MOVE));
 * }</pre>
 *
 * @param name    preset name, or the preset's name with {@code +} when a parameter differs from the
 *                preset's: overridden by an option, or adopted from the record's own rules (the
 *                citations say which)
 * @param preset  the preset it starts from, whose documents it cites; null for a ruleset put
 *                together parameter by parameter, which cites none
 * @param variant the game
 * @param values  the value of every parameter
 * @param adopted where each parameter taken from the record's own rules is declared
 */
public record Ruleset(
        String name,
        Preset preset,
        Variant variant,
        Map<RulesetParameter<?>, Object> values,
        Map<RulesetParameter<?>, Citation> adopted) {

    /**
     * Keeps unmodifiable copies of the maps and checks that every parameter has a value of its type.
     *
     * @param name    the ruleset's name
     * @param preset  the preset it starts from, or null
     * @param variant the game
     * @param values  the value of every parameter of {@link RulesetParameter#all()}
     * @param adopted where each parameter taken from the record's own rules is declared
     * @throws IllegalArgumentException if a parameter has no value, or one of another type
     */
    public Ruleset {
        values = Map.copyOf(values);
        adopted = Map.copyOf(adopted);
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            if (!p.type().isInstance(values.get(p))) {
                throw new IllegalArgumentException("ruleset " + name + " has no "
                        + p.type().getSimpleName() + " for " + p.id() + ": " + values.get(p));
            }
        }
    }

    /**
     * A ruleset of no preset, every value given; its verdicts cite no document.
     *
     * @param name    the ruleset's name
     * @param variant the game
     * @param values  the value of every parameter of {@link RulesetParameter#all()}
     * @throws IllegalArgumentException if a parameter has no value, or one of another type
     */
    public Ruleset(String name, Variant variant, Map<RulesetParameter<?>, Object> values) {
        this(name, null, variant, values, Map.of());
    }

    /** The preset with every parameter at the value declared for it. */
    static Ruleset of(Preset preset) {
        Map<RulesetParameter<?>, Object> values = new HashMap<>();
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            values.put(p, p.valueIn(preset));
        }
        return new Ruleset(preset.id(), preset, preset.variant(), values, Map.of());
    }

    /**
     * Equal rulesets have equal names, so the name alone is their hash: a batch looks its referee
     * up by ruleset for every record, and the record's own hash would hash every parameter value.
     */
    @Override
    public int hashCode() {
        return name.hashCode();
    }

    /**
     * The value of one parameter.
     *
     * @param <T>       the parameter's type
     * @param parameter a parameter, e.g. {@link RulesetParameter#MAX_MOVES}
     * @return its value in this ruleset
     */
    public <T> T get(RulesetParameter<T> parameter) {
        return parameter.type().cast(values.get(parameter));
    }

    /**
     * Where the rule that ends a game for this reason is written, or null when no rule of the
     * ruleset decides it (a resignation, a timeout, an unfinished game; a declaration where the
     * ruleset has no declaration rule). A parameter changed away from its preset's value cites what
     * changed it instead of the preset's document: the record's own declaration, or the override.
     *
     * @param reason how a game ended
     * @return the citation, or null; always null for a ruleset of no preset
     */
    public Citation citation(EndingReason reason) {
        if (preset == null) {
            return null;
        }
        if (reason == EndingReason.CHECKMATE) {
            return preset.checkmate();
        }
        if (reason == EndingReason.STALEMATE) {
            return preset.stalemate();
        }
        RulesetParameter<?> parameter = RulesetParameter.deciding(reason);
        if (parameter == null) {
            return null;
        }
        if (!values.get(parameter).equals(parameter.valueIn(preset))) {
            Citation declared = adopted.get(parameter);
            return declared != null ? declared : Citation.override(parameter, parameter.valueIn(this));
        }
        return parameter.citationIn(preset);
    }

    /** {@return where each of its rules is written, by the reason a game ends under it, in the order of the reasons} */
    public Map<EndingReason, Citation> citations() {
        Map<EndingReason, Citation> cited = new LinkedHashMap<>();
        for (EndingReason reason : EndingReason.values()) {
            Citation c = citation(reason);
            if (c != null) {
                cited.put(reason, c);
            }
        }
        // who may end a game on time: a rule of its own, though the result it leaves is the record's or the clock's
        // word
        Citation timeForfeit = RulesetParameter.TIME_FORFEIT.citationIn(this);
        if (timeForfeit != null && !cited.containsKey(EndingReason.TIMEOUT)) {
            cited.put(EndingReason.TIMEOUT, timeForfeit);
        }
        return cited;
    }

    /** {@return the documents its rules are written in, each once, in the order of {@link #citations()}} */
    public List<Citation> sources() {
        return citations().values().stream()
                .filter(c -> c.url() != null)
                .map(Citation::document)
                .distinct()
                .toList();
    }

    /**
     * This ruleset with one parameter changed, as by an option; its name gains a {@code +} to show it
     * is no preset. An option replaces a rule adopted from the record.
     *
     * @param <T>       the parameter's type
     * @param parameter the parameter to change
     * @param value     its new value
     * @return a new ruleset; this one is unchanged
     */
    public <T> Ruleset with(RulesetParameter<T> parameter, T value) {
        Map<RulesetParameter<?>, Object> changed = new HashMap<>(values);
        changed.put(parameter, value);
        Map<RulesetParameter<?>, Citation> stillAdopted = new HashMap<>(adopted);
        stillAdopted.remove(parameter);
        return new Ruleset(name.endsWith("+") ? name : name + "+", preset, variant, changed, stillAdopted);
    }

    /** This ruleset with a parameter's value, already set, cited as the record's own declaration. */
    Ruleset citing(RulesetParameter<?> parameter, Citation declaration) {
        Map<RulesetParameter<?>, Citation> cited = new HashMap<>(adopted);
        cited.put(parameter, declaration);
        return new Ruleset(name, preset, variant, values, cited);
    }

    // The parameters' values. Each enum names its values as the command line and JSON spell them.

    /** {@code loses}: the first illegal ply ends the game; {@code loses-if-claimed}: only a claimed one. */
    public enum IllegalMovePolicy implements Named {
        /** The first illegal ply ends the game, lost by the side that made it (JSA). */
        LOSES("loses"),
        /**
         * An illegal move decides only when the record ends right after it with a foul statement; otherwise
         * the game goes on past it and it is reported as unclaimed (USSF).
         */
        LOSES_IF_CLAIMED("loses-if-claimed");

        private final String id;

        IllegalMovePolicy(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /**
     * Repetition: at which occurrence the game ends, and who loses if nobody checked throughout. A
     * perpetual check is lost by the checker under each of them ({@code perpetual-check}).
     */
    public enum RepetitionRule implements Named {
        /** The fourth occurrence ends the game without a result (千日手, JSA). */
        FOUR_FOLD_DRAW("4-fold-draw", 4),
        /** The fourth occurrence ends the game, lost by the side whose move made it. */
        FOUR_FOLD_MOVER_LOSES("4-fold-mover-loses", 4),
        /** The third occurrence ends the game, lost by the side whose move made it (Tori Shogi's Japanese rules). */
        THREE_FOLD_MOVER_LOSES("3-fold-mover-loses", 3),
        /** Minishogi: White (Gote), who moves second, wins, so that Black must break the repetition. */
        FOUR_FOLD_GOTE_WINS("4-fold-gote-wins", 4);

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

        /** {@return the occurrence that ends the game: 3 or 4} */
        public int occurrences() {
            return occurrences;
        }

        /** {@return whether a repetition has a winner, rather than being a draw (mutual check aside)} */
        public boolean decisive() {
            return this != FOUR_FOLD_DRAW;
        }

        /**
         * Who wins a repetition that is no perpetual check by one side, completed by {@code mover}:
         * nobody (a draw), the mover's opponent, or White; a repetition in which both sides checked
         * throughout is a draw where the mover would lose.
         *
         * @param mover       the side whose move made the deciding occurrence
         * @param mutualCheck whether both sides checked throughout
         * @return the winner, or null for a draw
         */
        public Side winner(Side mover, boolean mutualCheck) {
            return switch (this) {
                case FOUR_FOLD_DRAW -> null;
                case FOUR_FOLD_MOVER_LOSES, THREE_FOLD_MOVER_LOSES -> mutualCheck ? null : mover.opponent();
                case FOUR_FOLD_GOTE_WINS -> Side.WHITE;
            };
        }
    }

    /**
     * How perpetual check is established when a repetition ends the game (the checker loses).
     * {@code from-first-occurrence} (JSA): every move of one side since the first occurrence of the
     * repeated position gave check. {@code from-first-check} (CSA shogi-server): the occurrences
     * are counted within that side's run of checks only.
     */
    public enum PerpetualCounting implements Named {
        /** Every move of one side since the first occurrence gave check (JSA). */
        FROM_FIRST_OCCURRENCE("from-first-occurrence"),
        /** The occurrences are counted within the checker's current run of checks (shogi-server). */
        FROM_FIRST_CHECK("from-first-check");

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
        /** No points rule: an agreed impasse is no result. */
        NONE("none"),
        /** On all pieces, a side with fewer than 24 points loses; both with 24 or more is no result (JSA). */
        TWENTY_FOUR("24"),
        /** On all pieces, Black wins with 28 or more, otherwise White; never a draw. */
        TWENTY_SEVEN("27-28");

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
        /** No declaration: one made loses. */
        NONE("none", 0),
        /**
         * JSA 対局規定: declared while the game has fewer than 500 plies (the 500-move rule's limit); 31 points
         * win, 24 to 30 are no result, fewer lose.
         */
        JSA_31("jsa-31", 500),
        /** Black needs 28 points, White 27; anything less, or a condition not met, loses (CSA, amateur events). */
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

        /** {@return the ply count a declaration must come before, or 0 when the rule sets none} */
        public int beforePly() {
            return beforePly;
        }

        /**
         * Whether a declaration needs the declarer's time not yet out: JSA's within the declarer's own
         * time, the 27-point rule's condition that time remains (WCSC, USSF, amateur events).
         *
         * @return true for every rule under which a declaration can win
         */
        public boolean needsTimeLeft() {
            return this != NONE;
        }
    }

    /** How handicap games adjust the handicap giver's (上手's) points. */
    public enum HandicapPoints implements Named {
        /** The giver is credited with the points of the pieces the handicap removed (JSA). */
        CREDIT_GIVER("credit-giver"),
        /** The giver's threshold is lowered by the points the handicap removed (27-point rules). */
        LOWER_THRESHOLD("lower-threshold"),
        /** No adjustment: the giver counts as in an even game. */
        NONE("none");

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
        /**
         * JSA: the game is no result at the limit, but while the side to move is in check play goes on until
         * the checks stop.
         */
        EXTEND_WHILE_CHECK("extend-while-check"),
        /** CSA: a mate on the last ply wins; otherwise the game is drawn at the limit. */
        MATE_WINS("mate-wins");

        private final String id;

        MaxMovesRule(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** Who ends a game on time: the server at once, or a player's claim made at the time. */
    public enum TimeForfeit implements Named {
        /** shogi-server: the game ends with the move that overran; the late move is never played. */
        SERVER("server"),
        /** Over-the-board play: a flag not claimed at the time changes nothing (JSA, USSF). */
        CLAIM("claim");

        private final String id;

        TimeForfeit(String id) {
            this.id = id;
        }

        @Override
        public String id() {
            return id;
        }
    }

    /** A parameter value with a stable spelling for the command line and JSON. */
    public interface Named {
        /** {@return the value's spelling on the command line and in JSON, e.g. {@code loses-if-claimed}} */
        String id();
    }

    @Override
    public String toString() {
        return name;
    }
}
