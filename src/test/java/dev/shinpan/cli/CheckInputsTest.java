package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.options.LimitName;
import dev.shinpan.record.Limits;
import dev.shinpan.testing.Resources;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** What check reads and how it says so: standard input, compressed and nested inputs, limits, empty runs. */
class CheckInputsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** A lance-handicap KIF whose first line is 手合割：香落ち. */
    static final byte[] KYO = Resources.utf8("corpus/sugyan-shogi-kifu-converter/data/tests/kif/piyo-shogi_KY.kifu")
            .lines()
            .filter(l -> !l.startsWith("#") && !l.matches("(棋戦|開始日時|終了日時|下手|上手)：.*"))
            .reduce("", (a, b) -> a + b + "\n")
            .getBytes(StandardCharsets.UTF_8);

    @TempDir
    Path tmp;

    private static List<JsonNode> jsonl(Cli run) throws IOException {
        List<JsonNode> nodes = new java.util.ArrayList<>();
        for (String line : run.out().lines().toList()) {
            nodes.add(JSON.readTree(line));
        }
        return nodes;
    }

    /** The verdicts with the source name left out, to compare one input read two ways. */
    private static List<JsonNode> withoutSource(List<JsonNode> nodes) {
        nodes.forEach(n -> ((ObjectNode) n).remove("source"));
        return nodes;
    }

    @Test
    void aLanceHandicapKifOnStandardInputIsJudgedAsALanceHandicapGame() throws IOException {
        Path file = tmp.resolve("kyo.kifu");
        Files.write(file, KYO);
        Cli piped = Cli.withStdin(KYO, "check", "--format", "jsonl", "-");
        List<JsonNode> verdicts = jsonl(piped);
        assertEquals(1, verdicts.size());
        assertEquals("-", verdicts.get(0).get("source").asText());
        assertEquals("lance", verdicts.get(0).get("start").get("handicap").asText());
        assertEquals("ok", verdicts.get(0).get("status").asText());
        assertEquals(ExitCodes.OK, piped.exit(), piped.out());
        assertEquals(
                withoutSource(jsonl(Cli.run("check", "--format", "jsonl", file.toString()))), withoutSource(verdicts));
    }

    @ParameterizedTest
    @ValueSource(strings = {"samples/games.usi", "samples/mate.jkf", "samples/floodgate-multi.csa", "samples/nifu.kif"})
    void everyFormatReadsTheSameFromStandardInput(String sample) throws IOException {
        byte[] bytes = Files.readAllBytes(Path.of(sample));
        List<JsonNode> piped = jsonl(Cli.withStdin(bytes, "check", "--format", "jsonl", "--stdin-name", sample, "-"));
        assertEquals(jsonl(Cli.run("check", "--format", "jsonl", sample)), piped);
    }

    @Test
    void compressedRecordsAndArchivesInsideArchivesAreJudged() throws IOException {
        ByteArrayOutputStream gz = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(gz)) {
            out.write(KYO);
        }
        Path gzip = tmp.resolve("kyo.kifu.gz");
        Files.write(gzip, gz.toByteArray());
        Path outer = tmp.resolve("outer.zip");
        Files.write(outer, zip("inner.zip", zip("game.kifu", KYO)));

        List<JsonNode> verdicts = jsonl(Cli.run("check", "--format", "jsonl", gzip.toString(), outer.toString()));
        assertEquals(
                List.of(gzip.toString(), outer + "!/inner.zip!/game.kifu"),
                verdicts.stream().map(v -> v.get("source").asText()).toList());
        verdicts.forEach(
                v -> assertEquals("lance", v.get("start").get("handicap").asText()));
    }

    static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            if (name != null) {
                out.putNextEntry(new ZipEntry(name));
                out.write(content);
                out.closeEntry();
            }
        }
        return bytes.toByteArray();
    }

    @Test
    void nothingToCheckIsAnErrorNotASuccess() throws IOException {
        Path empty = Files.createDirectory(tmp.resolve("empty"));
        Path emptyZip = tmp.resolve("empty.zip");
        Files.write(emptyZip, zip(null, null));
        Path notes = Files.createDirectory(tmp.resolve("notes"));
        Files.writeString(notes.resolve("readme.txt"), "no records here");
        for (Path nothing : List.of(empty, emptyZip, notes)) {
            Cli r = Cli.run("check", "--lang", "en", nothing.toString());
            assertEquals(ExitCodes.UNREADABLE, r.exit(), nothing.toString());
            assertTrue(r.err().contains("shinpan: no record found"), r.err());
        }
        Cli ja = Cli.run("check", "--lang", "ja", notes.toString());
        assertTrue(ja.err().contains("shinpan: 棋譜が見つかりませんでした（読み飛ばしたファイル1件"), ja.err());
        Cli json = Cli.run("check", "--format", "json", empty.toString());
        assertEquals(0, JSON.readTree(json.out()).get("summary").get("records").asInt());
    }

    @Test
    void limitsAreSetByNameAndNamedWhenExceeded() throws IOException {
        Cli r = Cli.run("check", "--format", "jsonl", "--limit", "input=1K", "samples/mate.jkf", "samples/nifu.kif");
        List<JsonNode> verdicts = jsonl(r);
        assertEquals("unreadable", verdicts.get(0).get("status").asText(), "mate.jkf is larger than 1 KiB");
        assertEquals(
                "larger than 1 KiB (the 'input' limit for one record or archive entry); not read",
                verdicts.get(0).get("errors").get(0).get("message").asText());
        assertEquals("ok", verdicts.get(1).get("status").asText(), "nifu.kif is not: " + verdicts.get(1));
        assertEquals(ExitCodes.UNREADABLE, r.exit());
    }

    @Test
    void convertAndPointsKeepTheLimitsCheckKeeps() throws IOException {
        // the same 1 KiB input limit that makes check call mate.jkf unreadable (above) stops convert and points
        Cli points = Cli.run("points", "--limit", "input=1K", "samples/mate.jkf");
        assertEquals(ExitCodes.UNREADABLE, points.exit(), points.out() + points.err());
        assertTrue((points.out() + points.err()).contains("the 'input' limit"), points.out() + points.err());
        assertEquals(ExitCodes.OK, Cli.run("points", "samples/mate.jkf").exit(), "without the limit it is read");

        Cli convert = Cli.run(
                "convert",
                "--to",
                "csa",
                "--out",
                tmp.resolve("out").toString(),
                "--limit",
                "input=1K",
                "samples/mate.jkf");
        assertEquals(ExitCodes.UNREADABLE, convert.exit(), convert.out() + convert.err());
        assertTrue((convert.out() + convert.err()).contains("the 'input' limit"), convert.out() + convert.err());
        assertFalse(Files.exists(tmp.resolve("out/mate.csa")), "nothing written for a record over the limit");
    }

    @Test
    void aJkfEntryHeldWholeStopsAtTheJsonValuesLimit() throws IOException {
        // the reader holds one entry of the moves at a time: this one's 12 values pass a limit of 10
        Path file = tmp.resolve("comments.jkf");
        Files.writeString(
                file,
                "{\"header\":{},\"moves\":[{},{\"move\":{\"color\":0,"
                        + "\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"},\"comments\":[\"好手\"]}]}");
        JsonNode limited = jsonl(Cli.run("check", "--format", "jsonl", "--limit", "json-values=10", file.toString()))
                .get(0);
        assertEquals("unreadable", limited.get("status").asText(), limited.toString());
        assertTrue(
                limited.get("errors").get(0).get("message").asText().contains("over the limit json-values=10"),
                limited.toString());
        JsonNode read =
                jsonl(Cli.run("check", "--format", "jsonl", file.toString())).get(0);
        assertEquals("ok", read.get("status").asText(), read.toString());
    }

    @Test
    void badLimitsAndJobsAreUsageErrors() {
        assertUsage(
                "--limit depth=3",
                "unknown limit 'depth'; the limits are input, archive, entries, nesting, line,"
                        + " moves, variations, variation-depth, tree-moves, header, comments, records, json-values");
        assertUsage("--limit input=12X", "--limit input: '12X' is not a size (e.g. 64M, 2G, 1000000)");
        assertUsage("--limit moves=10K", "--limit moves: '10K' is not a whole number");
        assertUsage("--limit entries=0", "--limit entries must be between 1 and");
        assertUsage("--limit input=4G", "--limit input must be between 1 and");
        assertUsage("--jobs 0", "--jobs must be 1 or more, not 0");
    }

    private static void assertUsage(String options, String message) {
        List<String> args = new java.util.ArrayList<>(List.of("check"));
        args.addAll(List.of(options.split(" ")));
        args.add("samples/mate.jkf");
        Cli r = Cli.run(args.toArray(String[]::new));
        assertEquals(ExitCodes.USAGE, r.exit(), options);
        assertTrue(r.err().contains(message), r.err());
    }

    @Test
    void theHelpListsEveryLimitWithItsDefault() {
        String help = Cli.run("check", "--help").out();
        for (LimitName name : LimitName.values()) {
            String entry = "  " + name.id() + "=" + name.display(name.of(Limits.DEFAULT)) + " ";
            assertTrue(help.contains(entry), "help lacks '" + entry + "'");
        }
    }

    @Test
    void sizesTakeBinarySuffixes() {
        Cli r = Cli.run(
                "check",
                "--format",
                "jsonl",
                "--limit",
                "input=64k",
                "--limit",
                "archive=1GiB",
                "--limit",
                "nesting=0",
                "samples/mate.jkf");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
    }

    @Test
    void oneJobGivesTheSameReportAsMany() {
        assertEquals(
                Cli.run("check", "--format", "jsonl", "samples").out(),
                Cli.run("check", "--format", "jsonl", "--jobs", "1", "samples").out());
    }

    @Test
    void namesReachTheTerminalEscapedAndJsonExact() throws IOException {
        String evil = "evil\n\u001b[31mforged line\u202e.kif";
        Path zip = tmp.resolve("event.zip");
        Files.write(zip, zip(evil, Files.readAllBytes(Path.of("samples/mate.jkf"))));
        String text = Cli.run("check", "--lang", "en", zip.toString()).out();
        assertTrue(text.contains(zip + "!/evil\\n\\x1b[31mforged line\\u202e.kif — JKF"), text);
        assertFalse(text.contains("\u001b") || text.contains("\u202e"), text);
        JsonNode json =
                jsonl(Cli.run("check", "--format", "jsonl", zip.toString())).get(0);
        assertEquals(zip + "!/" + evil, json.get("source").asText());
    }

    @Test
    void pointsReadsStandardInputToo() {
        Cli r = Cli.withStdin(KYO, "points", "--lang", "en", "-");
        assertEquals(ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.out().startsWith("- — after ply 104"), r.out());
    }
}
