package dev.shinpan.property;

import dev.shinpan.record.RecordReader;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.testing.Robustness;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Corpus files damaged as real files are (flipped bits, cut-off ends, lost or doubled lines, the
 * wrong encoding, mixed line ends) get a verdict or located errors: through format and encoding
 * detection, and through the reader of their extension directly, nothing is thrown and no reader
 * failure is caught and reported as an internal error.
 */
class MutatedCorpusProperties {

    private static final Map<String, RecordReader> READERS = Map.of("kif", new KifReader(), "kifu", new KifReader(),
            "ki2", new Ki2Reader(), "ki2u", new Ki2Reader(), "csa", new CsaReader(), "jkf", new JkfReader(),
            "json", new JkfReader(), "usi", new UsiReader(), "sfen", new UsiReader());

    private static final List<Path> FILES = recordFiles();

    @Property
    void damagedFilesGetAVerdictOrLocatedErrors(@ForAll("files") Path file, @ForAll Mutations mutation,
            @ForAll long seed) {
        Statistics.label("mutation").collect(mutation);
        byte[] damaged = mutation.apply(read(file), new Random(seed));
        String name = file.getFileName().toString();
        Robustness.loadAndJudge(name, damaged);
        Robustness.readAndJudge(READERS.get(extension(file)), Mutations.decode(damaged));
    }

    @Provide
    Arbitrary<Path> files() {
        return Arbitraries.of(FILES);
    }

    private static List<Path> recordFiles() {
        try (Stream<Path> walk = Files.walk(Path.of(MutatedCorpusProperties.class.getResource("/corpus").toURI()))) {
            return walk.filter(Files::isRegularFile).filter(p -> READERS.containsKey(extension(p))).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String extension(Path p) {
        String name = p.getFileName().toString();
        return name.substring(name.lastIndexOf('.') + 1).toLowerCase(Locale.ROOT);
    }

    private static byte[] read(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
