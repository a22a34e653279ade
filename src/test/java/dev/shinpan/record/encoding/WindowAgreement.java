package dev.shinpan.record.encoding;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.format.FormatDetector;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A text decoded into characters (a short one) and the same text decoded window by window (a
 * long one, {@link EncodedText}) must not be told apart by anything after the decoder: the same
 * text, encoding, warnings, format and records. For {@link TextFormsTest} and the
 * {@code windows} fuzz target.
 */
public final class WindowAgreement {

    private WindowAgreement() {}

    /**
     * Decodes the bytes both ways, with windows of at most {@code window} bytes, and throws an
     * AssertionError naming what differs; returns whether records were read and compared.
     */
    public static boolean check(byte[] bytes, String name, int window) {
        Optional<DecodedText> chars = TextDecoder.decode(bytes, Integer.MAX_VALUE);
        Optional<DecodedText> windows = TextDecoder.decode(bytes, -1, window);
        String what = name + " in windows of " + window + " bytes";
        same(chars.isPresent(), windows.isPresent(), what + ": decoded");
        if (chars.isEmpty()) {
            return false;
        }
        same(true, chars.get().content().hasChars(), what + ": as characters");
        same(false, windows.get().content().hasChars(), what + ": in windows");
        same(chars.get(), windows.get(), what + ": text, encoding and warnings");
        FormatDetector.Detection a = FormatDetector.detect(chars.get(), name);
        FormatDetector.Detection b = FormatDetector.detect(windows.get(), name);
        same(a.format(), b.format(), what + ": format");
        same(a.reason(), b.reason(), what + ": detection");
        if (a.format() == null) {
            return false;
        }
        ReadOptions options = new ReadOptions(name, chars.get().encoding(), null);
        same(records(a, chars.get(), options), records(b, windows.get(), options), what + ": records");
        return true;
    }

    /**
     * The text as UTF-8 bytes decoded window by window, windows of at most {@code maxWindow} bytes
     * before their line break, whatever characters it holds (a NUL too, which detection would refuse).
     */
    public static dev.shinpan.record.text.RecordText windowed(String text, int maxWindow) {
        EncodedText windows = EncodedText.checked(
                text.getBytes(java.nio.charset.StandardCharsets.UTF_8),
                0,
                java.nio.charset.StandardCharsets.UTF_8,
                maxWindow);
        return dev.shinpan.record.text.RecordText.of(java.util.Objects.requireNonNull(windows));
    }

    private static void same(Object expected, Object actual, String what) {
        if (!Objects.equals(expected, actual)) {
            throw new AssertionError(what + " differ: " + expected + " / " + actual);
        }
    }

    private static List<GameRecord> records(FormatDetector.Detection detection, DecodedText text, ReadOptions options) {
        RecordReader reader = switch (detection.format()) {
            case KIF -> new KifReader();
            case KI2 -> new Ki2Reader();
            case CSA -> new CsaReader();
            case USI -> new UsiReader();
            case JKF -> new JkfReader();
        };
        List<GameRecord> all = new ArrayList<>();
        reader.read(text.content(), options, all::add);
        return all;
    }
}
