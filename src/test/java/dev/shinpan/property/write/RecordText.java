package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader;
import dev.shinpan.rules.IllegalMoveCode;
import java.util.List;
import java.util.Set;

/**
 * Writes a generated game in one format, for a reader of that format to read back. Each format
 * can state some games and some fouls and not others (USI names no piece, KIF no side, KI2 no
 * origin square); a writer says which.
 */
public interface RecordText {

    RecordFormat format();

    /** The reader whose output this text is for. */
    RecordReader reader();

    /** A file name with the format's usual extension. */
    String fileName();

    /** Whether the format can state this game (its variant, its start and every ply as written). */
    boolean canWrite(Game game);

    /** The fouls the format can state at all. */
    Set<IllegalMoveCode> fouls();

    String write(Game game);

    /** Every writer: the formats shinpan writes itself (KIF, USI) and the test's own (CSA, KI2, JKF). */
    static List<RecordText> all() {
        return List.of(new KifText(), new UsiText(), new CsaText(), new Ki2Text(), new JkfText());
    }
}
