package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.Preset.AMATEUR;
import static dev.shinpan.adjudicate.Preset.CSA;
import static dev.shinpan.adjudicate.Preset.JSA;
import static dev.shinpan.adjudicate.Preset.MINISHOGI;
import static dev.shinpan.adjudicate.Preset.TORI;
import static dev.shinpan.adjudicate.Preset.TORI_3FOLD;
import static dev.shinpan.adjudicate.Preset.TRY;
import static dev.shinpan.adjudicate.Preset.USSF;
import static dev.shinpan.adjudicate.RuleSource.CSA_CHAMPIONSHIP;
import static dev.shinpan.adjudicate.RuleSource.CSA_PROTOCOL;
import static dev.shinpan.adjudicate.RuleSource.FAIRY_STOCKFISH;
import static dev.shinpan.adjudicate.RuleSource.JSA_AMATEUR;
import static dev.shinpan.adjudicate.RuleSource.JSA_REGULATIONS;
import static dev.shinpan.adjudicate.RuleSource.JSA_RULES;
import static dev.shinpan.adjudicate.RuleSource.JSA_TIME_RULING;
import static dev.shinpan.adjudicate.RuleSource.LISHOGI_MINISHOGI;
import static dev.shinpan.adjudicate.RuleSource.MINISHOGI_JAWIKI;
import static dev.shinpan.adjudicate.RuleSource.PYCHESS_MINISHOGI;
import static dev.shinpan.adjudicate.RuleSource.PYCHESS_TORI;
import static dev.shinpan.adjudicate.RuleSource.SHOGI_SERVER;
import static dev.shinpan.adjudicate.RuleSource.TORI_JAPANESE;
import static dev.shinpan.adjudicate.RuleSource.TORI_JAWIKI;
import static dev.shinpan.adjudicate.RuleSource.YANEURAOU;

