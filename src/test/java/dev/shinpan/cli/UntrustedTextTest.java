package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * Text a record's author or an archive's maker chose (player names, event, comments, file names)
 * holding an escape sequence, a carriage return, a bidi override or a line break: it never reaches
 * a terminal or a line-based output raw, never starts a line of its own, and is kept exactly where
 * the format escapes it anyway (JSON) or has escaping of its own (XML).
 */
class UntrustedTextTest {

    private static final String ESC = "\u001b[31m";
    private static final String RLO = "\u202e";
    /** What a hostile value is shown as: the escapes TerminalText writes. */
    private static final String ESC_SHOWN = "\\x1b[31m";

    private static final String RLO_SHOWN = "\\u202e";

    @TempDir
    Path tmp;

    private Path kif;
    private Path csa;
    private Path jkf;

    @BeforeEach
    void writeRecords() throws IOException {
        // nifu.kif with hostile names and event, and a comment after its first move
        String nifu = new String(Files.readAllBytes(Path.of("samples/nifu.kif")), Charset.forName("windows-31j"));
        StringBuilder text = new StringBuilder();
        for (String line : nifu.split("\r?\n")) {
            if (line.startsWith("先手：")) {
                line = "先手：" + ESC + "Red" + RLO + "der";
            } else if (line.startsWith("後手：")) {
                line = "後手：White\u0001" + RLO;
            } else if (line.startsWith("棋戦：")) {
                line = "棋戦：Cup" + ESC + "\u0007";
            }
            text.append(line).append('\n');
            if (line.startsWith("   1 ")) {
                text.append("*look " + ESC + "here\n");
            }
        }
        kif = Files.writeString(tmp.resolve("names.kifu"), text);
        csa = Files.writeString(
                tmp.resolve("names.csa"),
                "V2.2\nN+" + ESC + "Black" + RLO + "\nN-White\u0001\n" + "$EVENT:Cup" + ESC
                        + "\nPI\n+\n+7776FU\n'a comment " + ESC + "\n-3334FU\n+7775FU\n%TORYO\n");
        // JSON strings hold line breaks, which a line-based header must not
        jkf = Files.writeString(
                tmp.resolve("names.jkf"),
                "{\"header\": {\"先手\": \"line one\\nline two\","
                        + " \"後手\": \"cr\\rname\", \"棋戦\": \"Cup\\u001b[31m\\u202e\"},"
                        + " \"initial\": {\"preset\": \"HIRATE\"}, \"moves\": [{},"
                        + " {\"move\": {\"color\": 0, \"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, \"y\": 6}, \"piece\": \"FU\"},"
                        + " \"comments\": [\"two\\nlines \\u001b[2J\"]},"
                        + " {\"move\": {\"color\": 1, \"from\": {\"x\": 3, \"y\": 3}, \"to\": {\"x\": 3, \"y\": 4}, \"piece\": \"FU\"}}]}");
    }

    /** A copy of a record under a file name holding ESC, CR, LF and a bidi override; skipped where the file system refuses it. */
    private Path hostileName(Path record) throws IOException {
        try {
            return Files.copy(record, tmp.resolve("e" + ESC + "\r\n" + RLO + "x.kifu"));
        } catch (InvalidPathException | IOException e) {
            Assumptions.abort("this file system cannot name a file with control characters: " + e);
            return null;
        }
    }

    /** No character a terminal acts on, other than the line ends between lines. */
    private static void assertTerminalSafe(String output, String what) {
        for (int i = 0; i < output.length(); i++) {
            char c = output.charAt(i);
            boolean control = c < 0x20 && c != '\n'
                    || c == 0x7F
                    || c >= 0x80 && c <= 0x9F
                    || c == '\u2028'
                    || c == '\u2029'
                    || c >= '\u202A' && c <= '\u202E'
                    || c >= '\u2066' && c <= '\u2069';
            int at = i;
            assertFalse(control, () -> what + ": raw U+" + Integer.toHexString(c) + " at " + at + " in\n" + output);
        }
    }

