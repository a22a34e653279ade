package dev.shinpan;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * What code, tests, the README and the man pages cite is in the repository a user clones: nothing
 * points to the team's private notes, every {@code docs/} file cited exists, every section cited
 * ({@code docs/rules.md §A2}, {@code docs/formats.md §1.5}) is a heading of that file, and every
 * deviation cited or named by a test ({@code deviation 27}, {@code deviation27_…}) is an item of
 * docs/formats.md §6.
 */
class DocsCitationsTest {

    /** The private notes' names, spelled in pieces so that this file does not name them itself. */
    private static final List<String> PRIVATE =
            List.of("RULES" + ".md", "RULESETS" + ".md", "FORMATS" + ".md", "PEERS" + ".md", "/" + "shared/");

    private static final Path DOCS = Path.of("docs");

    private static final Pattern DOC_FILE = Pattern.compile("(?<![\\w/.])docs/([\\w.-]+\\.(?:md|json))");
    /** A docs file and one or more of its sections: "docs/formats.md §1.9, §2.3", "formats §3.2". */
    private static final Pattern SECTIONS =
            Pattern.compile("(?:\\b(rules|formats)\\.md|\\b(formats)(?= §))((?:[ ,/–-]+§[A-E]?\\d*(?:\\.\\d+)?)+)");

    private static final Pattern SECTION = Pattern.compile("§([A-E]?\\d*(?:\\.\\d+)?)");
    private static final Pattern HEADING = Pattern.compile("^#{2,4} ([A-E]\\d*|\\d+(?:\\.\\d+)?)\\.? ");
    private static final Pattern DEVIATION_CITED =
            Pattern.compile("\\bdeviations? (\\d+(?:[–-]\\d+)?(?:(?:, | and )\\d+(?:[–-]\\d+)?)*)");
    private static final Pattern DEVIATION_TEST = Pattern.compile("\\bvoid deviation(\\d+)_");
    private static final Pattern DEVIATION_ITEM = Pattern.compile("^(\\d+)\\. ");

    /** Every file a user gets that may cite something: src/, man/, docs/ and the README. */
    private static List<Path> files() throws IOException {
        List<Path> all = new ArrayList<>();
        for (String root : List.of("src", "man", "docs")) {
            try (Stream<Path> walk = Files.walk(Path.of(root))) {
                walk.filter(Files::isRegularFile).sorted().forEach(all::add);
            }
        }
        all.add(Path.of("README.md"));
        return all;
    }

    /** The file as UTF-8 text, or null for a file that is not (archives, Shift_JIS records). */
    private static String text(Path file) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file)))
                    .toString();
        } catch (CharacterCodingException e) {
            return null;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void nothingPointsToThePrivateNotes() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path file : files()) {
            // Bytes as Latin-1: the names are ASCII, and records in any encoding are searched alike.
            String[] lines = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1).split("\n", -1);
            for (int i = 0; i < lines.length; i++) {
                for (String name : PRIVATE) {
                    if (lines[i].contains(name)) {
                        found.add(file + ":" + (i + 1) + " names " + name);
                    }
                }
            }
        }
        assertEquals(List.of(), found, "cite docs/ or the public source instead");
        assertTrue(files().size() > 500, "the walk finds the sources");
    }

    @Test
    void everyCitedSectionAndDeviationIsInTheDocs() throws IOException {
        Set<String> rules = headings(DOCS.resolve("rules.md"));
        Set<String> formats = headings(DOCS.resolve("formats.md"));
        Set<Integer> deviations = deviations();
        assertTrue(rules.containsAll(List.of("A", "A2", "B3", "C", "C7")), () -> "rules.md headings: " + rules);
        assertTrue(formats.containsAll(List.of("0", "1.5", "3.4", "6", "8")), () -> "formats.md headings: " + formats);
        assertTrue(deviations.containsAll(List.of(1, 27, 47)), () -> "deviations: " + deviations);

        List<String> missing = new ArrayList<>();
        int citations = 0;
        for (Path file : files()) {
            String text = text(file);
            if (text == null) {
                continue;
            }
            Matcher doc = DOC_FILE.matcher(text);
            while (doc.find()) {
                citations++;
                if (!Files.isRegularFile(DOCS.resolve(doc.group(1)))) {
                    missing.add(file + ": " + doc.group());
                }
            }
            Matcher cited = SECTIONS.matcher(text);
            while (cited.find()) {
                Set<String> labels = "rules".equals(cited.group(1)) ? rules : formats;
                Matcher section = SECTION.matcher(cited.group(3));
                while (section.find()) {
                    citations++;
                    if (!labels.contains(section.group(1))) {
                        missing.add(file + ": " + cited.group().strip());
                    }
                }
            }
            Matcher deviation = DEVIATION_CITED.matcher(text);
            while (deviation.find()) {
                for (int n : numbers(deviation.group(1))) {
                    citations++;
                    if (!deviations.contains(n)) {
                        missing.add(file + ": " + deviation.group());
                    }
                }
            }
            Matcher test = DEVIATION_TEST.matcher(text);
            while (test.find()) {
                citations++;
                if (!deviations.contains(Integer.parseInt(test.group(1)))) {
                    missing.add(file + ": " + test.group());
                }
            }
        }
        assertEquals(List.of(), missing, "cited but not in docs/");
        assertTrue(citations > 100, "the scan finds the citations: " + citations);
    }

    /** The labels of a docs file's numbered headings: "A", "A2", "1", "1.5". */
    private static Set<String> headings(Path file) throws IOException {
        Set<String> labels = new TreeSet<>();
        for (String line : Files.readAllLines(file)) {
            Matcher m = HEADING.matcher(line);
            if (m.find()) {
                labels.add(m.group(1));
            }
        }
        return labels;
    }

    /** The numbers of the items of docs/formats.md §6. */
    private static Set<Integer> deviations() throws IOException {
        Set<Integer> numbers = new TreeSet<>();
        boolean inside = false;
        for (String line : Files.readAllLines(DOCS.resolve("formats.md"))) {
            if (line.startsWith("## ")) {
                inside = line.startsWith("## 6. ");
            } else if (inside) {
                Matcher m = DEVIATION_ITEM.matcher(line);
                if (m.find()) {
                    numbers.add(Integer.parseInt(m.group(1)));
                }
            }
        }
        return numbers;
    }

    /** "3–6 and 34–46" as 3, 4, 5, 6, 34, …, 46. */
    private static List<Integer> numbers(String list) {
        List<Integer> all = new ArrayList<>();
        for (String part : list.split(", | and ")) {
            String[] range = part.split("[–-]");
            int from = Integer.parseInt(range[0]);
            int to = range.length > 1 ? Integer.parseInt(range[1]) : from;
            for (int n = from; n <= to; n++) {
                all.add(n);
            }
        }
        return all;
    }
}