import dev.shinpan.adjudicate.Ruleset.AgreementCount;
import dev.shinpan.adjudicate.Ruleset.DeclarationRule;
import dev.shinpan.adjudicate.Ruleset.HandicapPoints;
import dev.shinpan.adjudicate.Ruleset.IllegalMovePolicy;
import dev.shinpan.adjudicate.Ruleset.MaxMovesRule;
import dev.shinpan.adjudicate.Ruleset.Named;
import dev.shinpan.adjudicate.Ruleset.PerpetualCounting;
import dev.shinpan.adjudicate.Ruleset.RepetitionRule;
import dev.shinpan.adjudicate.Ruleset.TimeForfeit;
import dev.shinpan.record.EndingReason;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One parameter of a ruleset, declared once: its name, the values it takes, what it
 * means, its value in every preset, and, for the parameter that decides how a game ends one way
 * ({@link #decides()}), where each preset's rule for it is written ({@link Citation}, sources in
 * {@code docs/rules-sources.md}). Everything else is made from these declarations: the
 * presets ({@link Rulesets}), the command-line option of the same name that overrides it (check
 * and points), and the {@code shinpan rulesets} listing. A new parameter is one more constant here,
 * listed in {@link #all()}, and the rule that reads it with {@link Ruleset#get}.
 *
 * <pre>{@code
 * for (RulesetParameter<?> parameter : RulesetParameter.all()) {
 *     System.out.println(parameter.id() + ": " + parameter.help());
 * }
 * }</pre>
 *
 * @param <T> the type of its values
 */
public final class RulesetParameter<T> {

    /** {@code --illegal-move}: whether the first illegal move loses at once or only when claimed. */
    public static final RulesetParameter<IllegalMovePolicy> ILLEGAL_MOVE = choice(
                    "illegal-move",
                    "What an illegal move does. loses: the first illegal ply ends the game and the mover loses;"
                            + " loses-if-claimed: only if the record ends right after it with a foul claim (反則勝ち, 反則負け,"
                            + " %ILLEGAL_MOVE, %±ILLEGAL_ACTION), otherwise it is reported as an unclaimed finding.",
                    IllegalMovePolicy.values(),
                    IllegalMovePolicy.LOSES)
            .in(USSF, IllegalMovePolicy.LOSES_IF_CLAIMED)
            .decides(EndingReason.ILLEGAL_MOVE)
            .cites(JSA, JSA_REGULATIONS.at("第8条 第1項"))
            .cites(CSA, CSA_PROTOCOL.whole())
            .cites(AMATEUR, JSA_AMATEUR.whole())
            .cites(USSF, RuleSource.USSF.at("General Rule 8"))
            .cites(TRY, JSA_RULES.whole())
            .cites(TORI, PYCHESS_TORI.whole())
            .cites(TORI_3FOLD, PYCHESS_TORI.whole())
            .cites(MINISHOGI, PYCHESS_MINISHOGI.whole());

    /** {@code --repetition}: at which occurrence a repetition ends the game, and who wins it. */
    public static final RulesetParameter<RepetitionRule> REPETITION = choice(
                    "repetition",
                    "What the n-th occurrence of a position (board, hands, side to move) means: a draw, a loss for the"
                            + " player who completes it, or (gote-wins) a win for White.",
                    RepetitionRule.values(),
                    RepetitionRule.FOUR_FOLD_DRAW)
            .in(TORI, RepetitionRule.FOUR_FOLD_MOVER_LOSES)
            .in(TORI_3FOLD, RepetitionRule.THREE_FOLD_MOVER_LOSES)
            .in(MINISHOGI, RepetitionRule.FOUR_FOLD_GOTE_WINS)
            .decides(EndingReason.SENNICHITE)
            .cites(JSA, JSA_RULES.at("第8条"))
            .cites(CSA, SHOGI_SERVER.whole())
            .cites(AMATEUR, JSA_RULES.at("第8条"))
            .cites(USSF, RuleSource.USSF.at("Sennichite"))
            .cites(TRY, JSA_RULES.at("第8条"))
            .cites(TORI, FAIRY_STOCKFISH.whole())
            .cites(TORI_3FOLD, TORI_JAPANESE.whole())
            .cites(MINISHOGI, LISHOGI_MINISHOGI.whole());

    /**
     * {@code --repetition-start-counts}: whether the start position counts as an occurrence (not under
     * {@code csa}).
     */
    public static final RulesetParameter<Boolean> REPETITION_START_COUNTS = flag(
                    "repetition-start-counts", "Whether the start position counts as an occurrence.", "yes", "no", true)
            .in(CSA, false);

    /** {@code --perpetual-check}: how a perpetual check, lost by the checker, is counted. */
    public static final RulesetParameter<PerpetualCounting> PERPETUAL_CHECK = choice(
                    "perpetual-check",
                    "The checker loses a repetition in which one side checked with every move; counted from the first"
                            + " occurrence of the position or from the first check.",
                    PerpetualCounting.values(),
                    PerpetualCounting.FROM_FIRST_OCCURRENCE)
            .in(CSA, PerpetualCounting.FROM_FIRST_CHECK)
            .decides(EndingReason.PERPETUAL_CHECK)
            .cites(JSA, JSA_REGULATIONS.at("第8条 第7項"))
            .cites(CSA, SHOGI_SERVER.whole())
            .cites(AMATEUR, JSA_RULES.at("第8条"))
            .cites(USSF, RuleSource.USSF.whole())
            .cites(TRY, JSA_RULES.at("第8条"))
            .cites(TORI, FAIRY_STOCKFISH.whole())
            .cites(TORI_3FOLD, TORI_JAPANESE.whole())
            .cites(MINISHOGI, PYCHESS_MINISHOGI.whole());

    /** {@code --agreement-count}: the points rule for an impasse ended by agreement. */
    public static final RulesetParameter<AgreementCount> AGREEMENT_COUNT = choice(
                    "agreement-count",
                    "Points rule for an agreed impasse (持将棋, %JISHOGI). 24: a side under 24 loses, both 24 or more: no"
                            + " result; 27-28: Black wins with 28 or more, else White.",
                    AgreementCount.values(),
                    AgreementCount.NONE)
            .in(JSA, AgreementCount.TWENTY_FOUR)
            .in(AMATEUR, AgreementCount.TWENTY_SEVEN)
            .in(USSF, AgreementCount.TWENTY_SEVEN)
            .decides(EndingReason.IMPASSE)
            .cites(JSA, JSA_RULES.at("第9条"))
            .cites(AMATEUR, JSA_AMATEUR.whole())
            .cites(CSA, CSA_PROTOCOL.whole())
            .cites(USSF, RuleSource.USSF.at("Jishogi"))
            .cites(TRY, YANEURAOU.whole())
            .cites(TORI, TORI_JAWIKI.whole())
            .cites(TORI_3FOLD, TORI_JAWIKI.whole())
            .cites(MINISHOGI, MINISHOGI_JAWIKI.whole());

    /** {@code --declaration}: the entering-king declaration rule. */
    public static final RulesetParameter<DeclarationRule> DECLARATION = choice(
                    "declaration",
                    "Entering-king declaration (入玉宣言, %KACHI): king in camp, 10 other pieces in camp, not in check."
                            + " jsa-31: 31 points win, 24-30 no result, else the declarer loses; 27-28: Black 28 / White 27"
                            + " win, else the declarer loses; none: a declaration loses.",
                    DeclarationRule.values(),
                    DeclarationRule.NONE)
            .in(JSA, DeclarationRule.JSA_31)
            .in(CSA, DeclarationRule.TWENTY_SEVEN)
            .in(AMATEUR, DeclarationRule.TWENTY_SEVEN)
            .in(USSF, DeclarationRule.TWENTY_SEVEN)
            .decides(EndingReason.DECLARATION)
            .cites(JSA, JSA_RULES.at("第9条"))
            .cites(CSA, CSA_CHAMPIONSHIP.whole())
            .cites(AMATEUR, JSA_AMATEUR.whole())
            .cites(USSF, RuleSource.USSF.at("Nyugyoku"))
            .cites(TRY, YANEURAOU.whole())
            .cites(TORI, TORI_JAWIKI.whole())
            .cites(TORI_3FOLD, TORI_JAWIKI.whole())
            .cites(MINISHOGI, MINISHOGI_JAWIKI.whole());

    /** {@code --handicap-points}: how a handicap game adjusts the giver's points. */
    public static final RulesetParameter<HandicapPoints> HANDICAP_POINTS = choice(
                    "handicap-points",
                    "How handicap games adjust the handicap giver's points: credit the pieces the handicap removed, or"
                            + " lower the giver's threshold by them.",
                    HandicapPoints.values(),
                    HandicapPoints.NONE)
            .in(JSA, HandicapPoints.CREDIT_GIVER)
            .in(AMATEUR, HandicapPoints.LOWER_THRESHOLD)
            .in(USSF, HandicapPoints.LOWER_THRESHOLD);

    /**
     * {@code --max-moves}: the ply at which the game ends, 0 for no limit (500 under {@code jsa}, 256 under
     * {@code csa}).
     */
    public static final RulesetParameter<Integer> MAX_MOVES = plies("max-moves", "The ply at which the game ends.", 0)
            .in(JSA, 500)
            .in(CSA, 256)
            .decides(EndingReason.MAX_MOVES)
            .cites(JSA, JSA_RULES.at("第9条"))
            .cites(CSA, CSA_PROTOCOL.whole());

    /** {@code --max-moves-rule}: what happens at the move limit. */
    public static final RulesetParameter<MaxMovesRule> MAX_MOVES_RULE = choice(
                    "max-moves-rule",
                    "At the limit: extend-while-check (JSA 500: play on while checks continue) or mate-wins (CSA: a mate"
                            + " on the last ply wins, else a draw).",
                    MaxMovesRule.values(),
                    MaxMovesRule.MATE_WINS)
            .in(JSA, MaxMovesRule.EXTEND_WHILE_CHECK);

    /** {@code --try-rule}: whether a king reaching the opponent king's start square wins (only under {@code try}). */
    public static final RulesetParameter<Boolean> TRY_RULE = flag(
                    "try-rule",
                    "A legal king move onto the opponent king's start square wins at once.",
                    "on",
                    "off",
                    false)
            .in(TRY, true)
            .decides(EndingReason.TRY)
            .cites(TRY, YANEURAOU.whole());

    /**
     * {@code --strict-notation}: whether a move that names the piece on its stated origin wrongly is a foul
     * (on under {@code csa}, where the server refuses it) or a slip of the record, played as the piece there
     * moves, with a remark (docs/rules.md §A7).
     */
    public static final RulesetParameter<Boolean> STRICT_NOTATION = flag(
                    "strict-notation",
                    "A move whose origin is written, but whose piece is named as it was before promotion (角 for the 馬"
                            + " standing there; CSA KA from a square holding UM), is a foul. off: when the move is legal for"
                            + " the piece that stands there, it is played, with a remark (notation-slip): the record, not the"
                            + " player, is wrong. on under csa: the CSA server refuses such a move.",
                    "on",
                    "off",
                    false)
            .in(CSA, true);

    /**
     * {@code --time-forfeit}: whether a move that overran its side's time ends the game there (a server
     * flags it) or only a claim made at the time would (a flag the record plays past stands).
     */
    public static final RulesetParameter<TimeForfeit> TIME_FORFEIT = choice(
                    "time-forfeit",
                    "What a move that overran its side's time (by the record's move times) does. server: the game ended"
                            + " there, lost on time, the late move never played (shogi-server); claim: only a claim made at"
                            + " the time ends it, so a flag the record plays past is noted and changes nothing.",
                    TimeForfeit.values(),
                    TimeForfeit.CLAIM)
            .in(CSA, TimeForfeit.SERVER)
            .cites(CSA, SHOGI_SERVER.whole())
            .cites(JSA, JSA_TIME_RULING.whole())
            .cites(AMATEUR, JSA_AMATEUR.whole())
            .cites(USSF, RuleSource.USSF.at("General Rule 7"));

    private static final List<RulesetParameter<?>> ALL = List.of(
            ILLEGAL_MOVE,
            REPETITION,
            REPETITION_START_COUNTS,
            PERPETUAL_CHECK,
            AGREEMENT_COUNT,
            DECLARATION,
            HANDICAP_POINTS,
            MAX_MOVES,
            MAX_MOVES_RULE,
            TRY_RULE,
            STRICT_NOTATION,
            TIME_FORFEIT);

    /** The parameter deciding each reason, looked up once: reports ask for every record's citations. */
    private static final Map<EndingReason, RulesetParameter<?>> DECIDING = deciders();

    private static Map<EndingReason, RulesetParameter<?>> deciders() {
        Map<EndingReason, RulesetParameter<?>> deciding = new EnumMap<>(EndingReason.class);
        for (RulesetParameter<?> p : ALL) {
            if (p.decides != null) {
                deciding.putIfAbsent(p.decides, p);
            }
        }
        return Collections.unmodifiableMap(deciding);
    }

    private final String id;
    private final String help;
    private final Values<T> values;
    private final T byDefault;
    private final Map<Preset, T> inPresets;
    private final EndingReason decides;
    private final Map<Preset, Citation> citations;

    private RulesetParameter(
            String id,
            String help,
            Values<T> values,
            T byDefault,
            Map<Preset, T> inPresets,
            EndingReason decides,
            Map<Preset, Citation> citations) {
        this.id = id;
        this.help = help;
        this.values = values;
        this.byDefault = byDefault;
        this.inPresets = inPresets;
        this.decides = decides;
        this.citations = citations;
    }

    private static <E extends Enum<E> & Named> RulesetParameter<E> choice(
            String id, String help, E[] options, E byDefault) {
        return new RulesetParameter<>(
                id,
                help,
                new Choice<>(byDefault.getDeclaringClass(), List.of(options)),
                byDefault,
                Map.of(),
                null,
                Map.of());
    }

    private static RulesetParameter<Boolean> flag(String id, String help, String yes, String no, boolean byDefault) {
        return new RulesetParameter<>(id, help, new Flag(yes, no), byDefault, Map.of(), null, Map.of());
    }

    private static RulesetParameter<Integer> plies(String id, String help, int byDefault) {
        return new RulesetParameter<>(id, help, new Plies(), byDefault, Map.of(), null, Map.of());
    }

    /** The same parameter with another value in one preset. */
    private RulesetParameter<T> in(Preset preset, T value) {
        Map<Preset, T> presets = new EnumMap<>(Preset.class);
        presets.putAll(inPresets);
        presets.put(preset, value);
        return new RulesetParameter<>(id, help, values, byDefault, Map.copyOf(presets), decides, citations);
    }

    /** The same parameter as the one that decides games ending for this reason. */
    private RulesetParameter<T> decides(EndingReason reason) {
        return new RulesetParameter<>(id, help, values, byDefault, inPresets, reason, citations);
    }

    /** The same parameter with where one preset's rule for it is written. */
    private RulesetParameter<T> cites(Preset preset, Citation citation) {
        Map<Preset, Citation> cited = new EnumMap<>(Preset.class);
        cited.putAll(citations);
        cited.put(preset, citation);
        return new RulesetParameter<>(id, help, values, byDefault, inPresets, decides, Map.copyOf(cited));
    }

    /** {@return every parameter, in the order the listing and the options show them} */
    public static List<RulesetParameter<?>> all() {
        return ALL;
    }

    /**
     * A parameter by its name.
     *
     * @param id the name, as in {@code --<id>}, e.g. {@code max-moves}
     * @return the parameter
     * @throws IllegalArgumentException for a name no parameter has
     */
    public static RulesetParameter<?> byId(String id) {
        return ALL.stream()
                .filter(p -> p.id.equals(id))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no ruleset parameter " + id));
    }

    /** {@return the name, as the option {@code --<id>} and in JSON} */
    public String id() {
        return id;
    }

    /** {@return what the parameter means, as English sentences} */
    public String help() {
        return help;
    }

    /** {@return the spellings it takes; empty where any ply count is taken} */
    public List<String> accepted() {
        return values.accepted();
    }

    /** {@return the values it takes in words: "loses, loses-if-claimed", "a ply count (0 for no limit)"} */
    public String acceptedText() {
        return values.describe();
    }

    /** The class of its values, which a ruleset checks its values against. */
    Class<T> type() {
        return values.type();
    }

    /** {@return how the option's argument is shown in help: {@code RULE}, {@code yes|no}, {@code PLIES}} */
    public String label() {
        return values.label();
    }

    T valueIn(Preset preset) {
        return inPresets.getOrDefault(preset, byDefault);
    }

    /** The ending this parameter decides (a repetition, a declaration, ...), or null for a detail of one. */
    EndingReason decides() {
        return decides;
    }

    /** Where a preset's rule for this parameter is written, or null when the preset has no such rule. */
    Citation citationIn(Preset preset) {
        return citations.get(preset);
    }

    /**
     * Where a ruleset's rule for this parameter is written: its preset's citation while the ruleset keeps
     * the preset's value, else null (an option replaced it). For a rule that decides no ending by itself
     * (the time-forfeit rule names who may end a game, the record or the clock says it ended).
     *
     * @param ruleset the ruleset
     * @return the citation, or null
     */
    public Citation citationIn(Ruleset ruleset) {
        Preset preset = ruleset.preset();
        return preset == null || !ruleset.get(this).equals(valueIn(preset)) ? null : citations.get(preset);
    }

    /** The parameter that decides games ending for this reason, or null when none does (mate, resignation). */
    static RulesetParameter<?> deciding(EndingReason reason) {
        return reason == null ? null : DECIDING.get(reason);
    }

    /**
     * The parameter's value in a ruleset, spelled as on the command line.
     *
     * @param ruleset the ruleset
     * @return the value's spelling, e.g. {@code 4-fold-draw} or {@code 500}
     */
    public String valueIn(Ruleset ruleset) {
        return values.spell(ruleset.get(this));
    }

    /**
     * The ruleset with this parameter set to {@code value} as spelled on the command line; throws
     * {@link IllegalArgumentException} naming the values taken when it is not one of them.
     *
     * @param ruleset the ruleset to change
     * @param value   the new value, as spelled on the command line
     * @return a new ruleset, its name marked with {@code +} (see {@link Ruleset#with})
     * @throws IllegalArgumentException for a value the parameter does not take
     */
    public Ruleset apply(Ruleset ruleset, String value) {
        T parsed = values.parse(value);
        if (parsed == null) {
            throw new IllegalArgumentException("--" + id + " takes " + values.describe() + ", not '" + value + "'");
        }
        return ruleset.with(this, parsed);
    }

    @Override
    public String toString() {
        return id;
    }

    /** How a kind of value is spelled, read and described. */
    private interface Values<T> {

        /** The value, or null when the text is not one. */
        T parse(String text);

        String spell(T value);

        List<String> accepted();

        String describe();

        String label();

        Class<T> type();
    }

    private record Choice<E extends Enum<E> & Named>(Class<E> type, List<E> options) implements Values<E> {

        @Override
        public E parse(String text) {
            return options.stream().filter(o -> o.id().equals(text)).findFirst().orElse(null);
        }

        @Override
        public String spell(E value) {
            return value.id();
        }

        @Override
        public List<String> accepted() {
            return options.stream().map(Named::id).toList();
        }

        @Override
        public String describe() {
            return String.join(", ", accepted());
        }

        @Override
        public String label() {
            return "RULE";
        }
    }

    private record Flag(String yes, String no) implements Values<Boolean> {

        @Override
        public Boolean parse(String text) {
            return text.equals(yes) ? Boolean.TRUE : text.equals(no) ? Boolean.FALSE : null;
        }

        @Override
        public String spell(Boolean value) {
            return value ? yes : no;
        }

        @Override
        public List<String> accepted() {
            return List.of(yes, no);
        }

        @Override
        public String describe() {
            return yes + ", " + no;
        }

        @Override
        public String label() {
            return yes + "|" + no;
        }

        @Override
        public Class<Boolean> type() {
            return Boolean.class;
        }
    }

    private record Plies() implements Values<Integer> {

        @Override
        public Integer parse(String text) {
            if (!text.matches("[0-9]{1,9}")) {
                return null;
            }
            return Integer.parseInt(text);
        }

        @Override
        public String spell(Integer value) {
            return String.valueOf(value);
        }

        @Override
        public List<String> accepted() {
            return List.of();
        }

        @Override
        public String describe() {
            return "a ply count (0 for no limit)";
        }

        @Override
        public String label() {
            return "PLIES";
        }

        @Override
        public Class<Integer> type() {
            return Integer.class;
        }
    }
}
