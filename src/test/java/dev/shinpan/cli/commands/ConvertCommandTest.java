package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code shinpan convert}: the files it writes are judged as their originals, named from them, written whole. */
class ConvertCommandTest {

    private static final Path SAMPLES = Path.of("samples");
    /** A corpus folder with sub-folders, KIF, KI2, CSA and JKF of many apps. */
    private static final Path CORPUS = Path.of("src/test/resources/corpus/sunfish-tsshogi");

    @TempDir
    Path tmp;

    @ParameterizedTest
    @CsvSource({
        "kif,utf-8",
        "ki2,utf-8",
        "csa,utf-8",
        "usi,utf-8",
        "jkf,utf-8",
        "kif,shift_jis",
        "ki2,shift_jis",
        "csa,shift_jis",
        "normalize,utf-8",
        "normalize,shift_jis"
    })
    void everyConvertedRecordIsJudgedAsTheOriginal(String to, String encoding) throws IOException {
        Path out = tmp.resolve("out");
        boolean normalize = to.equals("normalize");
        Cli r = normalize
                ? Cli.run(
                        "convert",
                        "--lang",
                        "en",
                        "--normalize",
                        "--encoding",
                        encoding,
                        "--out",
                        out.toString(),
                        SAMPLES.toString(),
                        CORPUS.toString())
                : Cli.run(
                        "convert",
                        "--lang",
                        "en",
                        "--to",
                        to,
                        "--encoding",
                        encoding,
                        "--out",
                        out.toString(),
                        SAMPLES.toString(),
                        CORPUS.toString());
        RecordFormat format = normalize ? null : RecordFormat.valueOf(to.toUpperCase(java.util.Locale.ROOT));
        RecordLoader loader = new RecordLoader();
        List<String> differ = new ArrayList<>();
        int[] counts = new int[3]; // compared, not held, unreadable originals
        for (Path input : List.of(SAMPLES, CORPUS)) {
            Inputs.walk(Formats.inputNames(), List.of(input), new Inputs.Visitor() {
                @Override
                public void entry(InputEntry entry) {
                    for (GameRecord original : loader.load(entry, null)) {
                        RecordFormat as = format != null ? format : original.format();
                        RecordWriter writer = Formats.writer(as);
                        boolean utf8 = encoding.equals("utf-8") || as == RecordFormat.USI || as == RecordFormat.JKF;
                        String extension = writer.extension()
                                + (utf8 && (as == RecordFormat.KIF || as == RecordFormat.KI2) ? "u" : "");
                        String source = original.source() + (original.index() > 0 ? " #" + original.index() : "");
                        if (!original.readable()) {
                            counts[2]++;
                            assertTrue(r.out().contains(source + ": not converted, the record is unreadable"), source);
                            continue;
                        }
                        if (!writer.holds(original.variant())) {
                            counts[1]++;
                            assertTrue(r.out().contains(source + ": not written, " + as + " cannot hold"), source);
                            continue;
                        }
                        Path written = writtenFor(r.out(), source);
                        assertTrue(
                                written != null
                                        && written.startsWith(out)
                                        && written.getFileName().toString().endsWith("." + extension),
                                source + " in\n" + r.out());
                        // what the target said it could not keep is not compared: an ending, or the header that states
                        // one (Shogi Wars' $X_WINNER)
                        boolean endingDropped = writer.write(original, Formats.facts(original)).dropped().stream()
                                .anyMatch(m -> m.key().equals("convert.dropped.ending")
                                        || m.key().equals("convert.dropped.header")
                                        || m.key().equals("convert.dropped.header.key")
                                                && String.valueOf(m.args().get(0))
                                                        .startsWith("$X_"));
                        List<GameRecord> back = loader.load(InputEntry.of(written.toString(), bytes(written)), null);
                        boolean refusedDropped = writer.write(original, Formats.facts(original)).dropped().stream()
                                .anyMatch(m -> m.key().equals("convert.dropped.refused"));
                        String before = facts(original, endingDropped, refusedDropped);
                        String after = back.size() == 1 && back.get(0).readable()
                                ? facts(back.get(0), endingDropped, refusedDropped)
                                : "unreadable " + back;
                        if (!before.equals(after)) {
                            differ.add(source + "\n  was " + before + "\n  now " + after);
                        }
                        byte[] raw = bytes(written);
                        boolean ascii = true;
                        for (byte b : raw) {
                            ascii &= b >= 0;
                        }
                        if (!utf8 && !ascii) {
                            assertEquals("windows-31j", back.get(0).encoding(), source);
                        }
                        if (normalize) {
                            assertEquals(original.format(), back.get(0).format(), source);
                            assertFalse(
                                    new String(raw, StandardCharsets.ISO_8859_1).contains("\r"), "LF only: " + source);
                        }
                        counts[0]++;
                    }
                }

                @Override
                public void skipped(String name, Message reason) {}
            });
        }
        assertTrue(counts[0] > 50, "records compared: " + counts[0]);
        assertEquals("", String.join("\n", differ));
        assertEquals(counts[1] > 0 ? ExitCodes.INCONSISTENT : ExitCodes.OK, r.exit(), r.err());
        assertTrue(r.err().contains(counts[0] + " record(s) written, " + counts[1] + " not written"), r.err());
        assertEquals(List.of(), leftovers(out));
    }

