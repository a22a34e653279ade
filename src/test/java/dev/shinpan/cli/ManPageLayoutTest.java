package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The committed man pages in the layout {@code man} reads from a MANPATH entry: section 1 pages in
 * {@code man/man1/} and their Japanese twins in {@code man/ja/man1/}, none elsewhere; each saying
 * its language and carrying a date in its {@code .TH} line; and, where mandoc is installed, clean of
 * its errors and warnings ({@code src/test/conformance/check.sh} runs the same lint in CI).
 */
class ManPageLayoutTest {

    private static final Path MAN = Path.of("man");
    private static final Pattern TH = Pattern.compile("(?m)^\\.TH \"([^\"]*)\" \"([^\"]*)\" \"([^\"]*)\"");

    private static List<String> pages(Path dir) throws IOException {
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.endsWith(".1"))
                    .sorted()
                    .toList();
        }
    }

    @Test
    void pagesAreInMan1FoldersOnlyAndEachHasItsJapaneseTwin() throws IOException {
        List<String> english = pages(MAN.resolve("man1"));
        assertTrue(english.contains("shinpan.1") && english.contains("shinpan-check.1"), english.toString());
        assertEquals(english, pages(MAN.resolve("ja/man1")), "the same pages in Japanese");
        try (Stream<Path> all = Files.walk(MAN)) {
            List<Path> astray = all.filter(f -> f.toString().endsWith(".1"))
                    .filter(f -> !f.getParent().endsWith("man1"))
                    .toList();
            assertEquals(List.of(), astray, "a page outside man1/ is not found by MANPATH=man man NAME");
        }
    }

    @Test
    void eachPageSaysItsLanguageAndCarriesADate() throws IOException {
        for (String folder : List.of("man1", "ja/man1")) {
            String language = folder.startsWith("ja") ? "Japanese" : "English";
            for (String page : pages(MAN.resolve(folder))) {
                String troff = Files.readString(MAN.resolve(folder).resolve(page), StandardCharsets.UTF_8);
                assertTrue(
                        troff.contains(".\\\"  Language: " + language + "\n"),
                        folder + "/" + page + " says " + language);
                Matcher th = TH.matcher(troff);
                assertTrue(th.find(), folder + "/" + page + " has a .TH line");
                assertEquals(
                        page.substring(0, page.length() - 2).toUpperCase(Locale.ROOT),
                        th.group(1).replace("\\-", "-"));
                assertEquals("1", th.group(2));
                assertTrue(
                        th.group(3).matches("\\d{4}-\\d{2}-\\d{2}"), folder + "/" + page + " is dated: " + th.group());
                assertFalse(troff.contains("mso www.tmac"), "no groff-only request mandoc refuses");
            }
        }
    }

    @Test
    void mandocFindsNoErrorOrWarning() throws Exception {
        boolean found =
                new ProcessBuilder("sh", "-c", "command -v mandoc").start().waitFor() == 0;
        Assumptions.assumeTrue(found, "mandoc is not installed (src/test/conformance/check.sh lints in CI)");
        List<String> command = new ArrayList<>(List.of("mandoc", "-T", "lint", "-W", "warning"));
        for (String folder : List.of("man1", "ja/man1")) {
            pages(MAN.resolve(folder))
                    .forEach(p -> command.add(MAN.resolve(folder).resolve(p).toString()));
        }
        JavaProcess.Result r = JavaProcess.run(new ProcessBuilder(command), null);
        assertEquals("", r.out() + r.err());
        assertEquals(0, r.exit());
    }
}
