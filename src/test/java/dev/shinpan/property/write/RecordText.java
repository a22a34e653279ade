package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.rules.IllegalMoveCode;
import java.util.List;
import java.util.Set;

/**
 * Writes a generated game in one format, for a reader of that format to read back. Each format
 * can state some games and some fouls and not others (USI names no piece, KIF no side, KI2 no
 * origin square); a writer says which.
 */
public abstract class RecordText {

    private final RecordFormat format;
    private final RecordReader reader;
    private final String fileName;

    /**
     * @param reader   the reader whose input this text is
     * @param fileName a file name with the format's usual extension
     */
    protected RecordText(RecordReader reader, String fileName) {
        this.format = reader.format();
        this.reader = reader;
        this.fileName = fileName;
    }

    public final RecordFormat format() {
        return format;
    }

    public final RecordReader reader() {
        return reader;
    }

    public final String fileName() {
        return fileName;
    }

    /** Whether the format can state this game (its variant, its start and every ply as written). */
    public abstract boolean canWrite(Game game);

    /** The fouls the format can state at all. */
    public abstract Set<IllegalMoveCode> fouls();

    public abstract String write(Game game);

    /** Every writer: KIF, KI2 and JKF through shinpan's own writers, USI and CSA written here. */
    public static List<RecordText> all() {
        return List.of(new KifText(), new UsiText(), new CsaText(), new Ki2Text(), new JkfText());
    }
}
