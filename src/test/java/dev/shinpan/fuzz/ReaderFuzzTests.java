package dev.shinpan.fuzz;

import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.shinpan.record.Limits;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.csa.QuickLaneAgreement;
import dev.shinpan.record.encoding.WindowAgreement;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.jkf.JkfWindowAgreement;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.testing.Robustness;
import java.nio.charset.StandardCharsets;

/**
 * Coverage-guided fuzz targets (Jazzer), one per reader, one for format and encoding detection and
 * one for archives and compressed files, each judging what it read under the default ruleset; one
 * that compares CSA's quick lane with its general way on the same text ({@code csaQuick}), which
 * must agree wherever the quick lane reads; one that reads JKF held whole and a window at a time
 * ({@code jkfWindows}), which must agree; and one that compares raw
 * bytes decoded whole with the same bytes decoded window by window ({@code windows}), which must
 * read the same, window size taken from the first byte.
 * {@code mvn verify} replays the inputs under
 * {@code src/test/resources/dev/shinpan/fuzz/ReaderFuzzTestsInputs/<target>/} (seeds taken from the
 * corpus, and every crash found); {@code JAZZER_FUZZ=1 mvn test -Dtest=ReaderFuzzTests#kif} fuzzes
 * one target ({@code JAZZER_MAX_DURATION=1h} for a long session). Reader targets take the bytes as
 * UTF-8, as a decoded file; the detection target takes them raw; the archive target takes them as
 * the whole of standard input, under small limits so that a bomb is cut off quickly.
 */
class ReaderFuzzTests {

    /**
     * Small enough that a bomb or a deep nest is cut off within milliseconds, large enough for
     * every seed: 64 KiB an entry, 256 KiB an archive, 32 entries, two archives deep.
     */
    static final Limits ARCHIVE_LIMITS = Limits.builder()
            .inputBytes(64 << 10)
            .archiveBytes(256 << 10)
            .archiveEntries(32)
            .nestingDepth(2)
            .lineLength(4096)
            .moves(1000)
            .variations(100)
            .variationDepth(16)
            .treeMoves(10_000)
            .headerLines(1000)
            .comments(10_000)
            .recordsPerFile(50)
            .jsonValues(100_000)
            .build();

    /** What each target does with its input, by target name; {@link FuzzFindingsTest} replays through it too. */
    static void run(String target, byte[] data) {
        switch (target) {
            case "kif" -> Robustness.readAndJudge(new KifReader(), text(data));
            case "ki2" -> Robustness.readAndJudge(new Ki2Reader(), text(data));
            case "csa" -> Robustness.readAndJudge(new CsaReader(), text(data));
            case "usi" -> Robustness.readAndJudge(new UsiReader(), text(data));
            case "jkf" -> Robustness.readAndJudge(new JkfReader(), text(data));
            case "detect" -> Robustness.loadAndJudge("fuzz.kif", data);
            case "archive" -> Robustness.openAndJudge("fuzz-input", data, ARCHIVE_LIMITS);
            case "csaQuick" -> QuickLaneAgreement.check(text(data));
            case "jkfWindows" -> JkfWindowAgreement.check(text(data));
            case "windows" -> WindowAgreement.check(data, "fuzz.kif", 1 + (data.length == 0 ? 0 : data[0] & 63));
            default -> throw new IllegalArgumentException("no fuzz target " + target);
        }
    }

    private static String text(byte[] data) {
        return new String(data, StandardCharsets.UTF_8);
    }

    @FuzzTest(maxDuration = "2m")
    void kif(byte[] data) {
        run("kif", data);
    }

    @FuzzTest(maxDuration = "2m")
    void ki2(byte[] data) {
        run("ki2", data);
    }

    @FuzzTest(maxDuration = "2m")
    void csa(byte[] data) {
        run("csa", data);
    }

    @FuzzTest(maxDuration = "2m")
    void usi(byte[] data) {
        run("usi", data);
    }

    @FuzzTest(maxDuration = "2m")
    void jkf(byte[] data) {
        run("jkf", data);
    }

    /** CSA lines read by the quick lane and, after a blank, by the general way: the readings must agree. */
    @FuzzTest(maxDuration = "2m")
    void csaQuick(byte[] data) {
        run("csaQuick", data);
    }

    /** JKF read held whole and a window at a time: the same record either way. */
    @FuzzTest(maxDuration = "2m")
    void jkfWindows(byte[] data) {
        run("jkfWindows", data);
    }

    /** Format and encoding detection: raw bytes of any encoding through the loader. */
    @FuzzTest(maxDuration = "2m")
    void detect(byte[] data) {
        run("detect", data);
    }

    /** Raw bytes decoded whole and window by window, in windows of 1 to 64 bytes: the same text, format and records. */
    @FuzzTest(maxDuration = "2m")
    void windows(byte[] data) {
        run("windows", data);
    }

    /** Archives and compressed files (zip, tar, tar.gz/xz/bz2, 7z, gz, xz, bz2), nested, through the input layer. */
    @FuzzTest(maxDuration = "2m")
    void archive(byte[] data) {
        run("archive", data);
    }
}
