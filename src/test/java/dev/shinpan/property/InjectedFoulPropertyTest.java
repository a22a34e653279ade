package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.shinpan.adjudicate.IllegalFinding;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.property.write.RecordText;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * One foul of each illegal-move code injected into a random legal game is found at its ply with
 * its code: judged from the moves directly, and read back from every format that can state it.
 */
@Tag("slow")
class InjectedFoulPropertyTest {

    /** Random games drawn for one case until the foul fits one of them; a pawn-drop mate may need several. */
    private static final int GAMES_PER_CASE = 16;

    @TestFactory
    Stream<DynamicNode> theFirstFoulIsFoundAtItsPlyWithItsCode() {
        return PropertyRun.of(
                getClass(),
                2000,
                100,
                (seed, coverage) -> {
                    Random random = new Random(seed);
                    IllegalMoveCode code = IllegalMoveCode.values()[random.nextInt(IllegalMoveCode.values().length)];
                    Optional<Fouled> drawn = draw(code, random);
                    coverage.count(drawn.isPresent() ? "code " + code : "no place for " + code);
                    assumeTrue(drawn.isPresent(), () -> "no place for " + code + " in " + GAMES_PER_CASE + " games");
                    Fouled fouled = drawn.get();
                    formatsStating(code, fouled.game()).forEach(f -> coverage.count("format " + f.format()));
                    Shrink.check(
                            fouled,
                            f -> found(code, f.game()),
                            f -> f.earlier(code),
                            f -> "the foul after " + f.cut() + " plies: " + f.game());
                },
                (coverage, cases) -> coverage.assertReached(Stream.concat(
                                Arrays.stream(IllegalMoveCode.values()).map(c -> "code " + c),
                                RecordText.all().stream().map(f -> "format " + f.format()))
                        .toList()));
    }

    private static void found(IllegalMoveCode code, Game game) {
        int ply = game.plies().size();
        Referee referee = new Referee(Rulesets.defaultFor(game.variant()));
        assertFound(code, ply, referee.judge(game.directRecord()).firstIllegal(), "moves judged directly: " + game);
        for (RecordText format : formatsStating(code, game)) {
            String text = format.write(game);
            assertFound(
                    code,
                    ply,
                    referee.judge(ReadBack.read(format, game)).firstIllegal(),
                    format.format() + " text:\n" + text);
        }
    }

    private static List<RecordText> formatsStating(IllegalMoveCode code, Game game) {
        return RecordText.all().stream()
                .filter(f -> f.fouls().contains(code) && f.canWrite(game))
                .toList();
    }

    private static void assertFound(IllegalMoveCode code, int ply, IllegalFinding found, String context) {
        assertNotNull(
                found, () -> "no illegal move found, expected " + code.code() + " at ply " + ply + "; " + context);
        assertEquals(code.code() + " at ply " + ply, found.code().code() + " at ply " + found.ply(), context);
    }

    /**
     * A legal game cut where the foul first fits, looking from a random ply on and then from the
     * start, with the foul as its last ply.
     *
     * @param positions the position after each number of plies of the legal game
     * @param foulSeed  what picks the foul among those that fit
     */
    record Fouled(Game legal, List<Position> positions, int cut, long foulSeed, Game game) {

        /** The same foul put in earlier, each earliest first. */
        Stream<Fouled> earlier(IllegalMoveCode code) {
            return IntStream.range(0, cut)
                    .mapToObj(c -> at(code, legal, positions, c, foulSeed))
                    .flatMap(Optional::stream);
        }
    }

    private static Optional<Fouled> draw(IllegalMoveCode code, Random random) {
        for (int g = 0; g < GAMES_PER_CASE; g++) {
            Position start = startFor(code, random);
            int plies = minPlies(code) + random.nextInt(minPlies(code) + RandomGames.MAX_PLIES + 1);
            Game legal = RandomGames.walk(start, random, Math.min(plies, lastPlyBeforeFoul(start)));
            int from = random.nextInt(RandomGames.MAX_PLIES + 1);
            long foulSeed = random.nextLong();
            List<Position> positions = positions(legal);
            int length = legal.plies().size();
            for (int k = 0; k <= length; k++) {
                Optional<Fouled> fouled = at(code, legal, positions, (from + k) % (length + 1), foulSeed);
                if (fouled.isPresent()) {
                    return fouled;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Fouled> at(
            IllegalMoveCode code, Game legal, List<Position> positions, int cut, long foulSeed) {
        if (!new MoveGenerator(positions.get(cut)).hasLegalMove()) {
            // the game is over there (mate or stalemate): a move after the end is no foul (docs/rules.md §A5)
            return Optional.empty();
        }
        return Fouls.inject(code, positions.get(cut), new Random(foulSeed))
                .map(foul -> new Fouled(
                        legal,
                        positions,
                        cut,
                        foulSeed,
                        new Game(legal.start(), legal.plies().subList(0, cut)).plus(foul)));
    }

    private static List<Position> positions(Game game) {
        List<Position> positions = new ArrayList<>();
        Position p = game.start().copy();
        positions.add(p.copy());
        for (Ply ply : game.plies()) {
            p.play(p.encode(ply.move()));
            positions.add(p.copy());
        }
        return positions;
    }

    /**
     * A game that reaches its ruleset's move limit is over (JSA: 500 plies), so a foul after it
     * would not be one: the foul comes at the limit at the latest.
     */
    private static int lastPlyBeforeFoul(Position start) {
        int limit = Rulesets.defaultFor(start.variant()).get(RulesetParameter.MAX_MOVES);
        return limit > 0 ? limit - 1 : Integer.MAX_VALUE;
    }

    /**
     * A pawn-drop mate needs a king driven to the edge with a pawn in hand: random games offer one
     * in about a fifth (Tori: half) of walks of 300 plies, far fewer in shorter ones.
     */
    private static int minPlies(IllegalMoveCode code) {
        return code == IllegalMoveCode.UCHIFUZUME ? 250 : 0;
    }

    /** Nifu is a standard-shogi foul, three swallows a Tori one; the others happen in both. */
    private static Position startFor(IllegalMoveCode code, Random random) {
        return switch (code) {
            case NIFU -> Handicap.values()[random.nextInt(Handicap.values().length)].position();
            case THREE_SWALLOWS -> Position.start(Variants.TORI);
            default -> RandomGames.start(random);
        };
    }
}
