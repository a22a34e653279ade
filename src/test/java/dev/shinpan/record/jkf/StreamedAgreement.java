package dev.shinpan.record.jkf;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader.ReadOptions;
import dev.shinpan.record.build.RecordBuilder;

/**
 * The streamed JKF path against the general one: for every text the streamed path takes, the
 * record must be the one the general path (Jackson's tree) gives. Used by {@link StreamedJkfTest}
 * and by the {@code jkfStreamed} fuzz target.
 */
public final class StreamedAgreement {

    static final ReadOptions OPTIONS = new ReadOptions("test.jkf", "UTF-8", null);

    private StreamedAgreement() {
    }

    /** The streamed record, or null when the streamed path declines the text. */
    static GameRecord streamed(String text) {
        RecordBuilder builder = new RecordBuilder(RecordFormat.JKF, OPTIONS, 0);
        return StreamedJkf.read(text.toCharArray(), text.length(), builder) ? builder.build() : null;
    }

    /**
     * True when the streamed path took the text (and gave the general path's record); false when it
     * declined; throws AssertionError when it took it and gave another record.
     */
    public static boolean check(String text) {
        GameRecord fast = streamed(text);
        if (fast == null) {
            return false;
        }
        GameRecord general = JkfReader.readGeneral(text, OPTIONS);
        if (!general.equals(fast)) {
            throw new AssertionError("the streamed path reads\n" + fast + "\nthe general path\n" + general);
        }
        return true;
    }
}
