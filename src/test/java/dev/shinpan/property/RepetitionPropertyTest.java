package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Position;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Random repetition cycles, quiet and checking, from the usual starts and from open endgame
 * positions where a piece can check a king back and forth, are decided by the referee exactly as a plain
 * count of SFEN positions decides them, under every preset that has a repetition rule of its own
 * ({@code try} is left out: its king walks can end a game before any repetition).
 */
@Tag("slow")
class RepetitionPropertyTest {

    private static final Map<Ruleset, ReferenceRepetition.Rule> PRESETS = Map.of(
            Rulesets.JSA, ReferenceRepetition.Rule.JSA,
            Rulesets.AMATEUR, ReferenceRepetition.Rule.JSA,
            Rulesets.USSF, ReferenceRepetition.Rule.JSA,
            Rulesets.CSA, ReferenceRepetition.Rule.CSA,
            Rulesets.TORI, ReferenceRepetition.Rule.TORI,
            Rulesets.TORI_3FOLD, ReferenceRepetition.Rule.TORI_3FOLD);

    @TestFactory
    Stream<DynamicNode> repetitionAgreesWithAPlainCount() {
        return PropertyRun.of(
                getClass(),
                2000,
                100,
                (seed, coverage) -> {
                    Game game = cycle(new Random(seed));
                    coverage.count("variant " + game.variant().name());
                    PRESETS.forEach((ruleset, rule) -> {
                        if (ruleset.variant() == game.variant()) {
                            ReferenceRepetition.Ending expected = ReferenceRepetition.judge(game, rule);
                            coverage.count(ruleset.name() + " " + (expected == null ? "none" : expected.reason()));
                        }
                    });
                    Shrink.check(
                            game,
                            RepetitionPropertyTest::agrees,
                            Shrink::prefixes,
                            g -> "the first " + g.plies().size() + " plies: " + g);
                },
                (coverage, cases) -> PRESETS.keySet().forEach(preset -> {
                    coverage.assertReached(Stream.of("none", EndingReason.SENNICHITE)
                            .map(r -> preset.name() + " " + r)
                            .toList());
                    // About a third of the games of each variant end in a perpetual check; a tenth at least.
                    coverage.assertShare(
                            preset.name() + " " + EndingReason.PERPETUAL_CHECK,
                            0.1,
                            coverage.of("variant " + preset.variant().name()));
                }));
    }

    private static void agrees(Game game) {
        PRESETS.forEach((ruleset, rule) -> {
            if (ruleset.variant() != game.variant()) {
                return;
            }
            ReferenceRepetition.Ending expected = ReferenceRepetition.judge(game, rule);
            Verdict verdict = new Referee(ruleset).judge(game.directRecord());
            String context = ruleset.name() + ": " + game;
            if (expected == null) {
                assertNull(verdict.repetition(), context);
                return;
            }
            assertEquals(
                    expected,
                    new ReferenceRepetition.Ending(
                            verdict.result().ply(),
                            verdict.result().winner(),
                            verdict.result().reason()),
                    context);
            assertEquals(expected.ply(), verdict.repetition().ply(), context);
        });
    }

    /**
     * Half of the games shuffle from a usual start or an open endgame position after a random
     * opening, half start with a checking shuffle in an open endgame position.
     */
    private static Game cycle(Random random) {
        int shuffles = 1 + random.nextInt(4);
        if (random.nextBoolean()) {
            return RepetitionCycles.checkingGame(random, shuffles);
        }
        Position start = random.nextBoolean() ? RandomGames.start(random) : SparsePositions.random(random);
        return RepetitionCycles.game(start, random, random.nextInt(61), shuffles);
    }
}
