package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The 500 real lishogi games written in each format (the benchmark's input) read back, through
 * detection and decoding, to exactly the moves played, without a problem: what the per-format
 * benchmarks measure is the reading of whole games.
 */
class LishogiFormatsTest {

    private static final List<Game> GAMES = LishogiGames.games();

    @ParameterizedTest
    @EnumSource(RecordFormat.class)
    void everyGameReadsBackToItsMoves(RecordFormat format) {
        RecordLoader loader = new RecordLoader();
        List<String> wrong = new ArrayList<>();
        for (Game game : GAMES) {
            String name = LishogiGames.fileName(game, format);
            List<GameRecord> records = loader.load(InputEntry.of(name, LishogiGames.bytes(game, format)), null);
            GameRecord record = records.get(0);
            if (records.size() != 1
                    || record.format() != format
                    || !record.problems().isEmpty()) {
                wrong.add(name + ": " + records.size() + " record(s) as " + record.format() + ", " + record.problems());
            } else if (!played(record).equals(game.moves())) {
                wrong.add(name + ": other moves " + played(record));
            }
        }
        assertEquals(List.of(), wrong);
    }

    /** The main line as the rules decode it, up to the first move they refuse. */
    private static List<Move> played(GameRecord record) {
        Position position = record.start().position();
        MoveJudge judge = new MoveJudge(position);
        List<Move> moves = new ArrayList<>();
        for (RecordedMove m : record.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (!MoveJudge.isLegal(verdict)) {
                break;
            }
            moves.add(position.decode(verdict));
            position.play(verdict);
        }
        return moves;
    }
}
