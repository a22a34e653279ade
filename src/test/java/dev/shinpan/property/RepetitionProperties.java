package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.rules.Position;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Random repetition cycles, quiet and checking, from the usual starts and from open endgame
 * positions where a piece can check a king back and forth, are decided by the referee exactly as a plain
 * count of SFEN positions decides them, under every preset that has a repetition rule of its own
 * ({@code try} is left out: its king walks can end a game before any repetition).
 */
class RepetitionProperties {

    private static final Map<Ruleset, ReferenceRepetition.Rule> PRESETS = Map.of(
            Rulesets.JSA, ReferenceRepetition.Rule.JSA,
            Rulesets.AMATEUR, ReferenceRepetition.Rule.JSA,
            Rulesets.USSF, ReferenceRepetition.Rule.JSA,
            Rulesets.CSA, ReferenceRepetition.Rule.CSA,
            Rulesets.TORI, ReferenceRepetition.Rule.TORI,
            Rulesets.TORI_3FOLD, ReferenceRepetition.Rule.TORI_3FOLD);

    @Property
    void repetitionAgreesWithAPlainCount(@ForAll("cycles") Game game) {
        PRESETS.forEach((ruleset, rule) -> {
            if (ruleset.variant() != game.variant()) {
                return;
            }
            ReferenceRepetition.Ending expected = ReferenceRepetition.judge(game, rule);
            Verdict verdict = new Referee(ruleset).judge(game.directRecord());
            Statistics.label(ruleset.name()).collect(expected == null ? "none" : expected.reason());
            String context = ruleset.name() + ": " + game;
            if (expected == null) {
                assertNull(verdict.repetition(), context);
                return;
            }
            assertEquals(expected, new ReferenceRepetition.Ending(verdict.result().ply(), verdict.result().winner(),
                    verdict.result().reason()), context);
            assertEquals(expected.ply(), verdict.repetition().ply(), context);
        });
    }

    @Provide
    Arbitrary<Game> cycles() {
        Arbitrary<Position> starts = Arbitraries.oneOf(RandomGames.starts(),
                Arbitraries.longs().map(seed -> SparsePositions.random(new Random(seed))));
        Arbitrary<Game> fromStarts = Combinators.combine(starts, Arbitraries.longs(),
                Arbitraries.integers().between(0, 60), Arbitraries.integers().between(1, 4)).as(
                        (Position start, Long seed, Integer opening, Integer shuffles) ->
                                RepetitionCycles.game(start, new Random(seed), opening, shuffles));
        Arbitrary<Game> checking = Combinators.combine(Arbitraries.longs(), Arbitraries.integers().between(1, 4))
                .as((seed, shuffles) -> RepetitionCycles.checkingGame(new Random(seed), shuffles));
        return Arbitraries.oneOf(fromStarts, checking);
    }
}
