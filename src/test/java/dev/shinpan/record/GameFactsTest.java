package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.text.FactReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The facts real records state about their games (corpus files, whose headers the apps wrote), read
 * into {@link GameFacts}: what cannot be read is kept as written, never dropped.
 */
class GameFactsTest {

    static final String FLOODGATE = "muzudho-kif-parser/docs/examples/csa/[floodgate]wdoor+floodgate-300-10F+Titanda_L"
            + "+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa";

    private static GameRecord corpus(String path) {
        try (InputStream in = GameFactsTest.class.getResourceAsStream("/corpus/" + path)) {
            assertNotNull(in, path);
            return new RecordLoader()
                    .load(InputEntry.of(path, in.readAllBytes()), null)
                    .get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static GameFacts facts(String name, String text) {
        List<GameRecord> records =
                new RecordLoader().load(InputEntry.of(name, text.getBytes(StandardCharsets.UTF_8)), null);
        return Formats.facts(records.get(0));
    }

    @Test
    void floodgateGameNamesItsTimeControlAndCommentsTheRatingsAndEnd() {
        GameFacts f = Formats.facts(corpus(FLOODGATE));
        assertEquals("wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003", f.event());
        assertEquals("2017-03-02T21:00:02", f.start().value());
        assertEquals("2017/03/02 21:00:02", f.start().written());
        assertEquals("2017-03-02T21:53:26", f.end().value(), "from the '$END_TIME: comment after the moves");
        assertEquals("'$END_TIME", f.end().key());
        assertEquals(new TimeControl(300, 0, 10), f.timeControl().value(), "300 s each, Fischer 10 s");
        assertEquals("floodgate-300-10F", f.timeControl().written());
        assertEquals(
                new Rating(new BigDecimal("3526.0"), false), f.blackRating().value());
        assertEquals(new BigDecimal("3500.0"), f.whiteRating().value().value());
        assertEquals(List.of(), f.unread());
    }

    @Test
    void anotherFloodgateRecord() {
        GameFacts f = Formats.facts(corpus("sugyan-shogi-kifu-converter/data/tests/csa/floodgate.csa"));
        assertEquals("2021-04-05T16:00:04", f.start().value());
        assertEquals("2021-04-05T16:25:34", f.end().value());
        assertEquals(new BigDecimal("3382.0"), f.blackRating().value().value());
        assertEquals(new TimeControl(300, 0, 10), f.timeControl().value());
    }

    @Test
    void negativeAndDecimalRatesAreNumbers() {
        GameFacts f = facts(
                "g.csa",
                "V2\nN+a\nN-b\n$EVENT:wdoor+floodgate-600-10+a+b+20240101000000\nPI\n+\n"
                        + "'black_rate:a+0123:-120.5\n'white_rate:b+4567:1800\n+7776FU\n%TORYO\n");
        assertEquals(new BigDecimal("-120.5"), f.blackRating().value().value());
        assertEquals(new BigDecimal("1800"), f.whiteRating().value().value());
        assertEquals(new TimeControl(600, 10, 0), f.timeControl().value(), "no F: 10 s byoyomi");
    }

    @Test
    void kifuForWindowsHeader() {
        GameFacts f = Formats.facts(
                corpus("gunyarakun-python-shogi/extracted-from-tests/kif_test__TEST_KIF_STR_WITH_TIME.kif"));
        assertEquals("第５４期王位戦七番勝負　第４局", f.event(), "棋戦 before 表題");
        assertEquals("ホテル日航福岡", f.site());
        assertEquals("2013-08-08T09:00", f.start().value());
        assertEquals("2013-08-09T17:40", f.end().value());
        assertEquals(new TimeControl(8 * 3600, 0, 0), f.timeControl().value(), "各８時間");
        assertEquals("各８時間", f.timeControl().written());
    }

    /** The application a KIF's program line names, as three applications write it; the encoding line names none. */
    @Test
    void theApplicationAKifProgramLineNames() {
        assertEquals(
                "Kifu for Windows V7 V7.70",
                Formats.facts(corpus("sunfish-shogihome/conversion/input/kifu-utf8.kifu"))
                        .application());
        assertEquals(
                "Shogidokoro",
                Formats.facts(corpus("mogproject-mog-core-scala/kif/game/009.kif"))
                        .application());
        assertEquals(
                "Electron Shogi",
                Formats.facts(
                                corpus(
                                        "na2hiro-Kifu-for-JS-examples/packages/Kifu-for-JS/examples/files/kif/32ryu-cumbersome.kif"))
                        .application());
        assertNull(
                facts(
                                "a.kifu",
                                "#KIF version=2.0 encoding=UTF-8\n# KIF形式棋譜ファイル\n手合割：平手\n"
                                        + "手数----指手---------消費時間--\n   1 ７六歩(77)\n")
                        .application(),
                "no application named");
        assertNull(
                facts(
                                "b.kifu",
                                "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n"
                                        + "# Generated by a note among the moves\n")
                        .application(),
                "a program line among the moves is no header");
    }

    @Test
    void dojo81KifHeader() {
        GameFacts f = Formats.facts(corpus("mogproject-mog-core-scala/kif/game/014.kif"));
        assertEquals("81Dojo", f.site());
        assertEquals("2019-10-20", f.start().value());
        assertEquals(new TimeControl(600, 30, 0), f.timeControl().value(), "10分+30秒");
    }

    @Test
    void jkfHeaderHasTheKifKeys() {
        GameFacts f = Formats.facts(corpus(
                "na2hiro-Kifu-for-JS-examples/packages/Kifu-for-JS/examples/files/jkf/" + "ryuou201409020101.jkf"));
        assertEquals("第２７期竜王戦挑戦者決定三番勝負　第２局", f.event());
        assertEquals("東京・将棋会館", f.site());
        assertEquals("2014-09-02T10:00", f.start().value());
        assertEquals("2014-09-02T21:47", f.end().value());
        assertEquals(5 * 3600, f.timeControl().value().initialSeconds());
    }

    @Test
    void shogiHomeSecondsAndGameNameTitle() {
        GameFacts f = Formats.facts(corpus("sunfish-shogihome/usi-csa-bridge-e2e/3/record.kifu"));
        assertEquals(new TimeControl(30, 0, 5), f.timeControl().value(), "30+0+5 as the server's Total_Time/Increment");
        assertEquals("test+test-30-5F+Enemy+usi-csa-bridge+20260805000300", f.event(), "表題 when there is no 棋戦");
    }

    @Test
    void shogiHomeMinutesAndSecondsAgreeWithTheServersClock() {
        // scenario 14's server sent Total_Time:600, Byoyomi:10; scenario 15's Total_Time:10, Byoyomi:30
        assertEquals(
                new TimeControl(600, 10, 0),
                Formats.facts(corpus("sunfish-shogihome/usi-csa-bridge-e2e/14/record.kifu"))
                        .timeControl()
                        .value());
        assertEquals(
                new TimeControl(10, 30, 0),
                Formats.facts(corpus("sunfish-shogihome/usi-csa-bridge-e2e/15/record.kifu"))
                        .timeControl()
                        .value());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "各５時間|18000|0|0",
                "10分+30秒|600|30|0",
                "9分切れ負け|540|0|0",
                "1時間30分|5400|0|0",
                "5分+5秒追加|300|0|5",
                "30+0+5|30|0|5",
                // the forms real files and programs write (issue 43): JKF test files, ShogiHome, lishogi, bioshogi
                "60分 切れたら1分将棋|3600|60|0",
                "15分＋30秒＋（考慮時間10分）|1500|30|0",
                "各４時間|14400|0|0",
                "１時間２分|3720|0|0",
                "62分|3720|0|0",
                "10:00+30|600|30|0",
                "300+0+5|300|0|5",
                "10分（秒読み30秒）|600|30|0",
                "15分30秒|930|0|0",
                "１時間|3600|0|0"
            })
    void kifTimeControls(String written, long initial, long byoyomi, long increment) {
        assertEquals(new TimeControl(initial, byoyomi, increment), KifGameFactsAccess.timeControl(written));
    }

    /** lishogi writes main|byoyomi(periods)+increment (its readKifConfig). */
    @Test
    void lishogisTimeControl() {
        assertEquals(new TimeControl(600, 20, 10), KifGameFactsAccess.timeControl("10分|20秒(1)+10"));
        assertEquals(new TimeControl(600, 20, 0), KifGameFactsAccess.timeControl("10分|20秒(1)"));
    }

    /** A separate 秒読み line gives the byoyomi that 持ち時間 leaves out. */
    @Test
    void aByoyomiLineCompletesTheTimeControl() {
        GameFacts f = dev.shinpan.record.kif.KifGameFacts.of(
                List.of(new HeaderEntry("持ち時間", "各10分", null), new HeaderEntry("秒読み", "30秒", null)));
        assertEquals(new TimeControl(600, 30, 0), f.timeControl().value());
    }

    @Test
    void unreadableValuesAreKeptAsWrittenNotDropped() {
        GameFacts f = Formats.facts(corpus("sunfish-tsshogi/extracted-from-spec/kakinoki__metadata__1.kif"));
        assertEquals("開始日時テスト", f.start().written());
        assertFalse(f.start().understood());
        assertEquals("持ち時間テスト", f.timeControl().written());
        assertEquals(
                List.of("開始日時", "終了日時", "持ち時間"),
                f.unread().stream().map(Stated::key).toList());
        GameFacts piyo = Formats.facts(corpus("sunfish-tsshogi/extracted-from-spec/kakinoki__import_PiyoShogi__1.kif"));
        assertEquals("0000/00/00 00:00:00", piyo.start().written(), "ぴよ将棋's no-date is no date");
        assertNull(piyo.start().value());
        assertNull(piyo.end(), "an empty 終了日時 says nothing");
    }

    @Test
    void dojo81CsaPlayerLines() {
        GameFacts f = facts(
                "d.csa",
                "V2\nN+alice\nN-bob\n$EVENT:EARTH+nr_alice-600-30+alice+bob+20200626125026\n"
                        + "I+1649,840,x2|81WS\nI-*1154,392,x2|ADR\n$START_TIME:2020/06/26 12:50:26\nPI\n+\n+7776FU\n%TORYO\n");
        assertEquals(new Rating(new BigDecimal("1649"), false), f.blackRating().value());
        assertEquals(new Rating(new BigDecimal("1154"), true), f.whiteRating().value(), "* marks a provisional rating");
        assertEquals(new TimeControl(600, 30, 0), f.timeControl().value());
    }

    @Test
    void csaV3TimeAndV22TimeLimit() {
        assertEquals(
                new TimeControl(900, 0, 5),
                facts("a.csa", "V3.0\n$TIME:900+0+5\nPI\n+\n").timeControl().value());
        assertEquals(
                new TimeControl(3600 + 30 * 60, 60, 0),
                facts("b.csa", "V2.2\n$TIME_LIMIT:01:30+60\nPI\n+\n")
                        .timeControl()
                        .value());
        assertEquals(
                new TimeControl(600, 10, 0),
                facts("c.csa", "V3.0\n$TIME+:600+10+0\n$TIME-:600+10+0\nPI\n+\n")
                        .timeControl()
                        .value());
        assertNull(
                facts("d.csa", "V3.0\n$TIME+:600+10+0\n$TIME-:300+10+0\nPI\n+\n")
                        .timeControl(),
                "a time handicap is no one time control");
    }

    @Test
    void aRecordWithoutFactsHasNone() {
        assertTrue(facts("u.usi", "position startpos moves 7g7f\n").isEmpty());
        assertTrue(facts("n.csa", "V2\nN+a\nN-b\nPI\n+\n").isEmpty());
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "2017/03/02 21:00:02|2017-03-02T21:00:02",
                "1999/07/15(木) 19:07:12|1999-07-15T19:07:12",
                "2014/09/02 10:00|2014-09-02T10:00",
                "1709/11/25|1709-11-25",
                "2017-03-22T01:00:00.000Z|2017-03-22T01:00:00.000Z",
                "2020/01/02 03:04:05 +0900|2020-01-02T03:04:05+09:00",
                "２０１４／０９／０２|2014-09-02",
                "13:28:35|13:28:35"
            })
    void datesAsTheAppsWriteThem(String written, String iso) {
        assertEquals(iso, FactReader.dateTime(written));
    }

