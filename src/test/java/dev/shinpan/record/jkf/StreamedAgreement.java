package dev.shinpan.record.jkf;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.encoding.WindowAgreement;
import dev.shinpan.record.text.RecordText;
import java.util.Objects;

/**
 * The contract between JKF's two paths behind {@link JkfReader#read}: {@link StreamedJkf} (kept
 * because it halves the whole-process time of a batch of JKF files, docs/architecture.md § Speed)
 * and {@link JkfReader#readGeneral}. For every text the streamed path takes, the record must be the
 * one the general path (Jackson's tree) gives. Each path reads the text both as
 * characters held whole and as a long text is read, in windows (here of a few dozen bytes, so that
 * tokens, blank runs and move objects fall across them), and must give the same either way. Used
 * by {@link StreamedJkfTest} and by the {@code jkfStreamed} fuzz target.
 */
public final class StreamedAgreement {

    static final ReadOptions OPTIONS = new ReadOptions("test.jkf", "UTF-8", null);

    private StreamedAgreement() {}

    /** The streamed record of the text held as characters, or null when the streamed path declines it. */
    static GameRecord streamed(String text) {
        return streamed(RecordText.of(text.toCharArray(), text.length()));
    }

    private static GameRecord streamed(RecordText text) {
        RecordBuilder builder = new RecordBuilder(RecordFormat.JKF, OPTIONS, 0);
        return StreamedJkf.read(text, builder) ? builder.build() : null;
    }

    /** The text as a long text is read: UTF-8 bytes decoded in windows of at most a few dozen bytes. */
    private static RecordText windows(String text) {
        return WindowAgreement.windowed(text, 8 + Math.floorMod(text.hashCode(), 64));
    }

    /**
     * True when the streamed path took the text (and gave the general path's record); false when it
     * declined; throws AssertionError when it took it and gave another record, or when a path reads
     * the text in windows otherwise than held whole.
     */
    public static boolean check(String text) {
        GameRecord fast = streamed(text);
        same(fast, streamed(windows(text)), "the streamed path in windows");
        GameRecord general = JkfReader.readGeneral(RecordText.of(text.toCharArray(), text.length()), OPTIONS);
        same(general, JkfReader.readGeneral(windows(text), OPTIONS), "the general path in windows");
        if (fast == null) {
            return false;
        }
        if (!general.equals(fast)) {
            throw new AssertionError("the streamed path reads\n" + fast + "\nthe general path\n" + general);
        }
        return true;
    }

    private static void same(GameRecord whole, GameRecord windowed, String what) {
        if (!Objects.equals(whole, windowed)) {
            throw new AssertionError(what + " reads\n" + windowed + "\nheld whole\n" + whole);
        }
    }
}
