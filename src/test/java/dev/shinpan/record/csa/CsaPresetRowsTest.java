package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The contract between CSA's two ways to a start of nine rank lines: rows that spell a preset cell
 * for cell are matched with the preset's own rows ({@code CsaPositionSection}, kept for its gain on
 * floodgate's files, docs/architecture.md § Speed); the same rows after an empty {@code P+} line
 * are read into a board. Both must give the same start, preset, side to move and problems.
 */
class CsaPresetRowsTest {

    @ParameterizedTest
    @EnumSource(Handicap.class)
    void presetRowsReadAsTheBoardTheySpell(Handicap handicap) {
        StringBuilder rows = new StringBuilder();
        for (int rank = 1; rank <= 9; rank++) {
            StringBuilder row = new StringBuilder("P").append(rank);
            for (int file = 9; file >= 1; file--) {
                Piece piece = handicap.position().pieceAt(new Square(file, rank));
                row.append(
                        piece == null
                                ? " * "
                                : (piece.owner() == Side.BLACK ? "+" : "-")
                                        + piece.type().csa());
            }
            rows.append(row.toString().stripTrailing()).append('\n');
        }
        String turn = handicap.position().sideToMove() == Side.BLACK ? "+" : "-";
        GameRecord matched = CsaTestSupport.read("V2.2\n" + rows + turn + "\n");
        GameRecord read = CsaTestSupport.read("V2.2\n" + rows + "P+\n" + turn + "\n");
        assertEquals(read.start().sfen(), matched.start().sfen());
        assertEquals(read.start().handicap(), matched.start().handicap());
        assertEquals(read.start().sideToMove(), matched.start().sideToMove());
        assertEquals(read.problems(), matched.problems());
    }
}
