package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.property.write.RecordText;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.Optional;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Combinators;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * One foul of each illegal-move code injected into a random legal game is found at its ply with
 * its code: judged from the moves directly, and read back from every format that can state it.
 */
class InjectedFoulProperties {

    /** A legal game, the code of the foul to add, where to start looking for a place for it, and a seed. */
    record Case(IllegalMoveCode code, Game game, int from, long seed) {
    }

    @Property(edgeCases = EdgeCasesMode.NONE)
    void theFirstFoulIsFoundAtItsPlyWithItsCode(@ForAll("cases") Case c) {
        Optional<Game> fouled = inject(c);
        Assume.that(fouled.isPresent());
        Game game = fouled.get();
        int ply = game.plies().size();
        Statistics.label("code").collect(c.code());
        Referee referee = new Referee(Rulesets.defaultFor(game.variant()));
        assertFound(c.code(), ply, referee.judge(game.directRecord()).firstIllegal(), "moves judged directly: " + game);
        for (RecordText format : RecordText.all()) {
            if (format.fouls().contains(c.code()) && format.canWrite(game)
                    && !KnownReaderFindings.skipped(format.format(), c.code())) {
                Statistics.label("format").collect(format.format());
                String text = format.write(game);
                assertFound(c.code(), ply, referee.judge(ReadBack.read(format, game)).firstIllegal(),
                        format.format() + " text:\n" + text);
            }
        }
    }

    private static void assertFound(IllegalMoveCode code, int ply, IllegalFinding found, String context) {
        assertNotNull(found, () -> "no illegal move found, expected " + code.code() + " at ply " + ply + "; " + context);
        assertEquals(code.code() + " at ply " + ply, found.code().code() + " at ply " + found.ply(), context);
    }

    /**
     * The game cut where the foul first fits, from the chosen ply on and then from the start, with
     * the foul as its last ply.
     */
    private static Optional<Game> inject(Case c) {
        Random random = new Random(c.seed());
        int length = c.game().plies().size();
        for (int k = 0; k <= length; k++) {
            int cut = (c.from() + k) % (length + 1);
            Position p = RandomGames.positionAfter(c.game(), cut);
            Optional<Ply> foul = Fouls.inject(c.code(), p, random);
            if (foul.isPresent()) {
                Game prefix = new Game(c.game().start(), new ArrayList<>(c.game().plies().subList(0, cut)));
                return Optional.of(prefix.plus(foul.get()));
            }
        }
        return Optional.empty();
    }

    @Provide
    Arbitrary<Case> cases() {
        return Arbitraries.of(IllegalMoveCode.class).flatMap(code -> Combinators.combine(
                Arbitraries.just(code), RandomGames.games(startsFor(code), minPlies(code), 2 * minPlies(code) + RandomGames.MAX_PLIES),
                Arbitraries.integers().between(0, RandomGames.MAX_PLIES), Arbitraries.longs()).as(Case::new));
    }

    /**
     * A pawn-drop mate needs a king driven to the edge with a pawn in hand: random games offer one
     * in about a fifth (Tori: half) of walks of 300 plies, far fewer in shorter ones.
     */
    private static int minPlies(IllegalMoveCode code) {
        return code == IllegalMoveCode.UCHIFUZUME ? 250 : 0;
    }

    /** Nifu is a standard-shogi foul, three swallows a Tori one; the others happen in both. */
    private static Arbitrary<Position> startsFor(IllegalMoveCode code) {
        return switch (code) {
            case NIFU -> Arbitraries.of(Handicap.values()).map(Handicap::position);
            case THREE_SWALLOWS -> Arbitraries.just(Position.start(Variants.TORI));
            default -> RandomGames.starts();
        };
    }
}