    @ParameterizedTest
    @CsvSource({"0000/00/00 00:00:00", "1711/03/00", "2021/02/29", "18世紀", "2020/01/02 25:00"})
    void notDates(String written) {
        assertNull(FactReader.dateTime(written));
    }

    /**
     * A shogi-server game name's time part (shogi-server's doc: {@code <name>-<seconds>-<byoyomi>},
     * {@code F} for Fischer): the first {@code +}-separated part that ends so and holds no blank.
     * Expected: initial, byoyomi, increment and the part, or "none".
     */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY+20170302210003 | 300 | 0 | 10 | floodgate-300-10F",
                "floodgate-600-10                    | 600  | 10 | 0 | floodgate-600-10",
                "  wcsc33-1500-0                     | 1500 | 0  | 0 | wcsc33-1500-0",
                "-300-10                             | 300  | 10 | 0 | -300-10",
                "a-b-300-10                          | 300  | 10 | 0 | a-b-300-10",
                "+x-0-30                             | 0    | 30 | 0 | x-0-30",
                "x-999999-9999F                      | 999999 | 0 | 9999 | x-999999-9999F",
                "lishogi 0                           | -1 | -1 | -1 | none",
                "a b-300-10                          | -1 | -1 | -1 | none",
                "300-10                              | -1 | -1 | -1 | none",
                "x-1234567-10                        | -1 | -1 | -1 | none",
                "x-300-12345                         | -1 | -1 | -1 | none",
                "x-300-10FF                          | -1 | -1 | -1 | none",
                "x--10                               | -1 | -1 | -1 | none",
                "x-300-                              | -1 | -1 | -1 | none",
                "x-300-10+y-600-5                    | 300 | 10 | 0 | x-300-10",
                "y-600-x+x-300-10                    | 300 | 10 | 0 | x-300-10",
            })
    void gameNameTimeParts(String written, long initial, long byoyomi, long increment, String part) {
        TimeControl control = FactReader.gameName(written);
        if (part.equals("none")) {
            assertNull(control, written);
            assertNull(FactReader.gameNamePart(written), written);
            return;
        }
        assertEquals(new TimeControl(initial, byoyomi, increment), control, written);
        assertEquals(part, FactReader.gameNamePart(written), written);
    }

    /** The clock's shortcut to the time control gives what the whole facts give, for every corpus record. */
    @org.junit.jupiter.api.Test
    void theTimeControlAloneIsTheOneTheFactsState() throws IOException {
        java.nio.file.Path root = java.nio.file.Path.of("src/test/resources/corpus");
        List<java.nio.file.Path> files;
        try (java.util.stream.Stream<java.nio.file.Path> walk = java.nio.file.Files.walk(root)) {
            files = walk.filter(java.nio.file.Files::isRegularFile)
                    .filter(f -> f.toString().matches(".*\\.(kif|kifu|ki2|ki2u|csa|jkf|json)$"))
                    .sorted()
                    .toList();
        }
        int stated = 0;
        for (java.nio.file.Path f : files) {
            for (GameRecord r :
                    new RecordLoader().load(InputEntry.of(f.toString(), java.nio.file.Files.readAllBytes(f)), null)) {
                Stated<TimeControl> whole = Formats.facts(r).timeControl();
                assertEquals(whole, Formats.timeControl(r), f.toString());
                stated += whole == null ? 0 : 1;
            }
        }
        assertTrue(stated > 20, "the corpus states time controls: " + stated);
    }
}
