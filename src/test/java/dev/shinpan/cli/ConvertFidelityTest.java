package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.api.Shinpan;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.cli.commands.ConvertedVerdict;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.Stated;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * What {@code shinpan convert} promises of every record: the copy, read back, gets the same
 * verdict (status, result, recorded ending, first foul, disagreement) and states the same game
 * facts (event, site, start, end, time control, stated rules), or the writer lists the loss that
 * explains the difference (the ending, a further ending, the refused move; the header line).
 * Property style: each real record of {@code samples/} and the test corpus, in each format that
 * can hold its game.
 */
class ConvertFidelityTest {

    /** Folders of real game records (the corpus NOTICEs); the perft tables and compiled positions hold none. */
    private static final List<Path> REAL = List.of(
            Path.of("samples"),
            Path.of("src/test/resources/corpus/na2hiro-json-kifu-format"),
            Path.of("src/test/resources/corpus/na2hiro-Kifu-for-JS-examples"),
            Path.of("src/test/resources/corpus/sunfish-tsshogi"),
            Path.of("src/test/resources/corpus/sunfish-shogihome"),
            Path.of("src/test/resources/corpus/gunyarakun-python-shogi"),
            Path.of("src/test/resources/corpus/sugyan-shogi-kifu-converter"),
            Path.of("src/test/resources/corpus/hnakada123-ShogiBoardQ"),
            Path.of("src/test/resources/corpus/mogproject-mog-core-scala"),
            Path.of("src/test/resources/corpus/nozaq-csa-rs"),
            Path.of("src/test/resources/corpus/akicho8-shogi-player"),
            Path.of("src/test/resources/corpus/hmiyado-shogi-supplement"),
            Path.of("src/test/resources/corpus/muzudho-kif-parser"),
            Path.of("src/test/resources/corpus/sunfish-sunfish4"),
            Path.of("src/test/resources/corpus/WandererXII-shogiops/lishogi_500_games_usi.txt"));
    /** A quick subset for the fast loop: the samples and the folders whose records end in the most ways. */
    private static final List<Path> QUICK = List.of(
            Path.of("samples"),
            Path.of("src/test/resources/corpus/na2hiro-json-kifu-format"),
            Path.of("src/test/resources/corpus/muzudho-kif-parser"),
            Path.of("src/test/resources/corpus/mogproject-mog-core-scala"));

    /** Losses that explain a changed result, ending or disagreement. */
    private static final List<String> ENDING_LOSSES =
            List.of("convert.dropped.ending", "convert.dropped.ending.later", "convert.dropped.refused");

    @TempDir
    Path tmp;

    @TestFactory
    Stream<DynamicNode> aQuickSubsetKeepsItsVerdictsAndFacts() {
        return byFormat(QUICK);
    }

    @Tag("slow")
    @TestFactory
    Stream<DynamicNode> everyRealRecordKeepsItsVerdictAndFacts() {
        return byFormat(REAL);
    }

    private static Stream<DynamicNode> byFormat(List<Path> inputs) {
        List<GameRecord> records = readable(inputs);
        return Stream.of(RecordFormat.values())
                .map(target -> DynamicContainer.dynamicContainer(
                        target.name(),
                        records.stream()
                                .filter(r -> Formats.writer(target).holds(r.variant()))
                                .map(r -> DynamicTest.dynamicTest(
                                        r.source() + " #" + r.index(), () -> keeps(r, target)))));
    }

