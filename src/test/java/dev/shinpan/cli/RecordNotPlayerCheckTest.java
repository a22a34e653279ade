package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Where the record is wrong, not the player, the verdict must not stand against the player: a
 * piece named as it was before promotion, kanji lost to a wrong decoding, a move quoted in a log's
 * comment, the server's ruling a client saved, Gekisashi's one-line names, a Chu Shogi record, 中断
 * after a mate. Every input is written by the test.
 */
class RecordNotPlayerCheckTest {

    @TempDir
    Path tmp;

    private static JsonNode record(Cli r) throws IOException {
        return new ObjectMapper().readTree(r.out()).get("records").get(0);
    }

    private JsonNode check(String name, String text, String... options) throws IOException {
        Path file = Files.writeString(tmp.resolve(name), text);
        List<String> args = new ArrayList<>(List.of("check", "--format", "json"));
        args.addAll(List.of(options));
        args.add(file.toString());
        return record(Cli.run(args.toArray(String[]::new)));
    }

    private static List<String> remarkIds(JsonNode record) {
        List<String> ids = new ArrayList<>();
        record.get("remarks").forEach(r -> ids.add(r.get("id").asText()));
        return ids;
    }

    private static JsonNode remark(JsonNode record, String id) {
        for (JsonNode r : record.get("remarks")) {
            if (r.get("id").asText().equals(id)) {
                return r;
            }
        }
        throw new AssertionError("no remark " + id + " in " + record.get("remarks"));
    }

    /** Row 1: 角 written for the 馬 that stands on the stated origin. */
    @Nested
    class NotationSlips {

        /** After ７六歩 ３四歩 ２二角成, Black's 馬 stands on 2二; ３三角(22) names it 角. */
        private static final String KIF = "手合割：平手\n手数----指手---------消費時間--\n"
                + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 ８四歩(83)\n   5 %s\n   6 投了\n";

        private static final String CSA = "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n-8384FU\n%s\n%%TORYO\n";

        @Test
        void aSlipIsPlayedWithARemarkUnderJsaAndIsAFoulUnderCsa() throws IOException {
            String kif = KIF.formatted("３三角(22)");
            JsonNode jsa = check("slip.kifu", kif);
            assertEquals("ok", jsa.get("status").asText(), jsa.toString());
            assertEquals("resignation", jsa.get("result").get("reason").asText());
            assertEquals("black", jsa.get("result").get("winner").asText());
            JsonNode slip = remark(jsa, "notation-slip");
            assertEquals(7, slip.get("line").asInt());
            assertTrue(slip.get("message").asText().contains("３三角(22)"), slip.toString());
            assertTrue(slip.get("message").asText().contains("horse"), slip.toString());

            JsonNode csa = check("slip-csa.kifu", kif, "--ruleset", "csa");
            assertEquals("illegal-move", csa.get("result").get("reason").asText());
            assertEquals("piece-mismatch", csa.get("firstIllegal").get("code").asText());
            assertFalse(remarkIds(csa).contains("notation-slip"));

            JsonNode strict = check("slip-strict.kifu", kif, "--strict-notation", "on");
            assertEquals(
                    "piece-mismatch", strict.get("firstIllegal").get("code").asText());
        }

        @Test
        void csaKaFromASquareHoldingUmIsTheSameSlip() throws IOException {
            String csa = CSA.formatted("+2233KA");
            JsonNode jsa = check("slip.csa", csa);
            assertEquals("ok", jsa.get("status").asText(), jsa.toString());
            assertEquals(8, remark(jsa, "notation-slip").get("line").asInt());
            JsonNode strict = check("slip-strict.csa", csa, "--ruleset", "csa");
            assertEquals(
                    "piece-mismatch", strict.get("firstIllegal").get("code").asText());
        }

        @Test
        void aMoveNoReadingMakesLegalStaysAFoulUnderBoth() throws IOException {
            // a horse steps one square orthogonally: 2二 to 2四 is no move of its either
            for (String ruleset : List.of("jsa", "csa")) {
                JsonNode kif = check(ruleset + ".kifu", KIF.formatted("２四角(22)"), "--ruleset", ruleset);
                assertEquals("illegal-move", kif.get("result").get("reason").asText(), ruleset);
                assertFalse(remarkIds(kif).contains("notation-slip"), ruleset);
                JsonNode csa = check(ruleset + ".csa", CSA.formatted("+2224KA"), "--ruleset", ruleset);
                assertEquals("illegal-move", csa.get("result").get("reason").asText(), ruleset);
            }
        }

        @Test
        void aPromotionWrittenWithThePromotedCodeIsNoSlip() throws IOException {
            JsonNode csa = check("promote.csa", "V2.2\nPI\n+\n+7776FU\n-3334FU\n+8822UM\n%TORYO\n");
            assertEquals("ok", csa.get("status").asText(), csa.toString());
            assertFalse(remarkIds(csa).contains("notation-slip"));
        }
    }