    /** The file the run says it wrote for the record, or null. */
    private static Path writtenFor(String out, String source) {
        for (String line : out.split("\n")) {
            if (line.startsWith(source + " → ")) {
                String rest = line.substring(source.length() + 3);
                int notKept = rest.indexOf(" (not kept: ");
                return Path.of(notKept < 0 ? rest : rest.substring(0, notKept));
            }
        }
        return null;
    }

    private static byte[] bytes(Path p) {
        try {
            return Files.readAllBytes(p);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** What a conversion keeps (docs: the same moves, start, first illegal move, repetition and result). */
    private static String facts(GameRecord record, boolean endingDropped, boolean refusedDropped) {
        Verdict v = new Referee(Rulesets.defaultFor(record.variant())).judge(record);
        String illegal = v.firstIllegal() == null
                ? "none"
                : v.firstIllegal().ply() + " " + v.firstIllegal().code();
        String repetition =
                v.repetition() == null ? "none" : String.valueOf(v.repetition().ply());
        String sfen = record.start().sfen();
        String facts = "moves=" + record.mainLine().moves().size() + " start="
                + sfen.substring(0, sfen.lastIndexOf(' ')) + " illegal=" + illegal + " repetition=" + repetition;
        if (endingDropped || v.result() == null) {
            return endingDropped ? facts : facts + " result=none";
        }
        if (refusedDropped) {
            // the refused move (floodgate's 'ILLEGAL_MOVE(+2625FU)) was due at the next ply: the converted record
            // states the same loss by foul, after the moves it has
            return facts + " result=" + v.result().winner() + " " + v.result().reason();
        }
        return facts + " result=" + v.result().winner() + " " + v.result().reason() + " "
                + v.result().ply();
    }

    /** Temporary files, or anything else whose name starts with a dot, left in the folder. */
    private static List<Path> leftovers(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(p -> p.getFileName().toString().startsWith(".")
                            || p.toString().endsWith(".part"))
                    .toList();
        }
    }

    @Test
    void eachRecordOfAMultiRecordInputHasItsOwnFileNumberedFromTwo() throws IOException {
        Path out = tmp.resolve("out");
        Cli r = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "jkf",
                "--out",
                out.toString(),
                "samples/floodgate-multi.csa",
                "samples/games.usi");
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
        for (String name : List.of("floodgate-multi", "games")) {
            assertTrue(Files.exists(out.resolve(name + ".jkf")), r.out());
            assertTrue(Files.exists(out.resolve(name + "-2.jkf")), r.out());
            assertTrue(Files.exists(out.resolve(name + "-3.jkf")), r.out());
            assertFalse(Files.exists(out.resolve(name + "-4.jkf")), r.out());
        }
        assertTrue(r.out().contains("samples/games.usi #2 → " + out.resolve("games-3.jkf")), r.out());
        // games.usi's second game (a pawn dropped beside its own) stays the second: its nifu is in games-2
        Cli check =
                Cli.run("check", "--format", "jsonl", out.resolve("games-2.jkf").toString());
        assertTrue(check.out().contains("\"nifu\""), check.out());
    }

