package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.text.Catalogue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Records of games shinpan does not judge, as lishogi exports them (its KIF writer names the game in
 * {@code 手合割}: 安南将棋, 京都将棋, 王手将棋; a Chu Shogi SFEN has twelve files): never
 * judged as shogi, but reported as not judged, naming the game, in every format that can say it.
 */
class UnsupportedVariantTest {

    /** A Kyoto Shogi game as lishogi's KIF export writes one: read as shogi, 1五 is empty (a false foul). */
    static final String KYOTO_KIF = "先手：Sente\n後手：Gote\n手合割：京都将棋\n手数----指手---------消費時間--\n"
            + "   1 １四飛(15)   ( 0:01/00:00:01)\n   2 ２三角(14)   ( 0:01/00:00:01)\n";

    static GameRecord read(String name, String text) {
        List<GameRecord> records =
                new RecordLoader().load(InputEntry.of(name, text.getBytes(StandardCharsets.UTF_8)), null);
        assertEquals(1, records.size());
        return records.get(0);
    }

    static Verdict judge(GameRecord record) {
        return new Referee(Rulesets.byName("jsa").orElseThrow()).judge(record);
    }

    private static void assertNotJudged(GameRecord record, String game) {
        assertNull(record.start(), "no start position of another game: " + record.problems());
        assertTrue(UnsupportedGame.of(record).isPresent(), record.format() + " " + record.problems());
        Verdict v = judge(record);
        assertEquals(Verdict.Status.NOT_JUDGED, v.status());
        assertEquals(Referee.UNSUPPORTED_VARIANT, v.remarks().get(0).id());
        String said = Catalogue.english().render(v.remarks().get(0).text());
        assertTrue(said.contains(game), said);
        assertNull(v.firstIllegal(), "no foul of a game not judged");
    }

    @ParameterizedTest
    @CsvSource({
        "安南将棋, Annan Shogi (安南将棋)",
        "京都将棋, Kyoto Shogi (京都将棋)",
        "京都, Kyoto Shogi (京都将棋)",
        "王手将棋, Check Shogi (王手将棋)",
        "中将棋, Chu Shogi (中将棋)"
    })
    void aKifStartNamingAnotherGameIsNotJudged(String start, String game) {
        GameRecord record = read("lishogi.kif", KYOTO_KIF.replace("京都将棋", start));
        assertNotJudged(record, game);
        Problem p = UnsupportedGame.of(record).orElseThrow();
        assertEquals(3, p.line(), "located at the 手合割 line");
        assertEquals("Sente", record.blackPlayer().orElseThrow(), "the header before it is kept");
    }

    @Test
    void aKi2StartNamingAnotherGameIsNotJudged() {
        assertNotJudged(read("lishogi.ki2", "手合割：安南将棋\n▲７六歩 △３四歩\n"), "Annan Shogi (安南将棋)");
    }

    @Test
    void aTwelveFileSfenIsAnotherGame() {
        // a Chu Shogi board: twelve files, numbers of two digits
        assertNotJudged(read("chu.sfen", "sfen " + "12/".repeat(11) + "12 b - 1\n"), "Chu Shogi (中将棋)");
    }

    @Test
    void theGamesShinpanJudgesAreReadAsBefore() {
        assertEquals(
                Verdict.Status.OK,
                judge(read(
                                "even.kif",
                                KYOTO_KIF
                                        .replace("京都将棋", "平手")
                                        .replace("１四飛(15)", "７六歩(77)")
                                        .replace("２三角(14)", "３四歩(33)")))
                        .status());
        GameRecord tori = read("tori.kif", "手合割：禽将棋\n手数----指手---------消費時間--\n");
        assertEquals("tori", tori.variant().name());
        GameRecord mini = read("mini.kif", "手合割：5五将棋\n手数----指手---------消費時間--\n");
        assertEquals("minishogi", mini.variant().name(), "Minishogi is judged, no longer refused");
        assertEquals(
                Verdict.Status.OK,
                judge(
                                read(
                                        "game.sfen",
                                        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f\n"))
                        .status());
    }
}
