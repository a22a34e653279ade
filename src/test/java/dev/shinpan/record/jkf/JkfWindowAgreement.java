package dev.shinpan.record.jkf;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.encoding.WindowAgreement;
import dev.shinpan.record.text.RecordText;
import java.util.Objects;

/**
 * The contract of the JKF reader's two ways to its text: held whole as characters (a single
 * record) and a window at a time, as a long text is read (here windows of a few dozen bytes, so
 * that tokens, blank runs, move objects and the values read again fall across them). Both must
 * give the same record, problems and places. Used by {@link JkfWindowsTest} and by the
 * {@code jkfWindows} fuzz target.
 */
public final class JkfWindowAgreement {

    static final ReadOptions OPTIONS = new ReadOptions("test.jkf", "UTF-8", null);

    private JkfWindowAgreement() {}

    /** The record of the text held as characters. */
    static GameRecord whole(String text, ReadOptions options) {
        return JkfReader.read(RecordText.of(text.toCharArray(), text.length()), options);
    }

    /** Asserts that the text reads the same held whole and in windows; returns the record. */
    public static GameRecord check(String text) {
        return check(text, OPTIONS);
    }

    static GameRecord check(String text, ReadOptions options) {
        GameRecord whole = whole(text, options);
        RecordText windows = WindowAgreement.windowed(text, 8 + Math.floorMod(text.hashCode(), 64));
        GameRecord windowed = JkfReader.read(windows, options);
        if (!Objects.equals(whole, windowed)) {
            throw new AssertionError("read in windows\n" + difference(String.valueOf(windowed), String.valueOf(whole)));
        }
        return whole;
    }

    /** Where two records' texts first differ, with some of each around it. */
    private static String difference(String windowed, String whole) {
        int i = 0;
        while (i < windowed.length() && i < whole.length() && windowed.charAt(i) == whole.charAt(i)) {
            i++;
        }
        return "in windows: " + around(windowed, i) + "\nheld whole: " + around(whole, i);
    }

    private static String around(String s, int i) {
        return s.substring(Math.max(0, i - 200), Math.min(s.length(), i + 300));
    }
}
