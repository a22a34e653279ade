package dev.shinpan.property;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader;
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
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;

/**
 * Corpus files damaged as real files are (flipped bits, cut-off ends, lost or doubled lines, the
 * wrong encoding, mixed line ends) get a verdict or located errors: through format and encoding
 * detection, and through the reader of their extension directly, nothing is thrown and no reader
 * failure is caught and reported as an internal error.
 */
@Tag("slow")
class MutatedCorpusPropertyTest {

    private static final Map<String, RecordReader> READERS = Map.of(
            "kif",
            new KifReader(),
            "kifu",
            new KifReader(),
            "ki2",
            new Ki2Reader(),
            "ki2u",
            new Ki2Reader(),
            "csa",
            new CsaReader(),
            "jkf",
            new JkfReader(),
            "json",
            new JkfReader(),
            "usi",
            new UsiReader(),
            "sfen",
            new UsiReader());

    /** Corpus files by the reader of their extension; a few formats have far fewer files than KIF. */
    private static final Map<RecordFormat, List<Path>> FILES = recordFiles();

    @TestFactory
    Stream<DynamicNode> damagedFilesGetAVerdictOrLocatedErrors() {
        return PropertyRun.of(
                getClass(),
                2000,
                100,
                (seed, coverage) -> {
                    Random random = new Random(seed);
                    RecordFormat format = RecordFormat.values()[random.nextInt(RecordFormat.values().length)];
                    Path file = FILES.get(format)
                            .get(random.nextInt(FILES.get(format).size()));
                    Mutations mutation = Mutations.values()[random.nextInt(Mutations.values().length)];
                    byte[] damaged = mutation.apply(read(file), random);
                    coverage.count("mutation " + mutation);
                    coverage.count("reader " + format);
                    String name = file.getFileName().toString();
                    Shrink.check(
                            damaged,
                            bytes -> survives(name, bytes),
                            bytes -> fewerLines(name, bytes),
                            bytes -> Mutations.lines(bytes).size() + " lines of " + file.getFileName() + " after "
                                    + mutation + ":\n" + Shrink.visible(Mutations.decode(bytes)));
                },
                (coverage, cases) -> coverage.assertReached(Stream.concat(
                                Arrays.stream(Mutations.values()).map(m -> "mutation " + m),
                                Arrays.stream(RecordFormat.values()).map(f -> "reader " + f))
                        .toList()));
    }

    private static void survives(String name, byte[] damaged) {
        Robustness.loadAndJudge(name, damaged);
        Robustness.readAndJudge(READERS.get(extension(Path.of(name))), Mutations.decode(damaged));
    }

    /** The damaged file with as many lines taken out as keep it failing, when that is fewer lines. */
    private static Stream<byte[]> fewerLines(String name, byte[] damaged) {
        byte[] fewer = Shrink.fewerLines(
                damaged,
                bytes -> {
                    try {
                        survives(name, bytes);
                        return false;
                    } catch (AssertionError | RuntimeException | StackOverflowError e) {
                        return true;
                    }
                },
                300);
        return fewer.length < damaged.length ? Stream.of(fewer) : Stream.empty();
    }

    private static Map<RecordFormat, List<Path>> recordFiles() {
        try (Stream<Path> walk = Files.walk(
                Path.of(MutatedCorpusPropertyTest.class.getResource("/corpus").toURI()))) {
            return walk.filter(Files::isRegularFile)
                    .filter(p -> READERS.containsKey(extension(p)))
                    .sorted()
                    .collect(Collectors.groupingBy(
                            p -> READERS.get(extension(p)).format(),
                            () -> new EnumMap<>(RecordFormat.class),
                            Collectors.toList()));
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