    /**
     * No control character or line separator inside a line of a written record; a bidi control may
     * stay (a name in Arabic or Hebrew holds them), as a file is no terminal and shinpan escapes it
     * when it shows it.
     */
    private static void assertOneLineEach(String text, String what) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            boolean control = c < 0x20 && c != '\n' || c >= 0x7F && c <= 0x9F || c == '\u2028' || c == '\u2029';
            int at = i;
            assertFalse(control, () -> what + ": raw U+" + Integer.toHexString(c) + " at " + at + " in\n" + text);
        }
    }

    @Test
    void theTextReportEscapesNamesEventsCommentsAndFileNames() throws IOException {
        Path named = hostileName(kif);
        for (List<String> options : List.of(List.<String>of(), List.of("--board"))) {
            for (Path file : List.of(kif, csa, jkf, named)) {
                Cli r = Cli.run(Stream.concat(
                                Stream.of("check", "--lang", "en"),
                                Stream.concat(options.stream(), Stream.of(file.toString())))
                        .toArray(String[]::new));
                assertTerminalSafe(r.out(), file + " " + options);
                assertTerminalSafe(r.err(), file + " " + options);
                if (file != jkf) {
                    assertTrue(r.out().contains(ESC_SHOWN), r.out());
                    assertTrue(r.out().contains(RLO_SHOWN), r.out());
                }
            }
        }
        String report = Cli.run("check", "--lang", "en", kif.toString()).out();
        assertTrue(
                report.contains("Black: " + ESC_SHOWN + "Red" + RLO_SHOWN + "der, White: White\\x01" + RLO_SHOWN),
                report);
        assertTrue(report.contains("Cup" + ESC_SHOWN + "\\x07"), report);
        String lines = Cli.run("check", "--lang", "en", jkf.toString()).out();
        assertTrue(lines.contains("Black: line one\\nline two, White: cr\\rname"), lines);
        String title = Cli.run("check", "--lang", "en", named.toString())
                .out()
                .lines()
                .findFirst()
                .orElseThrow();
        assertTrue(title.contains("e" + ESC_SHOWN + "\\r\\n" + RLO_SHOWN + "x.kifu"), title);
        Cli points = Cli.run("points", "--lang", "en", named.toString());
        assertTerminalSafe(points.out() + points.err(), "points");
        assertTrue(points.out().contains(ESC_SHOWN), points.out());
    }

    @Test
    void filesWithFindingsPrintsOneShellWordALine() throws IOException {
        Path named = hostileName(kif);
        Path spaced = Files.copy(kif, tmp.resolve("a b.kifu"));
        String dir = tmp.toString();
        Assumptions.assumeTrue(dir.matches("[A-Za-z0-9/._-]+"), "a temporary folder with a plain name");
        Cli r = Cli.run("check", "-l", "--fail-on", "illegal", kif.toString(), spaced.toString(), named.toString());
        assertEquals(1, r.exit(), r.err());
        assertEquals(
                List.of(kif.toString(), "'" + dir + "/a b.kifu'", "$'" + dir + "/e\\x1b[31m\\r\\n\\u202ex.kifu'"),
                r.out().lines().toList());
        assertTerminalSafe(r.out(), "-l");
    }

    @Test
    void nullEndsEachNameExactlyForXargs() throws IOException {
        Path named = hostileName(kif);
        Path spaced = Files.copy(kif, tmp.resolve("a b.kifu"));
        Cli r = Cli.run(
                "check", "-l", "-0", "--fail-on", "illegal", kif.toString(), spaced.toString(), named.toString());
        assertEquals(1, r.exit(), r.err());
        assertEquals(kif + "\0" + spaced + "\0" + named + "\0", r.out());
        assertEquals(
                r.out(),
                Cli.run(
                                "check",
                                "--files-with-findings",
                                "--null",
                                "--fail-on",
                                "illegal",
                                kif.toString(),
                                spaced.toString(),
                                named.toString())
                        .out());
        Cli alone = Cli.run("check", "-0", kif.toString());
        assertEquals(ExitCodes.USAGE, alone.exit());
        assertTrue(alone.err().contains("-0 (--null)"), alone.err());
    }

    @Test
    void convertWritesEachHeaderOnOneLineAndWarns() throws IOException {
        for (String to : List.of("kif", "csa", "ki2")) {
            Path out = tmp.resolve("out-" + to);
            Cli r = Cli.run(
                    "convert",
                    "--lang",
                    "en",
                    "--to",
                    to,
                    "--out",
                    out.toString(),
                    kif.toString(),
                    csa.toString(),
                    jkf.toString());
            assertEquals(0, r.exit(), r.out() + r.err());
            assertTerminalSafe(r.out(), "convert --to " + to);
            assertTerminalSafe(r.err(), "convert --to " + to);
            String warned = to.equals("csa") ? "N+, N-, $EVENT" : "先手, 後手, 棋戦";
            assertTrue(
                    r.out().contains("the control characters and line breaks in " + warned + " (written as spaces"),
                    r.out());
            try (Stream<Path> written = Files.list(out)) {
                for (Path file : written.toList()) {
                    String text = Files.readString(file, StandardCharsets.UTF_8);
                    assertOneLineEach(text, file.toString());
                    if (file.getFileName().toString().startsWith("names.jkf")) {
                        assertTrue(text.lines().anyMatch(l -> l.endsWith("line one line two")), text);
                        assertTrue(
                                text.lines().noneMatch(l -> l.equals("line two")), "no header line forged:\n" + text);
                        assertTrue(
                                text.lines().anyMatch(l -> l.endsWith("two"))
                                        && text.lines().anyMatch(l -> l.endsWith("lines  [2J")),
                                "a comment's lines stay comments:\n" + text);
                    }
                }
            }
            Cli judged = Cli.run("check", "--lang", "en", "--format", "jsonl", out.toString());
            assertTrue(judged.exit() <= 1, judged.err());
        }
        Path named = hostileName(kif);
        Cli notes = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "jkf",
                "--out",
                tmp.resolve("out-named").toString(),
                named.toString());
        assertTerminalSafe(notes.out() + notes.err(), "convert's notes");
        assertTrue(notes.out().contains(ESC_SHOWN), notes.out());
    }

    @Test
    void jsonAndJkfKeepTheExactText() throws IOException {
        ObjectMapper json = new ObjectMapper();
        JsonNode v = json.readTree(
                Cli.run("check", "--format", "jsonl", kif.toString()).out());
        assertEquals(ESC + "Red" + RLO + "der", v.get("players").get("black").asText());
        assertEquals("Cup" + ESC + "\u0007", v.get("game").get("event").asText());
        JsonNode lines = json.readTree(
                Cli.run("check", "--format", "jsonl", jkf.toString()).out());
        assertEquals("line one\nline two", lines.get("players").get("black").asText());
        Path named = hostileName(kif);
        JsonNode source = json.readTree(
                Cli.run("check", "--format", "jsonl", named.toString()).out());
        assertEquals(named.toString(), source.get("source").asText());
        Path out = tmp.resolve("out-jkf");
        assertEquals(
                0,
                Cli.run("convert", "--to", "jkf", "--out", out.toString(), jkf.toString())
                        .exit());
        JsonNode converted = json.readTree(out.resolve("names.jkf").toFile());
        assertEquals("line one\nline two", converted.get("header").get("先手").asText(), "JKF keeps the exact text");
    }

    @Test
    void junitXmlStaysWellFormed() throws Exception {
        Path named = hostileName(kif);
        for (Path file : List.of(kif, csa, jkf, named)) {
            String xml = Cli.run("check", "--format", "junit", file.toString()).out();
            Document doc = DocumentBuilderFactory.newInstance()
                    .newDocumentBuilder()
                    .parse(new ByteArrayInputStream(xml.getBytes(StandardCharsets.UTF_8)));
            assertEquals("testsuite", doc.getDocumentElement().getNodeName(), xml);
        }
    }

    @Test
    void githubCommandsAreOneLineEachAndEscaped() throws IOException {
        Path named = hostileName(kif);
        Pattern command = Pattern.compile(
                "::(error|warning|notice) file=([^,:]+)(?:,line=\\d+)?(?:,col=\\d+)?" + ",title=([^,:]*)::(.*)");
        for (Path file : List.of(kif, csa, named)) {
            Cli r = Cli.run("check", "--format", "github", "--lang", "en", file.toString());
            assertTerminalSafe(r.out(), "github");
            List<String> lines = r.out().lines().toList();
            assertFalse(lines.isEmpty(), file.toString());
            for (String line : lines) {
                Matcher m = command.matcher(line);
                assertTrue(m.matches(), line);
                if (file == named) {
                    assertTrue(m.group(2).endsWith("/e\\x1b[31m\\r\\n\\u202ex.kifu"), m.group(2));
                }
            }
        }
    }
}
