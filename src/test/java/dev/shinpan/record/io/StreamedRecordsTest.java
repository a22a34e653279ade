package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.encoding.TextDecoder;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 8 item 3: a file of many records (100,000 USI lines, 100,000 CSA records between {@code /}
 * lines) is read record by record, nothing of a record kept once the sink has it. Proved in a JVM
 * of its own with a 64 MB heap: the file and its text fit, 100,000 records held at once do not;
 * the same JVM told to keep the records must run out of memory, so the test can fail.
 */
class StreamedRecordsTest {

    private static final int RECORDS = 100_000;
    private static final String MOVES = "7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d";

    @TempDir
    Path dir;

    @ParameterizedTest
    @ValueSource(strings = {"usi", "csa"})
    @DisplayName("100,000 records of one file pass through a 64 MB heap when the sink drops them")
    void recordsAreNotRetained(String format) throws IOException, InterruptedException {
        Path file = dir.resolve("many." + format);
        Files.writeString(file, format.equals("usi") ? usi() : csa(), StandardCharsets.UTF_8);
        run(file, "drop").fits(RECORDS + " records, " + RECORDS * 10L + " moves");
        run(file, "keep").runsOutOfMemory("keeping every record must not fit in the heap");
    }

    /**
     * A long file is kept as its bytes and decoded window by window: 30 MB of Shift_JIS with
     * Japanese comments, whose characters whole (as a String, made through a character array)
     * take twice that and do not fit in the heap beside the bytes.
     */
    @Test
    @DisplayName("30 MB of Shift_JIS records pass through a 64 MB heap: decoded window by window, never whole")
    void longShiftJisTextIsNotDecodedWhole() throws IOException, InterruptedException {
        Path file = dir.resolve("many-sjis.csa");
        String comments = "'対局場所：東京将棋会館　特別対局室\n'棋戦：第一回記録検証杯　予選\n'備考：大盤解説あり\n";
        Files.write(
                file,
                csa().replace("V2.2\nPI\n", "V2.2\n" + comments.repeat(3) + "PI\n")
                        .getBytes(TextDecoder.CP932));
        assertTrue(Files.size(file) > 30_000_000L, "size " + Files.size(file));
        run(file, "drop").fits(RECORDS + " records, " + RECORDS * 10L + " moves");
        run(file, "whole").runsOutOfMemory("the text whole must not fit in the heap");
    }

    /**
     * A text without line breaks is one window: a 24 MB JKF file on one line, all Japanese
     * comments, is decoded once, into an array of exactly its characters, and read in an 80 MB
     * heap. Sized by its bytes (as the JDK's String decoding sizes its work) it took three times
     * that, and the same file needed more than 96 MB before (measured: 64 MB do now).
     */
    @Test
    @DisplayName("a 24 MB JKF file on one line passes through an 80 MB heap")
    void longTextOnOneLineIsDecodedToItsSize() throws IOException, InterruptedException {
        StringBuilder json = new StringBuilder("{\"header\":{\"先手\":\"甲\"},\"moves\":[{\"comments\":[");
        String comment = "\"" + "コメント".repeat(200) + "\"";
        for (int i = 0; i < 10_500; i++) {
            json.append(i == 0 ? "" : ",").append(comment);
        }
        json.append(
                "]},{\"move\":{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}}]}");
        Path file = written("one-line.jkf", json, 24_000_000L);
        run(file, "drop", 80).fits("1 records, 1 moves");
    }

    /**
     * Limits promise that a 256 MB heap holds the largest input they let in: a KIF file of 60 MB
     * whose variations hold 1.6 million moves (some 230 bytes each once read, 370 MB in all) ends
     * at the limit on a record's moves, 200,000, with a located error; with no such limit the same
     * JVM runs out of memory.
     */
    @Test
    @DisplayName("a 60 MB KIF of variations ends at the tree-moves limit in a 256 MB heap, not out of memory")
    void manyVariationsStopAtTheTreeMovesLimit() throws IOException, InterruptedException {
        Path file = written("many-variations.kif", variations(4100, 400, ""), 60_000_000L);
        run(file, "limited", 256).fits("tree-moves=200000");
        run(file, "unlimited", 256).runsOutOfMemory("1.6 million moves must not fit in the heap");
    }