    /** Row 2: a file decoded with the wrong encoding and saved again. */
    @Nested
    class GarbledMoves {

        @Test
        void everyKanjiLostIsALocatedErrorNotAnEnding() throws IOException {
            StringBuilder kif = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n");
            for (int i = 1; i <= 8; i++) {
                kif.append(String.format("%4d \uFFFD\uFFFD\uFFFD(77) ( 0:00/00:00:00)%n", i));
            }
            JsonNode r = check("garbled.kifu", kif.toString());
            assertEquals("unreadable", r.get("status").asText(), r.toString());
            JsonNode error = r.get("errors").get(0);
            assertEquals(3, error.get("line").asInt());
            assertTrue(error.get("message").asText().contains("cannot be read"), error.toString());
            assertTrue(r.get("warnings").size() < 3, r.get("warnings").toString());
        }

        @Test
        void oneGarbledMoveThenResignationIsNoWinForWhite() throws IOException {
            JsonNode r = check(
                    "one.kifu",
                    "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ??歩(27)\n   4 投了\n");
            assertEquals("unreadable", r.get("status").asText(), r.toString());
            assertEquals(5, r.get("errors").get(0).get("line").asInt());
            assertNotEquals("white", r.get("result").get("winner").asText());
        }

        @Test
        void anUnknownWordWhereAnEndingCouldStandIsStillAnEnding() throws IOException {
            for (String word : List.of("ばんざい", "反則(二歩)")) {
                JsonNode r =
                        check("word.kifu", "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 " + word + "\n");
                assertEquals("ok", r.get("status").asText(), r.toString());
                assertEquals("interrupted", r.get("recordedEnding").get("code").asText());
            }
        }

        @Test
        void anUnknownWordWithATimeColumnOrADropMarkIsAnUnreadableMove() throws IOException {
            for (String line : List.of("ばんざい ( 0:01/00:00:01)", "\uFFFD\uFFFD打")) {
                JsonNode r =
                        check("timed.kifu", "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 " + line + "\n");
                assertEquals("unreadable", r.get("status").asText(), r.toString());
                assertEquals(4, r.get("errors").get(0).get("line").asInt());
                assertEquals(6, r.get("errors").get(0).get("column").asInt());
            }
        }
    }

    /** Row 3: a client log's comments quoting a reading, after other text on their line. */
    @Test
    void aMoveInsideACommentIsAComment() throws IOException {
        JsonNode r = check(
                "log.csa",
                "V2.2\nPI\n+\n+7776FU,T1\n12:00:01 '** 2 +7776FU -3334FU\n"
                        + "-3334FU '** -3 +2726FU\n'** 2 +7776FU -3334FU\n%TORYO\n");
        assertEquals("ok", r.get("status").asText(), r.toString());
        assertEquals(2, r.get("moves").asInt());
        assertEquals("white", r.get("result").get("winner").asText());
    }

    /** Row 4: the CSA server's ruling a client saved. */
    @Nested
    class ServerRulings {

        private static final String LOG = "Name+:alice\nName-:bob\nYour_Turn:%s\nPI\n+\n+7776FU,T1\n-3334FU,T1\n%s";

        @ParameterizedTest(name = "{0} {1} in {2}''s log: {3}, winner {4}")
        @CsvSource({
            "#TIME_UP, #LOSE, +, timeout, white",
            "#TIME_UP, #WIN, -, timeout, white",
            "#RESIGN, #LOSE, +, resignation, white",
            "#ILLEGAL_MOVE, #WIN, -, illegal-move, white",
            "#CHUDAN, '', +, interrupted, ",
        })
        void eachRulingIsTheEnding(String event, String outcome, String side, String reason, String winner)
                throws IOException {
            String lines = event + "\n" + (outcome.isEmpty() ? "" : outcome + "\n");
            JsonNode r = check("ruling.csa", LOG.formatted(side, lines));
            assertEquals(reason, r.get("recordedEnding").get("code").asText(), r.toString());
            assertEquals(reason, r.get("result").get("reason").asText(), r.toString());
            assertEquals(
                    winner == null ? "null" : winner,
                    r.get("result").get("winner").asText());
            assertEquals(0, r.get("warnings").size(), r.get("warnings").toString());
        }

        @ParameterizedTest(name = "{0} {1}: {2}")
        @CsvSource({
            "#SENNICHITE, #DRAW, sennichite",
            "#OUTE_SENNICHITE, #LOSE, perpetual-check",
            "#MAX_MOVES, #CENSORED, max-moves",
            "#JISHOGI, #WIN, impasse",
        })
        void rulingsTheRulesWeighAreTheRecordedEnding(String event, String outcome, String reason) throws IOException {
            JsonNode r = check("weighed.csa", LOG.formatted("+", event + "\n" + outcome + "\n"));
            assertEquals(reason, r.get("recordedEnding").get("code").asText(), r.toString());
            assertEquals(0, r.get("warnings").size(), r.get("warnings").toString());
        }

