package dev.shinpan.testing;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.kif.TerminalWords;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import java.util.ArrayList;
import java.util.List;

/** Builds game records for referee tests from a SFEN, USI moves and KIF-style ending words. */
public final class Games {

    public static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

    private Games() {}

    /** A record: start position, moves in USI (blank-separated), and ending words such as 投了. */
    public static GameRecord game(String sfen, String moves, String... endingWords) {
        Position start = Sfen.parse(sfen);
        List<RecordedMove> recorded = new ArrayList<>();
        Side side = start.sideToMove();
        int ply = 0;
        for (String usi : moves.isBlank() ? new String[0] : moves.trim().split("\\s+")) {
            ply++;
            recorded.add(new RecordedMove(
                    ply,
                    Written.usi(start.variant(), side, usi),
                    SourceText.of(usi, ply, 1),
                    null,
                    List.of(),
                    List.of()));
            side = side.opponent();
        }
        List<RecordedEnding> endings = new ArrayList<>();
        for (String word : endingWords) {
            endings.add(ending(word, ply, side));
        }
        return new GameRecord(
                "test",
                0,
                RecordFormat.USI,
                "UTF-8",
                List.of(),
                StartPosition.of(start, null),
                List.of(),
                new Line(recorded, endings),
                List.of());
    }

    /** A KIF terminal word written after {@code ply} moves with {@code toMove} to move. */
    public static RecordedEnding ending(String word, int ply, Side toMove) {
        StatedEnding meaning = TerminalWords.meaning(word, toMove);
        return new RecordedEnding(
                meaning.reason(),
                meaning.winner(),
                meaning.offender(),
                ply,
                SourceText.of(word, ply + 1, 1),
                EndingOrigin.TERMINAL_MOVE,
                null);
    }

    /** The same moves repeated {@code times} times. */
    public static String repeat(String cycle, int times) {
        return (cycle + " ").repeat(times).trim();
    }
}