    /**
     * What else a record keeps grows with the file too: header lines, comment lines, problems (one
     * per unrecognised line) and statements of the ending. Files of 10 to 20 MB made of nothing
     * else ran out of a 96 MB heap (a million header entries or problems, two million comments or
     * {@code %TORYO} lines); now the header and comment limits end the record with a located error,
     * a record lists its first 1,000 problems and counts the rest, and a line keeps its first 64
     * statements of its ending. Without the limits the same JVM runs out of memory.
     */
    @ParameterizedTest
    @ValueSource(strings = {"header", "comments", "problems", "endings"})
    @DisplayName(
            "a record of a million header lines, comments, unrecognised lines or endings passes through a 96 MB heap")
    void whatARecordKeepsIsBounded(String shape) throws IOException, InterruptedException {
        boolean csa = shape.equals("comments") || shape.equals("endings");
        Path file = dir.resolve(shape + (csa ? ".csa" : ".kif"));
        StringBuilder text = new StringBuilder(
                csa
                        ? "V2.2\nPI\n+\n+7776FU\n"
                        : shape.equals("header") ? "手合割：平手\n" : "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
        for (int i = 0; i < (csa ? 2_000_000 : 1_000_000); i++) {
            text.append(
                    switch (shape) {
                        case "header" -> "備考" + i + "：あ\n";
                        case "comments" -> "'c" + i + "\n";
                        case "endings" -> "%TORYO\n";
                        default -> "xyz" + i + "\n";
                    });
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        run(file, "limited", 96)
                .fits(
                        switch (shape) {
                            case "header" -> "header=10000";
                            case "comments" -> "comments=200000";
                            default -> "no error | problems: 1001";
                        });
        if (shape.equals("header") || shape.equals("comments")) {
            run(file, "unlimited", 96).runsOutOfMemory("without the limit it must not fit");
        }
    }

    /**
     * A line without end, 30 MB of it, is read only so far as the line limit needs: windows stop
     * inside a line past the longest one a reader takes whole, and the rest of the line is passed
     * over. Before, the whole line was one window of twice its size and ran out of a 64 MB heap.
     */
    @ParameterizedTest
    @ValueSource(strings = {"kif", "csa", "usi"})
    @DisplayName("a 30 MB line passes through a 64 MB heap, refused at the line limit")
    void aLineWithoutEndIsReadOnlyToTheLimit(String format) throws IOException, InterruptedException {
        Path file = dir.resolve("one-line." + format);
        String text = switch (format) {
            case "kif" -> "手合割：平手\n" + "a".repeat(30_000_000);
            case "csa" -> "V2.2\nPI\n+\n" + "+7776FU,".repeat(3_750_000) + "\n/\nV2.2\nPI\n+\n+7776FU\n";
            default -> "position startpos moves " + "7g7f 3c3d ".repeat(3_000_000) + "\nposition startpos moves 7g7f\n";
        };
        Files.writeString(file, text, StandardCharsets.UTF_8);
        Run limited = run(file, "limited", 64);
        limited.fits("the line is longer than");
        if (!format.equals("kif")) {
            limited.fits("no error | problems: 0"); // the record after the long line is read as usual
        }
    }

    /**
     * A JKF book or analysis of 30,000 forks (13 MB, written with blanks) is streamed into the
     * builder: read through a JSON tree of the whole text it did not fit in 96 MB (measured with
     * the earlier build; 80 MB do now), streamed it does.
     */
    @Test
    @DisplayName("a 13 MB JKF file of 30,000 forks passes through a 96 MB heap")
    void manyForksAreStreamed() throws IOException, InterruptedException {
        Path file = written("forks.jkf", forks(""), 12_000_000L);
        run(file, "drop", 96).fits("1 records, 2 moves");
    }

    /**
     * The same file with one key writers do not write once went to a second reader, whose tree of
     * the whole document (1.2 million JSON values, some 170 bytes each) did not fit in 256 MB and
     * ended at the {@code json-values} limit; the one reader streams it as it streams the usual
     * shape. What it holds at once, one entry of the moves, is what the limit bounds: an entry of
     * two million comments (16 MB) ends at it with a located error, and without it runs out of a
     * 96 MB heap.
     */
    @Test
    @DisplayName(
            "a 13 MB JKF file of 30,000 forks in an unusual shape is streamed; an entry of 2 million comments ends at json-values")
    void anUnusualJkfIsStreamedAndAnEntryStopsAtTheJsonValuesLimit() throws IOException, InterruptedException {
        Path file = written("unusual.jkf", forks("\"note\": \"by hand\", "), 12_000_000L);
        run(file, "drop", 96).fits("1 records, 2 moves");
        StringBuilder comments = new StringBuilder("{\"header\": {}, \"moves\": [{}, {\"comments\": [");
        for (int i = 0; i < 2_000_000; i++) {
            comments.append(i == 0 ? "" : ",").append("\"c").append(i).append('"');
        }
        Path many = dir.resolve("comments.jkf");
        Files.writeString(many, comments.append("]}]}"), StandardCharsets.UTF_8);
        run(many, "limited", 96).fits("json-values=500000");
        run(many, "unlimited", 96).runsOutOfMemory("two million comments held at once must not fit in the heap");
    }

    /**
     * JSON has no lines, and JKF reading once took a long text's characters whole: a 60 MB file
     * (the forks above, spread with blank lines as a pretty-printer may leave them) took 120 MB of
     * characters beside its 60 MB of bytes and ran out of 256 MB with the launcher's collector.
     * The JKF reader now reads it a window at a time, in writers' shape or not.
     */
    @Test
    @DisplayName("a 60 MB JKF file is read a window at a time in a 256 MB heap, in writers' shape or not")
    void aLongJkfFileIsReadWindowByWindow() throws IOException, InterruptedException {
        String blanks = (" ".repeat(99) + "\n").repeat(470_000);
        Path usual = written("long.jkf", forks("") + blanks, 59_000_000L);
        run(usual, "drop", 256).fits("1 records, 2 moves");
        run(usual, "chars", 256).runsOutOfMemory("its characters whole beside its bytes must not fit in the heap");
        Path unusual = written("long-unusual.jkf", forks("\"note\": \"by hand\", ") + blanks, 59_000_000L);
        run(unusual, "drop", 256).fits("1 records, 2 moves");
    }

    /** A JKF record of two moves, the second with 30,000 forks of four moves, written with blanks; {@code extra} opens the root object. */
    private static String forks(String extra) {
        String move = "{\n  \"move\": {\n   \"color\": %d,\n   \"from\": {\"x\": %d, \"y\": %d},\n"
                + "   \"to\": {\"x\": %d, \"y\": %d},\n   \"piece\": \"FU\"\n  }%s\n }";
        String fork = "[" + String.format(move, 1, 8, 3, 8, 4, "") + "," + String.format(move, 0, 2, 7, 2, 6, "") + ","
                + String.format(move, 1, 3, 3, 3, 4, "") + "," + String.format(move, 0, 2, 6, 2, 5, "") + "]";
        return "{" + extra + "\"header\": {\"先手\": \"甲\"}, \"moves\": [{}, " + String.format(move, 0, 7, 7, 7, 6, "")
                + ", "
                + String.format(
                        move,
                        1,
                        3,
                        3,
                        3,
                        4,
                        ",\n \"forks\": [" + String.join(",", Collections.nCopies(30_000, fork)) + "]")
                + "]}";
    }

    /**
     * The limits hold together: one 62 MB KIF record of 500,000 variation moves and as many
     * comment lines, both over their limits, ends at the first limit it reaches in a 256 MB heap.
     * The limits were 500,000 each, which held at once did not fit; and once a record spans more
     * than its first window its places are copied out, so that its windows do not all stay alive.
     */
    @Test
    @DisplayName("a 62 MB KIF of moves and comments up to both limits ends at a limit in a 256 MB heap")
    void theLimitsHoldTogether() throws IOException, InterruptedException {
        Path file = written("combined.kif", variations(125_000, 4, "*" + "x".repeat(80) + "\n"), 60_000_000L);
        run(file, "limited", 256).fits("tree-moves=200000");
    }

    /** The text written to a file of the test's directory as UTF-8, at least {@code atLeast} bytes long. */
    private Path written(String name, CharSequence text, long atLeast) throws IOException {
        Path file = Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
        assertTrue(Files.size(file) > atLeast, name + ": " + Files.size(file) + " bytes");
        return file;
    }

    /** A KIF of one move and that many variations of it, each of that many moves, each move followed by the comment. */
    private static String variations(int count, int moves, String comment) {
        StringBuilder kif = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:00/00:00:00)\n");
        StringBuilder variation = new StringBuilder("\n変化：1手\n");
        for (int ply = 1; ply <= moves; ply++) {
            variation
                    .append(String.format("%4d %s   ( 0:00/00:00:00)%n", ply, ply % 2 == 1 ? "７六歩(77)" : "３四歩(33)"))
                    .append(comment);
        }
        return kif.append(variation.toString().repeat(count)).toString();
    }

    private static String usi() {
        return ("position startpos moves " + MOVES + "\n").repeat(RECORDS);
    }

    private static String csa() {
        StringBuilder record = new StringBuilder("V2.2\nPI\n+\n");
        char side = '+';
        for (String usi : MOVES.split(" ")) {
            record.append(side)
                    .append(usi.charAt(0))
                    .append(usi.charAt(1) - 'a' + 1)
                    .append(usi.charAt(2))
                    .append(usi.charAt(3) - 'a' + 1)
                    .append(usi.equals("6i7h") || usi.equals("4a3b") ? "KI" : "FU")
                    .append('\n');
            side = side == '+' ? '-' : '+';
        }
        return (record + "/\n").repeat(RECORDS - 1) + record;
    }

    private record Run(int exit, String output) {

        /** The reading JVM finished, and printed what is expected. */
        void fits(String expected) {
            assertEquals(0, exit, output);
            assertTrue(output.contains(expected), output);
        }

        /** The reading JVM ran out of memory: the heap is small enough for the test to fail. */
        void runsOutOfMemory(String why) {
            assertNotEquals(0, exit, why + ": " + output);
            assertTrue(output.contains("OutOfMemoryError"), output);
        }
    }

    private static Run run(Path file, String mode) throws IOException, InterruptedException {
        return run(file, mode, 64);
    }

    private static Run run(Path file, String mode, int heapMegabytes) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx" + heapMegabytes + "m",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                LoadMany.class.getName(),
                file.toString(),
                mode));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        byte[] out = process.getInputStream().readAllBytes();
        if (!process.waitFor(5, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("the reading JVM did not finish");
        }
        return new Run(process.exitValue(), new String(out, StandardCharsets.UTF_8));
    }
}