    @Test
    void aDirectoryKeepsItsSubFoldersAndAnArchiveItsEntriesPathsInsideTheOutput() throws IOException {
        Path zip = tmp.resolve("games.zip");
        byte[] kif = Files.readAllBytes(Path.of("samples/nifu.kif"));
        try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (String name : List.of("2024/spring/a.kif", "../../escaped.kif", "/absolute.kif")) {
                z.putNextEntry(new ZipEntry(name));
                z.write(kif);
                z.closeEntry();
            }
        }
        Path out = tmp.resolve("out");
        Cli r = Cli.run("convert", "--lang", "en", "--to", "csa", "--out", out.toString(), "samples", zip.toString());
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), r.out()); // the Tori games: CSA cannot hold them
        assertTrue(Files.exists(out.resolve("tori/game.tori.kif")) == false
                && r.out().contains("CSA cannot hold"));
        assertTrue(Files.exists(out.resolve("nifu.csa")), r.out());
        assertTrue(Files.exists(out.resolve("games/2024/spring/a.csa")), r.out());
        // entry names are the archive maker's: none leads out of --out
        assertTrue(Files.exists(out.resolve("games/escaped.csa")), r.out());
        assertTrue(Files.exists(out.resolve("games/absolute.csa")), r.out());
        assertFalse(Files.exists(tmp.resolve("escaped.csa")));
        assertFalse(Files.exists(tmp.getParent().resolve("escaped.csa")));
        Cli usi = Cli.run("convert", "--lang", "en", "--to", "usi", "--out", out.toString(), "samples");
        assertTrue(Files.exists(out.resolve("tori/game-4.usi")), usi.out()); // the fourth game of tori/game.sfen
    }

    @Test
    void anExistingFileIsReplacedOnlyWithForce() throws IOException {
        Path out = tmp.resolve("out");
        Files.createDirectories(out);
        Path target = out.resolve("nifu.csa");
        Files.writeString(target, "mine");
        Cli refused = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "csa",
                "--out",
                out.toString(),
                "samples/nifu.kif",
                "samples/sennichite.kif");
        assertEquals(ExitCodes.INCONSISTENT, refused.exit(), refused.out());
        assertTrue(
                refused.out()
                        .contains("samples/nifu.kif: not written, " + target + " already exists (--force"
                                + " replaces it)"),
                refused.out());
        assertEquals("mine", Files.readString(target));
        assertTrue(Files.exists(out.resolve("sennichite.csa")), "the run goes on past the refused file");

        Cli again = Cli.run("convert", "--lang", "ja", "--to", "csa", "--out", out.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.INCONSISTENT, again.exit());
        assertTrue(again.out().contains("はすでにあります（--force で置き換えます）"), again.out());

        Cli forced = Cli.run("convert", "--to", "csa", "--force", "--out", out.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.OK, forced.exit(), forced.out());
        assertTrue(Files.readString(target).startsWith("V2.2\n"), Files.readString(target));
        assertEquals(List.of(), leftovers(out));
    }

    @Test
    void twoRecordsThatWouldShareAFileAreNeverWrittenOverEachOther() throws IOException {
        Path out = tmp.resolve("out");
        Path other = tmp.resolve("other");
        Path third = tmp.resolve("third");
        Files.createDirectories(other);
        Files.createDirectories(third);
        Files.copy(Path.of("samples/sennichite.kif"), other.resolve("nifu.kif"));
        Files.copy(Path.of("samples/sennichite.kif"), third.resolve("nifu.kif"));
        Cli r = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "csa",
                "--force",
                "--out",
                out.toString(),
                "samples/nifu.kif",
                other.resolve("nifu.kif").toString(),
                third.resolve("nifu.kif").toString());
        assertEquals(ExitCodes.INCONSISTENT, r.exit(), r.out());
        assertTrue(
                Files.readString(out.resolve("nifu.csa")).contains("+0075FU"),
                "the first one's, its pawn dropped on 75");
        assertTrue(r.out().contains(other.resolve("nifu.kif") + " → " + out.resolve("nifu.kif.csa")), r.out());
        assertTrue(
                r.out()
                        .contains(third.resolve("nifu.kif") + ": not written, " + out.resolve("nifu.csa")
                                + " was already written by this run from another record"),
                r.out());
    }

    @Test
    void anUnreadableInputIsReportedWhereItFailsAndTheRunGoesOn() throws IOException {
        Path bad = tmp.resolve("bad.kif");
        Files.writeString(
                bad, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n" + "   3 ２二角成(88)\n   4 同　\n");
        Path out = tmp.resolve("out");
        Cli r = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "usi",
                "--out",
                out.toString(),
                bad.toString(),
                tmp.resolve("missing.kif").toString(),
                "samples/sennichite.kif");
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r.out());
        assertTrue(
                r.out().contains(bad + ": not converted, the record is unreadable\n  Error line 6:7: expected a piece"),
                r.out());
        assertTrue(r.out().contains("missing.kif: not converted"), r.out());
        assertTrue(Files.exists(out.resolve("sennichite.usi")), r.out());
        assertFalse(Files.exists(out.resolve("bad.usi")));
        assertTrue(r.err().contains("1 record(s) written, 0 not written, 2 unreadable"), r.err());
    }

    @Test
    void aCharacterShiftJisLacksKeepsTheRecordFromBeingWrittenRatherThanReplaced() throws IOException {
        Path kifu = tmp.resolve("emoji.kifu");
        Files.writeString(kifu, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*良い手😀\n   2 ３四歩(33)\n");
        Path out = tmp.resolve("out");
        Cli sjis = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "kif",
                "--encoding",
                "shift_jis",
                "--out",
                out.toString(),
                kifu.toString());
        assertEquals(ExitCodes.INCONSISTENT, sjis.exit(), sjis.out());
        assertTrue(sjis.out().contains("not written, '😀' (line 4) cannot be written in Shift_JIS"), sjis.out());
        assertFalse(Files.exists(out.resolve("emoji.kif")));
        Cli utf8 = Cli.run("convert", "--to", "kif", "--out", out.toString(), kifu.toString());
        assertEquals(ExitCodes.OK, utf8.exit(), utf8.out());
        assertTrue(Files.readString(out.resolve("emoji.kifu"), StandardCharsets.UTF_8)
                .contains("*良い手😀\n"));
    }

    @Test
    void normalizeKeepsEachRecordsFormatInOneEncodingWithLfLineEnds() throws IOException {
        Path kif = tmp.resolve("windows.kif");
        Files.write(
                kif,
                "手合割：平手\r\n手数----指手---------消費時間--\r\n   1 ７六歩(77)\r\n   2 ３四歩(33)\r\n"
                        .getBytes(Charset.forName("windows-31j")));
        Path out = tmp.resolve("out");
        Cli r = Cli.run(
                "convert",
                "--lang",
                "en",
                "--normalize",
                "--out",
                out.toString(),
                kif.toString(),
                "samples/perpetual-check.ki2",
                "samples/mate.jkf");
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        String text = Files.readString(out.resolve("windows.kifu"), StandardCharsets.UTF_8);
        assertEquals("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n", text);
        assertTrue(Files.exists(out.resolve("perpetual-check.ki2u")), r.out());
        assertTrue(Files.readString(out.resolve("mate.jkf")).startsWith("{\n  \"header\": "), r.out());
        Cli both = Cli.run("convert", "--normalize", "--to", "kif", "--out", out.toString(), kif.toString());
        assertEquals(ExitCodes.USAGE, both.exit());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("convert", "--out", out.toString(), kif.toString()).exit());
    }

    @Test
    void shiftJisIsWrittenAsWindowsWritesIt() throws IOException {
        Path out = tmp.resolve("out");
        Cli r = Cli.run(
                "convert", "--to", "kif", "--encoding", "shift_jis", "--out", out.toString(), "samples/sennichite.kif");
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        byte[] bytes = Files.readAllBytes(out.resolve("sennichite.kif"));
        String text = new String(bytes, Charset.forName("windows-31j"));
        assertArrayEquals(text.getBytes(Charset.forName("windows-31j")), bytes);
        assertTrue(text.contains("手合割：平手"), text);
    }

    @Test
    void whatTheTargetCannotHoldIsListedOnTheRecordsLine() {
        Path out = tmp.resolve("out");
        Cli r = Cli.run("convert", "--lang", "en", "--to", "usi", "--out", out.toString(), "samples/mate.jkf");
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        assertEquals(
                "samples/mate.jkf → " + out.resolve("mate.usi") + " (not kept: the variations (the target format"
                        + " keeps only the main line here); the header (the target format has none); the comments (the target"
                        + " format has none); the ending 'TSUMI' (the target format cannot state it))\n",
                r.out());
        Cli ja = Cli.run(
                "convert", "--lang", "ja", "--to", "usi", "--force", "--out", out.toString(), "samples/mate.jkf");
        assertTrue(ja.out().contains("（書けなかったもの：変化（変換先の形式には本譜だけを書きます）"), ja.out());
        // floodgate names the move its server refused only in CSA's comment; KIF states the foul without it
        Cli kif = Cli.run(
                "convert", "--lang", "en", "--to", "kif", "--out", out.toString(), "samples/floodgate-multi.csa");
        assertTrue(
                kif.out()
                        .contains("samples/floodgate-multi.csa #1 → " + out.resolve("floodgate-multi-2.kifu")
                                + " (not kept: the move the server refused, '+2625FU' (the target format states the foul but not"
                                + " the move))\n"),
                kif.out()); // its $EVENT is KIF's 棋戦
        Cli csa = Cli.run(
                "convert", "--lang", "en", "--to", "csa", "--out", out.toString(), "samples/floodgate-multi.csa");
        assertFalse(csa.out().contains("refused"), csa.out());
    }

    @Test
    void usageErrorsExitWithTwoBeforeAnythingIsWritten() throws IOException {
        Path out = tmp.resolve("out");
        Cli jkf = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "jkf",
                "--encoding",
                "shift_jis",
                "--out",
                out.toString(),
                "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, jkf.exit());
        assertTrue(jkf.err().contains("--to jkf is written in UTF-8 only"), jkf.err());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run(
                                "convert",
                                "--to",
                                "usi",
                                "--encoding",
                                "shift_jis",
                                "--out",
                                out.toString(),
                                "samples/nifu.kif")
                        .exit());
        Cli format = Cli.run("convert", "--lang", "en", "--to", "pgn", "--out", out.toString(), "samples/nifu.kif");
        assertEquals(ExitCodes.USAGE, format.exit());
        assertTrue(format.err().contains("--to takes kif, ki2, csa, usi, jkf, not 'pgn'"), format.err());
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("convert", "--to", "kif", "samples/nifu.kif").exit(),
                "no --out");
        Path file = tmp.resolve("a-file");
        Files.writeString(file, "");
        assertEquals(
                ExitCodes.USAGE,
                Cli.run("convert", "--to", "kif", "--out", file.toString(), "samples/nifu.kif")
                        .exit());
        assertFalse(Files.exists(out));
    }

    @Test
    void aFileThatCannotBeWrittenStopsTheRunWithFive() throws IOException {
        Path out = tmp.resolve("out");
        Files.createDirectories(out);
        Files.writeString(out.resolve("tori"), "a file where the folder for samples/tori would go");
        Cli r = Cli.run("convert", "--lang", "en", "--to", "usi", "--out", out.toString(), "samples");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit(), r.out());
        assertTrue(r.err().contains("cannot write " + out.resolve("tori/game.usi")), r.err());
        assertTrue(r.out().contains("sennichite.usi"), "what came before was written: " + r.out());
        assertFalse(r.out().contains("game.tori"), "nothing after the failed write: " + r.out());
        assertEquals(List.of(), leftovers(out));
    }

    @Test
    void aClosedOutputStopsTheRunWithFive() throws IOException {
        Path out = tmp.resolve("out");
        Writer closed = new java.io.OutputStreamWriter(
                new OutputStream() {
                    @Override
                    public void write(int b) throws IOException {
                        throw new IOException("Broken pipe");
                    }
                },
                StandardCharsets.UTF_8);
        Cli r = Cli.run(closed, "convert", "--to", "csa", "--out", out.toString(), "samples");
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit(), r.err());
        try (Stream<Path> files = Files.list(out)) {
            assertEquals(1, files.count(), "stopped after the first record's line");
        }
    }
}