        @Test
        void toryoThenResignIsOneEnding() throws IOException {
            // Black to move resigns; the log is Black's, so the server tells it #LOSE
            JsonNode r = check("toryo.csa", LOG.formatted("+", "%TORYO\n#RESIGN\n#LOSE\n"));
            assertEquals("ok", r.get("status").asText(), r.toString());
            assertEquals("%TORYO", r.get("recordedEnding").get("text").asText());
            assertEquals(List.of(), remarkIds(r));
        }

        @Test
        void kachiThenIllegalKachiSummaryIsOneEnding() throws IOException {
            JsonNode r = check(
                    "kachi.csa",
                    "V2\nN+alice\nN-bob\nPI\n+\n+7776FU\n-3334FU\n%KACHI\n"
                            + "'summary:illegal kachi:alice lose:bob win\n");
            assertEquals("declaration", r.get("recordedEnding").get("code").asText(), r.toString());
            assertEquals("white", r.get("recordedEnding").get("winner").asText());
            assertEquals("white", r.get("result").get("winner").asText());
            assertFalse(remarkIds(r).contains("statements-disagree"), r.toString());
            assertEquals("ok", r.get("status").asText(), r.toString());
        }

        @Test
        void winWithoutYourTurnIsWarnedAndTheEventDecides() throws IOException {
            JsonNode r = check("noturn.csa", "PI\n+\n+7776FU,T1\n-3334FU,T1\n#TIME_UP\n#WIN\n");
            assertEquals("timeout", r.get("result").get("reason").asText());
            assertEquals("white", r.get("result").get("winner").asText());
            assertEquals(6, r.get("warnings").get(0).get("line").asInt());
        }
    }

    /** Row 5: Gekisashi's clipboard KI2 names both sides on its first line. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "先手: 羽生 / 後手: 谷川|羽生|谷川",
                "先手: 先手 / 後手: 後手||",
            })
    void gekisashiNamesBothSidesOnOneLine(String line, String black, String white) throws IOException {
        JsonNode r = check("geki.ki2", line + "\n▲７六歩 △３四歩 ▲２六歩\n");
        assertEquals(
                black == null ? "null" : black, r.get("players").get("black").asText());
        assertEquals(
                white == null ? "null" : white, r.get("players").get("white").asText());
    }

    /** Row 6: lishogi's Chu Shogi KIF, by its 12-file diagram or its moves. */
    @Test
    void chuShogiIsNotJudged() throws IOException {
        String files = " １２ １１ １０ ９  ８  ７  ６  ５  ４  ３  ２  １\n";
        String frame = "+" + "-".repeat(48) + "+\n";
        String row = "|" + "  ・".repeat(12) + "|一\n";
        JsonNode diagram = check(
                "chu.kifu",
                "先手：a\n後手：b\n" + files + frame + row.repeat(12) + frame
                        + "手数----指手---------消費時間--\n   1   ７八歩 （←７九）\n");
        assertEquals("not-judged", diagram.get("status").asText(), diagram.toString());
        assertEquals("unsupported-variant", remarkIds(diagram).get(0));
        JsonNode moves = check(
                "chu-moves.kifu",
                "先手：a\n後手：b\n手合割：\n手数----指手---------消費時間--\n" + "   1   ７八歩 （←７九）\n   2   一歩目 ５五獅子 （←５六）\n");
        assertEquals("not-judged", moves.get("status").asText(), moves.toString());
        assertTrue(remark(moves, "unsupported-variant").get("message").asText().contains("Chu Shogi"));
    }

    /** Row 7: 中断 after the mating move. */
    @Test
    void interruptedAfterMateIsANoteAndTheMateStands() throws IOException {
        String board = "後手の持駒：なし\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n+---------------------------+\n"
                + "| ・ ・ ・ ・ ・ ・ ・ ・v玉|一\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
                + "| ・ ・ ・ ・ ・ ・ ・ 金 ・|三\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n"
                + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
                + "| ・ ・ ・ ・ 玉 ・ ・ 香 ・|九\n+---------------------------+\n先手の持駒：なし\n";
        JsonNode r = check("mate.kifu", board + "手数----指手---------消費時間--\n   1 ２二金(23)\n   2 中断\n");
        assertEquals("ok", r.get("status").asText(), r.toString());
        assertEquals("checkmate", r.get("result").get("reason").asText());
        assertEquals("black", r.get("result").get("winner").asText());
        JsonNode note = remark(r, "interrupted-after-end");
        assertEquals(17, note.get("line").asInt());
    }
}