    private static List<GameRecord> readable(List<Path> inputs) {
        List<GameRecord> records = new ArrayList<>();
        RecordLoader loader = new RecordLoader();
        Inputs.walk(Formats.inputNames(), inputs, new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                loader.load(entry, null).stream().filter(GameRecord::readable).forEach(records::add);
            }

            @Override
            public void skipped(String name, Message reason) {}
        });
        assertTrue(records.size() > 20, "records read: " + records.size());
        return records;
    }

    /** The property: the copy's verdict and facts are the original's, or the writer said what it lost. */
    private static void keeps(GameRecord original, RecordFormat target) {
        RecordWriter writer = Formats.writer(target);
        Converted converted = writer.write(original, Formats.facts(original));
        List<GameRecord> back =
                Shinpan.read("copy." + writer.extension(), converted.text().getBytes(StandardCharsets.UTF_8));
        assertEquals(1, back.size(), converted.text());
        GameRecord copy = back.get(0);
        assertTrue(copy.readable(), () -> copy.problems() + "\n" + converted.text());
        Verdict was = Shinpan.judge(original);
        Verdict now = Shinpan.judge(copy);
        assertEquals(foul(was), foul(now), "the first foul: the moves are always written");
        Map<String, Object> before = verdict(was);
        Map<String, Object> after = verdict(now);
        if (!before.equals(after)) {
            assertTrue(
                    lists(converted, ENDING_LOSSES),
                    () -> "verdict changed with no ending listed as lost:\n  was " + before + "\n  now " + after
                            + "\n  listed " + converted.dropped() + "\n" + converted.text());
        }
        if (target == RecordFormat.USI) {
            // USI has no header: the writer says so whenever the record had one
            assertTrue(original.header().isEmpty() || lists(converted, List.of("convert.dropped.header")));
            return;
        }
        Map<String, Object> stated = facts(original);
        Map<String, Object> kept = facts(copy);
        stated.forEach((fact, value) -> {
            if (value != null && !value.equals(kept.get(fact))) {
                assertTrue(
                        lists(converted, List.of("convert.dropped.header.key", "convert.dropped.header.repeated")),
                        () -> fact + " lost with no header line listed: was " + value + ", now " + kept.get(fact) + "\n"
                                + converted.text());
            }
        });
    }

    private static String foul(Verdict v) {
        return v.firstIllegal() == null
                ? null
                : v.firstIllegal().ply() + " " + v.firstIllegal().code();
    }

    /** The verdict's fields a conversion keeps, by name. */
    private static Map<String, Object> verdict(Verdict v) {
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("status", v.status());
        m.put("result", v.result());
        m.put(
                "ending",
                v.recordedEnding() == null
                        ? null
                        : v.recordedEnding().reason() + " " + v.recordedEnding().winner() + " "
                                + v.recordedEnding().offender() + " "
                                + v.recordedEnding().ply());
        m.put("disagreement", v.disagreement());
        return m;
    }

    /** The game facts the header states, by name; a value not understood is compared as written. */
    private static Map<String, Object> facts(GameRecord r) {
        GameFacts f = Formats.facts(r);
        Map<String, Object> m = new LinkedHashMap<>();
        m.put("event", f.event());
        m.put("site", f.site());
        m.put("start", value(f.start()));
        m.put("end", value(f.end()));
        m.put("time control", value(f.timeControl()));
        r.statedRules().forEach(rule -> m.putIfAbsent("rule " + rule.subject(), rule.value()));
        return m;
    }

    private static Object value(Stated<?> s) {
        return s == null ? null : s.understood() ? s.value() : s.written();
    }

    private static boolean lists(Converted c, List<String> keys) {
        return c.dropped().stream().anyMatch(m -> keys.contains(m.key()));
    }

    // ---- focused cases, each from a record the test writes ----

    private static GameRecord read(String name, String text) {
        List<GameRecord> records = Shinpan.read(name, text.getBytes(StandardCharsets.UTF_8));
        assertEquals(1, records.size());
        assertTrue(records.get(0).readable(), records.get(0).problems().toString());
        return records.get(0);
    }

    private static GameRecord convert(GameRecord r, RecordFormat to) {
        RecordWriter w = Formats.writer(to);
        return read("copy." + w.extension(), w.write(r, Formats.facts(r)).text());
    }

    private static final String CSA_HEADER = """
            V2.2
            N+black
            N-white
            $EVENT:第1期テスト戦
            $SITE:東京
            $START_TIME:2024/01/02 10:00:00
            $END_TIME:2024/01/02 12:30:00
            $OPENING:YAGURA
            $TIME_LIMIT:01:30+60
            $MAX_MOVES:320
            $JISHOGI:27
            PI
            +
            +7776FU
            -3334FU
            %TORYO
            """;

    @Test
    void csaHeaderFieldsSurviveKifAndBack() {
        GameRecord original = read("game.csa", CSA_HEADER);
        for (RecordFormat via : List.of(RecordFormat.KIF, RecordFormat.KI2, RecordFormat.JKF)) {
            GameRecord there = convert(original, via);
            assertEquals(facts(original), facts(there), via.name());
            assertEquals("YAGURA", there.headerValue("戦型").orElse(null), via.name());
            GameRecord home = convert(there, RecordFormat.CSA);
            assertEquals(facts(original), facts(home), via.name() + " and back");
            for (String key :
                    List.of("$EVENT", "$SITE", "$START_TIME", "$END_TIME", "$OPENING", "$MAX_MOVES", "$JISHOGI")) {
                assertEquals(original.headerValue(key), home.headerValue(key), via + " and back: " + key);
            }
        }
        Converted kif = Formats.write(original, RecordFormat.KIF);
        assertFalse(
                lists(kif, List.of("convert.dropped.header.key")), kif.dropped().toString());
        assertTrue(kif.text().contains("持ち時間：5400+60+0\n"), kif.text()); // the value, not CSA's spelling
        // CSA to CSA (--normalize) copies its own lines and adds none
        String csa = Formats.write(original, RecordFormat.CSA).text();
        assertEquals(1, csa.split("\\$TIME", -1).length - 1, csa);
    }

    /** Shogi Wars: %CHUDAN, and the winner of the disconnection in $X_WINNER. */
    private static final String WARS = """
            N+alice
            N-bob
            $EVENT:将棋ウォーズ(10分切れ負け)
            $X_FINAL:切断
            $X_WINNER:△
            +
            +7776FU,T1
            -3334FU,T2
            %CHUDAN
            """;

    @Test
    void warsWinnerIsKeptOrItsLossListed() {
        GameRecord original = read("wars.csa", WARS);
        assertEquals(
                dev.shinpan.rules.Side.WHITE, Shinpan.judge(original).result().winner());
        GameRecord csa = convert(original, RecordFormat.CSA);
        assertEquals("△", csa.headerValue("$X_WINNER").orElse(null));
        assertEquals(verdict(Shinpan.judge(original)), verdict(Shinpan.judge(csa)));
        for (RecordFormat to : List.of(RecordFormat.KIF, RecordFormat.KI2, RecordFormat.JKF, RecordFormat.USI)) {
            // no other format names the winner of an interruption: said, not silently turned into 中断
            Converted c = Formats.write(original, to);
            assertTrue(
                    c.dropped().contains(Message.of("convert.dropped.ending", "$X_FINAL:切断")), to + ": " + c.dropped());
        }
    }

    @Test
    void kachiStaysAtItsPly() {
        GameRecord original = read("kachi.csa", """
                V2.2
                PI
                +
                +7776FU
                -3334FU
                +2726FU
                %KACHI
                """);
        Verdict was = Shinpan.judge(original);
        assertEquals(3, was.recordedEnding().ply());
        for (RecordFormat to : RecordFormat.values()) {
            Verdict now = Shinpan.judge(convert(original, to));
            assertEquals(verdict(was), verdict(now), to.name());
        }
    }

    @Test
    void aLaterDisagreeingEndingIsWrittenOrListed() {
        // 投了 after 3 moves, then a まで line that counts 4 and calls it 中断: the record disagrees with itself
        GameRecord original = read("twice.kifu", """
                手合割：平手
                手数----指手---------消費時間--
                   1 ７六歩(77)
                   2 ３四歩(33)
                   3 ２六歩(27)
                   4 投了
                まで4手で中断
                """);
        Verdict was = Shinpan.judge(original);
        assertEquals(Verdict.Status.INCONSISTENT, was.status());
        assertEquals(verdict(was), verdict(Shinpan.judge(convert(original, RecordFormat.KIF))), "KIF writes both");
        for (RecordFormat to : List.of(RecordFormat.KI2, RecordFormat.CSA, RecordFormat.JKF, RecordFormat.USI)) {
            Converted c = Formats.write(original, to);
            assertTrue(
                    c.dropped().contains(Message.of("convert.dropped.ending.later", "まで4手で中断", "投了")),
                    to + ": " + c.dropped());
        }
    }

    @Test
    void aMoveFromAnEmptySquareIsALocatedErrorNotATrace() throws IOException {
        Path usi = Files.writeString(tmp.resolve("empty.usi"), "position startpos moves 5e5d+ 3c3d\n");
        for (String to : List.of("kif", "ki2", "csa", "jkf")) {
            Cli r = Cli.run(
                    "convert",
                    "--lang",
                    "en",
                    "--to",
                    to,
                    "--out",
                    tmp.resolve("out").toString(),
                    usi.toString());
            assertEquals(ExitCodes.INCONSISTENT, r.exit(), to + ": " + r.out() + r.err());
            assertTrue(
                    r.out()
                            .contains(
                                    "empty.usi: not written, " + to.toUpperCase(java.util.Locale.ROOT)
                                            + " cannot hold it: the move '5e5d+' at ply 1 (line 1:25) moves from an empty square"),
                    r.out());
            assertFalse((r.out() + r.err()).contains("Exception"), r.out() + r.err());
        }
        Cli r = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "usi",
                "--out",
                tmp.resolve("usi").toString(),
                usi.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out() + r.err());
    }

    @Test
    void strictExitsOneForALossAndTheSummaryListsIt() throws IOException {
        Path csa = Files.writeString(tmp.resolve("wars.csa"), WARS);
        String out = tmp.resolve("out").toString();
        Cli lenient = Cli.run("convert", "--lang", "en", "--to", "kif", "--out", out, csa.toString());
        assertEquals(ExitCodes.OK, lenient.exit(), lenient.out() + lenient.err());
        assertTrue(lenient.err().contains("1 record(s) written without something they hold"), lenient.err());
        assertTrue(
                lenient.err().contains("wars.csa: ") && lenient.err().contains("the ending '$X_FINAL:切断'"),
                lenient.err());
        Cli strict =
                Cli.run("convert", "--lang", "en", "--to", "kif", "--strict", "--force", "--out", out, csa.toString());
        assertEquals(ExitCodes.INCONSISTENT, strict.exit(), strict.out() + strict.err());
        Cli whole = Cli.run(
                "convert",
                "--lang",
                "en",
                "--to",
                "csa",
                "--strict",
                "--out",
                tmp.resolve("csa").toString(),
                csa.toString());
        assertEquals(ExitCodes.OK, whole.exit(), whole.out() + whole.err());
        assertFalse(whole.err().contains("without something"), whole.err());
    }

    @Test
    void theReadBackCheckNamesAChangedVerdictNoWriterListed() {
        GameRecord original = read("game.csa", CSA_HEADER);
        Converted honest = Formats.write(original, RecordFormat.CSA);
        ConvertedVerdict check = new ConvertedVerdict(new RecordLoader());
        assertNull(check.check(original, honest, "csa"));
        // a copy that lost its %TORYO and says nothing of it
        Converted silent = new Converted(honest.text().replace("%TORYO\n", ""), List.of());
        Message changed = check.check(original, silent, "csa");
        assertEquals("convert.changed.verdict", changed.key());
        assertTrue(Objects.toString(changed.args()).contains("result resignation white 2"), changed.toString());
    }
}
