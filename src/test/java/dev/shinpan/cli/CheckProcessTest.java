package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.terminal.Utf8Relaunch;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * check run as a user runs it: its own JVM with a 256 MB heap, fed hostile folders, pipes, a full
 * disk and the C locale. Timeouts only guard against hangs; they measure nothing.
 */
public class CheckProcessTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static JavaProcess.Result run(Path dir, byte[] stdin, String... args) throws Exception {
        return JavaProcess.run(new ProcessBuilder(JavaProcess.command(args)).directory(dir.toFile()), stdin);
    }

    @Test
    @Timeout(300)
    void aHostileFolderCostsOneLinePerBadInputAndEveryGoodRecordIsJudged() throws Exception {
        Path folder = Files.createDirectory(tmp.resolve("event"));
        try (Stream<Path> samples = Files.list(Path.of("samples"))) {
            for (Path sample : samples.filter(Files::isRegularFile).toList()) {
                Files.copy(sample, folder.resolve(sample.getFileName()));
            }
        }
        zipBomb(folder.resolve("bomb.zip"));
        assertEquals(
                0,
                new ProcessBuilder("mkfifo", folder.resolve("x.kif").toString())
                        .start()
                        .waitFor());
        Files.createSymbolicLink(folder.resolve("loop"), Path.of("."));
        Files.createSymbolicLink(folder.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(folder.resolve("b"), Path.of("a"));

        JavaProcess.Result r = run(tmp, null, "check", "--format", "jsonl", "event");

        assertEquals("", r.err(), "no stack trace, no message");
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        List<String> good = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (String line : r.out().lines().toList()) {
            JsonNode node = JSON.readTree(line);
            if (node.has("skipped")) {
                skipped.add(node.get("skipped").asText());
            } else if (node.get("source").asText().startsWith("event/bomb.zip!/")) {
                boolean bomb = node.get("source").asText().equals("event/bomb.zip!/zeros.kif");
                assertEquals(bomb ? "unreadable" : "ok", node.get("status").asText(), line);
                if (bomb) {
                    assertTrue(node.get("errors").get(0).get("message").asText().contains("'input' limit"), line);
                }
            } else {
                good.add(withoutCopies(line.replace("\"source\":\"event/", "\"source\":\"samples/")));
            }
        }
        List<String> expected = Cli.run("check", "--format", "jsonl", "samples")
                .out()
                .lines()
                .filter(l -> !l.contains("samples/tori/"))
                .map(CheckProcessTest::withoutCopies)
                .toList();
        assertEquals(expected, good);
        assertEquals(List.of("event/a", "event/b", "event/loop", "event/x.kif"), skipped);
    }

    /** A verdict without the records it copies, which name whatever else the batch held (here, the zip's entries). */
    private static String withoutCopies(String line) {
        return line.replaceAll("\"(duplicateOf|prefixOf)\":\\{[^}]*\\},", "");
    }

    /** 200 MB of zeros in a zip of about 200 KB, and a good record after it. */
    private static void zipBomb(Path file) throws IOException {
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(file))) {
            zip.setLevel(Deflater.BEST_SPEED);
            zip.putNextEntry(new ZipEntry("zeros.kif"));
            byte[] zeros = new byte[1 << 20];
            for (int i = 0; i < 200; i++) {
                zip.write(zeros);
            }
            zip.closeEntry();
            zip.putNextEntry(new ZipEntry("after.kif"));
            zip.write(Files.readAllBytes(Path.of("samples/nifu.kif")));
            zip.closeEntry();
        }
    }

    @Test
    @Timeout(120)
    void aLanceHandicapKifPipedIntoStandardInputIsALanceHandicapGame() throws Exception {
        JavaProcess.Result r = run(tmp, CheckInputsTest.KYO, "check", "--lang", "en", "-");
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("- — KIF, UTF-8, shogi, ruleset jsa\n"), r.out());
        assertTrue(r.out().contains("start: lance (香落ち); 104 moves"), r.out());
    }

    @Test
    @Timeout(120)
    void aFullDiskIsAnErrorWithAMessage() throws Exception {
        Path full = Path.of("/dev/full");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(full));
        ProcessBuilder builder =
                new ProcessBuilder(JavaProcess.command("check", "samples")).redirectOutput(full.toFile());
        JavaProcess.Result r = JavaProcess.run(builder, null);
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit());
        assertEquals("shinpan: cannot write the output (No space left on device); stopped\n", r.err());
    }

    @Test
    @Timeout(300)
    void aClosedPipeStopsTheRunQuietly() throws Exception {
        Path many = Files.createDirectory(tmp.resolve("many"));
        for (int i = 0; i < 3000; i++) {
            Files.copy(Path.of("samples/mate.jkf"), many.resolve("game" + i + ".jkf"));
        }
        Path err = tmp.resolve("err.txt");
        Process p = new ProcessBuilder(JavaProcess.command("check", "--lang", "en", many.toString()))
                .redirectError(err.toFile())
                .start();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
            assertTrue(out.readLine().startsWith(many.toString()));
        } // like `head -1`: the pipe closes after one line
        assertEquals(ExitCodes.OUTPUT_FAILED, p.waitFor());
        // a filter's reader chose to stop: no "cannot write the output (Broken pipe)" after head's lines
        assertEquals("", Files.readString(err, StandardCharsets.UTF_8));
    }

    /**
     * Ten 25 MB files in a 256 MB heap, scaled down four times so that the test writes little: ten
     * 6 MB records in 64 MB. Held together (as a count of inputs in flight allowed), they run out of
     * memory; within the byte budget every one is judged.
     */
    @Test
    @Timeout(300)
    void largeFilesAreNotHeldTogether() throws Exception {
        Path big = tmp.resolve("big.kif");
        String comment = "*" + "あ".repeat(200) + "\n";
        Files.writeString(big, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n" + comment.repeat(10_000));
        assertTrue(Files.size(big) > 6_000_000);
        // --jobs past the cores is lowered to them (with a warning): as many jobs as there are cores, at most 8
        int jobs = Math.min(8, Runtime.getRuntime().availableProcessors());
        List<String> args = new ArrayList<>(List.of("check", "--format", "jsonl", "--jobs", String.valueOf(jobs)));
        for (int i = 0; i < 10; i++) {
            // ten files: one named ten times is read once
            args.add(
                    i == 0
                            ? big.toString()
                            : Files.copy(big, tmp.resolve("big" + i + ".kif")).toString());
        }
        JavaProcess.Result r = JavaProcess.run(new ProcessBuilder(JavaProcess.command(64, args)), null);
        assertEquals("", r.err());
        assertEquals(ExitCodes.OK, r.exit());
        List<String> lines = r.out().lines().toList();
        assertEquals(10, lines.size());
        for (String line : lines) {
            assertEquals("ok", JSON.readTree(line).get("status").asText(), line);
        }
    }

    /**
     * A multi-record CSA file far larger than its share of a small heap is read window by window:
     * its characters never sit in memory beside the whole text (16 MB of records at a 64 MB heap).
     */
    @Test
    @Timeout(300)
    void aLargeMultiRecordFileIsReadInASmallHeap() throws Exception {
        Path big = tmp.resolve("floodgate-year.csa");
        String game = "V2.2\nN+black\nN-white\nPI\n+\n+7776FU\nT1\n-3334FU\nT2\n+2726FU\nT1\n%TORYO\n";
        int records = 16_000_000 / (game.length() + 2);
        Files.writeString(big, String.join("/\n", Collections.nCopies(records, game)));
        JavaProcess.Result r = JavaProcess.run(
                new ProcessBuilder(JavaProcess.command(64, List.of("check", "--format", "jsonl", big.toString()))),
                null);
        assertEquals("", r.err());
        assertEquals(ExitCodes.OK, r.exit());
        assertEquals(records, r.out().lines().count());
    }

    /** 香落ち.kifu in UTF-8, as printf octal escapes: the command stays ASCII whatever this JVM's locale. */
    private static final String JAPANESE_NAME = "\\351\\246\\231\\350\\220\\275\\343\\201\\241.kifu";

    private JavaProcess.Result inTheCLocale(String environment) throws Exception {
        Path record = tmp.resolve("record.kifu");
        Files.write(record, CheckInputsTest.KYO);
        String script = "set -e; cd \"$1\"; n=$(printf '" + JAPANESE_NAME + "'); cp \"$2\" \"$n\"; mkdir -p walk;"
                + " cp \"$2\" \"walk/$n\"; exec env -i " + environment + " \"$3\" -Xmx256m -cp \"$4\" "
                + Main.class.getName() + " check --lang en \"$n\" walk";
        ProcessBuilder builder = new ProcessBuilder(
                "/bin/sh",
                "-c",
                script,
                "sh",
                tmp.toString(),
                record.toString(),
                JavaProcess.java(),
                JavaProcess.classpath());
        return JavaProcess.run(builder, null);
    }

    @Test
    @Timeout(120)
    void japaneseFileNamesWorkInTheCLocale() throws Exception {
        JavaProcess.Result r = inTheCLocale("");
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        assertTrue(r.out().startsWith("香落ち.kifu — KIF, UTF-8"), r.out());
        assertTrue(r.out().contains("\nwalk/香落ち.kifu — KIF, UTF-8"), r.out());
    }

    @Test
    @Timeout(120)
    void withoutTheRelaunchAnUnusableNameIsAClearError() throws Exception {
        JavaProcess.Result r = inTheCLocale(Utf8Relaunch.MARKER + "=1");
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r.out() + r.err());
        assertTrue(r.out().contains("this file name cannot be used"), r.out());
        assertTrue(r.out().contains("LC_ALL=C.UTF-8"), r.out());
    }
}
