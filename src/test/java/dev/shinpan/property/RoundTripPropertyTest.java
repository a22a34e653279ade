package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.property.write.RecordText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Random legal games written in every format that can state them read back to the same start,
 * the same moves and the same verdict, under every preset of the variant, as the game judged
 * without any reader.
 */
@Tag("slow")
class RoundTripPropertyTest {

    @TestFactory
    Stream<DynamicNode> everyFormatReadsBackTheGameAndItsVerdict() {
        return PropertyRun.of(
                getClass(),
                1000,
                100,
                (seed, coverage) -> {
                    Game game = RandomGames.game(new Random(seed));
                    count(game, coverage);
                    Shrink.check(
                            game,
                            RoundTripPropertyTest::readsBack,
                            Shrink::prefixes,
                            g -> "the first " + g.plies().size() + " plies: " + g);
                },
                (coverage, cases) -> {
                    coverage.assertReached(Stream.concat(
                                    RecordText.all().stream().map(f -> "format " + f.format()),
                                    Stream.of(
                                            "start even",
                                            "start handicap",
                                            "start tori",
                                            "drop",
                                            "promotion",
                                            "capture"))
                            .toList());
                    // KIF and USI state every legal game in turn, and every generated game is one.
                    coverage.assertShare("format " + RecordFormat.KIF, 1.0, cases);
                });
    }

    private static void readsBack(Game game) {
        int written = 0;
        for (RecordText format : RecordText.all()) {
            if (!format.canWrite(game)) {
                continue;
            }
            written++;
            GameRecord record = ReadBack.read(format, game);
            String context = format.format() + " of " + game + "\n" + format.write(game);
            assertEquals(
                    game.start().toSfen().replaceAll(" \\d+$", ""),
                    record.start().sfen().replaceAll(" \\d+$", ""),
                    () -> "start position, " + context);
            assertEquals(game.moves(), resolved(record), () -> "moves, " + context);
            for (Ruleset ruleset : Rulesets.forVariant(game.variant())) {
                Referee referee = new Referee(ruleset);
                assertEquals(
                        Judged.of(referee.judge(game.directRecord())),
                        Judged.of(referee.judge(record)),
                        () -> ruleset.name() + " verdict, " + context);
            }
        }
        int formats = written;
        assertTrue(formats >= 2, () -> "KIF and USI write every legal game, but only " + formats + " wrote " + game);
    }

    /** What kind of game it is: its start, the formats that write it, whether it has drops, promotions, captures. */
    private static void count(Game game, Coverage coverage) {
        RecordText.all().stream().filter(f -> f.canWrite(game)).forEach(f -> coverage.count("format " + f.format()));
        coverage.count(game.tori() ? "start tori" : game.handicap() == Handicap.EVEN ? "start even" : "start handicap");
        Set<String> kinds = new TreeSet<>();
        game.forEachPly((p, ply) -> {
            Move m = ply.move();
            if (m.isDrop()) {
                kinds.add("drop");
            } else if (p.pieceAt(m.to()) != null) {
                kinds.add("capture");
            }
            if (m.promote()) {
                kinds.add("promotion");
            }
        });
        kinds.forEach(coverage::count);
    }

    /** The moves of the record's main line as the rules resolve them; stops at the first that is not legal. */
    static List<Move> resolved(GameRecord record) {
        Position p = record.start().position();
        MoveJudge judge = new MoveJudge(p);
        List<Move> moves = new ArrayList<>();
        for (RecordedMove m : record.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (!MoveJudge.isLegal(verdict)) {
                break;
            }
            moves.add(p.decode(verdict));
            p.play(verdict);
        }
        return moves;
    }
}
