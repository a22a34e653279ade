package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Corpus files from the test classpath ({@code src/test/resources/corpus}), decoded as shinpan does. */
final class Corpus {

    private Corpus() {}

    static byte[] bytes(String path) {
        try (InputStream in = Corpus.class.getResourceAsStream("/corpus/" + path)) {
            assertNotNull(in, "corpus file missing: " + path);
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static DecodedText decode(String path) {
        return TextDecoder.decode(bytes(path)).orElseThrow(() -> new AssertionError("cannot decode " + path));
    }

    static GameRecord read(String path, RecordFormat format) {
        DecodedText text = decode(path);
        RecordReader reader = format == RecordFormat.KI2 ? new Ki2Reader() : new KifReader();
        List<GameRecord> records = reader.read(text.text(), new RecordReader.ReadOptions(path, text.encoding(), null));
        return records.get(0);
    }

    static String resource(String path) {
        try (InputStream in = Corpus.class.getResourceAsStream(path)) {
            assertNotNull(in, "resource missing: " + path);
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The corpus directory on the test classpath. */
    static Path root() {
        URL url = Corpus.class.getResource("/corpus/PROVENANCE.md");
        assertNotNull(url, "corpus not on the classpath");
        try {
            return Path.of(url.toURI()).getParent();
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Tab-separated rows of a resource, header line first, '#' lines skipped. */
    static List<String[]> tsv(String path) {
        List<String[]> rows = new ArrayList<>();
        for (String line : resource(path).split("\n")) {
            if (!line.isBlank() && !line.startsWith("#")) {
                rows.add(line.split("\t", -1));
            }
        }
        return rows;
    }
}
