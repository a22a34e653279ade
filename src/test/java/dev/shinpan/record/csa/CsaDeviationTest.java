package dev.shinpan.record.csa;

import static dev.shinpan.record.csa.CsaTestSupport.assertAllLegal;
import static dev.shinpan.record.csa.CsaTestSupport.assertNoErrors;
import static dev.shinpan.record.csa.CsaTestSupport.assertNoProblems;
import static dev.shinpan.record.csa.CsaTestSupport.csa;
import static dev.shinpan.record.csa.CsaTestSupport.decodeCorpus;
import static dev.shinpan.record.csa.CsaTestSupport.problem;
import static dev.shinpan.record.csa.CsaTestSupport.read;
import static dev.shinpan.record.csa.CsaTestSupport.readCorpus;
import static dev.shinpan.record.csa.CsaTestSupport.warnings;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** docs/formats.md §6 "Real-world deviations", the CSA ones: one test per deviation. */
class CsaDeviationTest {

    private static final String[] EVEN_ROWS = {
        "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY",
        "P2 * -HI *  *  *  *  * -KA * ",
        "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU",
        "P4 *  *  *  *  *  *  *  *  * ",
        "P5 *  *  *  *  *  *  *  *  * ",
        "P6 *  *  *  *  *  *  *  *  * ",
        "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU",
        "P8 * +KA *  *  *  *  * +HI * ",
        "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY",
    };

    private static String evenGame(String... tail) {
        String[] lines = new String[EVEN_ROWS.length + tail.length];
        System.arraycopy(EVEN_ROWS, 0, lines, 0, EVEN_ROWS.length);
        System.arraycopy(tail, 0, lines, EVEN_ROWS.length, tail.length);
        return csa(lines);
    }

    /** An even game between two named players, as a server log names them ({@code N+}, {@code N-}). */
    private static String evenGameBetween(String black, String white, String... tail) {
        return "N+" + black + "\n" + "N-" + white + "\n" + evenGame(tail);
    }

    private static List<String> moveTexts(GameRecord r) {
        return r.mainLine().moves().stream().map(m -> m.text().text()).collect(Collectors.toList());
    }

    private static Optional<String> header(GameRecord r, String key) {
        return r.headerValue(key);
    }

    @Test
    @DisplayName("deviation 3: 'encoding=Shift_JIS and the Kifu for Windows banner instead of 'CSA encoding=")
    void deviation03_kifuForWindowsEncodingLine() {
        GameRecord inline = read(csa(
                "'encoding=Shift_JIS",
                "' ---- Kifu for Windows V7 V7.70 CSA形式棋譜ファイル ----",
                "V2.2",
                "PI",
                "+",
                "+7776FU,T0",
                "%TORYO,T1"));
        assertNoProblems(inline);
        assertEquals(Optional.of("Shift_JIS"), header(inline, "encoding"));
        assertEquals(Optional.of("2.2"), header(inline, "V"));
        assertEquals(
                List.of(" ---- Kifu for Windows V7 V7.70 CSA形式棋譜ファイル ----"),
                inline.startComments(),
                "the encoding line is not a comment; the banner is");

        // Real Kifu for Windows V7 output, Shift_JIS bytes (json-kifu-format test/files/csa/chudan.csa).
        DecodedText decoded = decodeCorpus("na2hiro-json-kifu-format/test/files/csa/chudan.csa");
        assertEquals("windows-31j", decoded.encoding());
        GameRecord real =
                readCorpus("na2hiro-json-kifu-format/test/files/csa/chudan.csa").get(0);
        assertNoProblems(real);
        assertEquals(Optional.of("Shift_JIS"), header(real, "encoding"));
        assertEquals(List.of(" ---- Kifu for Windows V7 V7.08 CSA形式棋譜ファイル ----"), real.startComments());
        assertEquals(List.of("+7776FU", "-3334FU", "+8822UM"), moveTexts(real));
        assertEquals(EndingReason.INTERRUPTED, real.mainLine().endings().get(0).reason());

        // V3.0's own declaration line is taken the same way.
        GameRecord v3 = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_v3__1.csa")
                .get(0);
        assertEquals(Optional.of("UTF-8"), header(v3, "encoding"));
        assertFalse(v3.startComments().contains("CSA encoding=UTF-8"));
    }

    @Test
    @DisplayName("deviation 4: EUC-JP CSA from the 2005 computer-shogi tournament (2005_YAMADA_GPS.csa)")
    void deviation04_eucJpTournamentLog() {
        String path = "na2hiro-json-kifu-format/test/files/csa/2005_YAMADA_GPS.csa";
        DecodedText decoded = decodeCorpus(path);
        assertEquals("EUC-JP", decoded.encoding());
        List<GameRecord> records = readCorpus(path);
        assertEquals(1, records.size());
        GameRecord r = records.get(0);
        assertNoProblems(r);
        assertEquals(Optional.of("山田将棋 Version 2.18 (LEVEL5)"), r.whitePlayer());
        assertEquals(Optional.of("gps"), r.blackPlayer());
        // The log numbers its own moves in a trailing comment field: "   1手目  ▲7六歩" … " 107手目  ▲8五桂".
        List<RecordedMove> moves = r.mainLine().moves();
        assertEquals(107, moves.size());
        assertTrue(
                moves.get(0).comments().get(0).endsWith("1手目  ▲7六歩"),
                moves.get(0).comments().toString());
        assertTrue(
                moves.get(106).comments().get(0).endsWith("107手目  ▲8五桂"),
                moves.get(106).comments().toString());
        assertEquals(1.0, moves.get(1).time().seconds(), "padded ',T1       ,' field");
        RecordedEnding end = r.mainLine().endings().get(0);
        assertEquals(EndingReason.RESIGNATION, end.reason());
        assertEquals(Side.BLACK, end.winner(), "%TORYO after move 107 (sente's): gote resigns");
        assertAllLegal(r);
    }

    @Test
    @DisplayName("deviation 5: missing final newline (nozaq v1.csa ends in %CHUDAN, noeol.csa in a comment)")
    void deviation05_missingFinalNewline() {
        String withEol = evenGame("+", "+7776FU", "T3", "%TORYO");
        String withoutEol = withEol.substring(0, withEol.length() - 1);
        GameRecord a = read(withEol);
        GameRecord b = read(withoutEol);
        assertNoProblems(b);
        assertEquals(moveTexts(a), moveTexts(b));
        assertEquals(EndingReason.RESIGNATION, b.mainLine().endings().get(0).reason());
        assertEquals("%TORYO", b.mainLine().endings().get(0).text().text());

        GameRecord v1 = readCorpus("nozaq-csa-rs/fixtures/v1.csa").get(0);
        assertNoProblems(v1);
        assertEquals(EndingReason.INTERRUPTED, v1.mainLine().endings().get(0).reason());
        GameRecord noeol =
                readCorpus("na2hiro-json-kifu-format/test/files/csa/noeol.csa").get(0);
        assertNoProblems(noeol);
        List<String> lastComments = noeol.mainLine().moves().get(1).comments();
        assertEquals(
                "---------------------------------------------------------", lastComments.get(lastComments.size() - 1));
    }

    @Test
    @DisplayName("deviation 6: trailing blanks before the line end, CRLF and LF alike")
    void deviation06_trailingBlanks() {
        String lf = evenGame("+", "+7776FU \t", "T12　", "-3334FU,T6  ", "%CHUDAN ");
        String crlf = lf.replace("\n", "\r\n");
        for (String text : List.of(lf, crlf)) {
            GameRecord r = read(text);
            assertNoProblems(r);
            assertEquals(Handicap.EVEN, r.start().handicap(), "P2 / P4 … rows end in a blank");
            assertEquals(List.of("+7776FU", "-3334FU"), moveTexts(r));
            assertEquals(12.0, r.mainLine().moves().get(0).time().seconds());
            assertEquals(6.0, r.mainLine().moves().get(1).time().seconds());
            assertEquals(EndingReason.INTERRUPTED, r.mainLine().endings().get(0).reason());
        }
        // Old Mac line ends (lone CR) too.
        GameRecord cr = read(lf.replace("\n", "\r"));
        assertNoProblems(cr);
        assertEquals(List.of("+7776FU", "-3334FU"), moveTexts(cr));
        assertEquals(13, cr.mainLine().moves().get(1).text().line(), "CR ends lines");
        // Rows with their trailing blank cut off, as after copy-paste (docs/formats.md, deviation 39).
        String trimmed = lf.replace("* \n", "*\n");
        assertFalse(trimmed.contains("* \n"));
        GameRecord r = read(trimmed);
        assertNoProblems(r);
        assertEquals(Handicap.EVEN, r.start().handicap());
    }

    @Test
    @DisplayName("deviation 34: versions: none (V1), V2 (floodgate), V2.1, V2.2, V3.0")
    void deviation34_versions() {
        // nozaq/csa-rs fixtures: the same spec example game in each version's syntax.
        String[][] fixtures = {
            {"nozaq-csa-rs/fixtures/v1.csa", null},
            {"nozaq-csa-rs/fixtures/v2.csa", "2"},
            {"nozaq-csa-rs/fixtures/v2_1.csa", "2.1"},
            {"nozaq-csa-rs/fixtures/v2_2.csa", "2.2"},
        };
        for (String[] f : fixtures) {
            GameRecord r = readCorpus(f[0]).get(0);
            assertNoProblems(r);
            assertEquals(Optional.ofNullable(f[1]), header(r, "V"), f[0]);
            assertEquals(Optional.of("NAKAHARA"), r.blackPlayer(), f[0]);
            assertEquals(List.of("+2726FU", "-3334FU"), moveTexts(r), f[0]);
            assertEquals(12.0, r.mainLine().moves().get(0).time().seconds(), f[0]);
            assertEquals(EndingReason.INTERRUPTED, r.mainLine().endings().get(0).reason(), f[0]);
        }
        GameRecord v2 = readCorpus("nozaq-csa-rs/fixtures/v2.csa").get(0);
        assertEquals(Optional.of("YAGURA"), header(v2, "$OPENING"));
        assertEquals(Optional.of("00:25+00"), header(v2, "$TIME_LIMIT"));

        GameRecord v3 = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_v3__1.csa")
                .get(0);
        assertEquals(Optional.of("3.0"), header(v3, "V"));
        assertEquals(Optional.of("900+0+5"), header(v3, "$TIME"));
        assertEquals(Optional.of("320"), header(v3, "$MAX_MOVES"));
        assertEquals(Optional.of("27"), header(v3, "$JISHOGI"));
        assertEquals(Optional.of("備考１行目\\n２行目"), header(v3, "$NOTE"), "kept as written, escapes included");

        GameRecord floodgate =
                readCorpus("na2hiro-json-kifu-format/test/files/csa/v2.csa").get(0);
        assertEquals(Optional.of("2"), header(floodgate, "V"));

        GameRecord odd = read(csa("V9.9", "PI", "+"));
        Problem p = problem(odd, "unknown CSA version");
        assertEquals(Problem.Severity.WARNING, p.severity());
        assertEquals(1, p.line());
    }

    @Test
    @DisplayName("deviation 35: move and time on one line (+7776FU,T0) or on two lines")
    void deviation35_moveAndTimeOneOrTwoLines() {
        GameRecord joined = read(evenGame("+", "+7776FU,T12,-3334FU,T6", "+2726FU,T0", "%TORYO,T3"));
        GameRecord split = read(evenGame("+", "+7776FU", "T12", "-3334FU", "T6", "+2726FU", "T0", "%TORYO", "T3"));
        for (GameRecord r : List.of(joined, split)) {
            assertNoProblems(r);
            assertEquals(List.of("+7776FU", "-3334FU", "+2726FU"), moveTexts(r));
            assertEquals(
                    List.of(12.0, 6.0, 0.0),
                    r.mainLine().moves().stream().map(m -> m.time().seconds()).collect(Collectors.toList()));
            assertEquals(EndingReason.RESIGNATION, r.mainLine().endings().get(0).reason());
            assertEquals(Side.BLACK, r.mainLine().endings().get(0).winner());
        }
        RecordedMove second = joined.mainLine().moves().get(1);
        assertEquals(11, second.text().line());
        assertEquals(13, second.text().column(), "-3334FU is the third field of its line");

        GameRecord kifuForWindows = readCorpus("na2hiro-json-kifu-format/test/files/csa/illegal_lose.csa")
                .get(0);
        assertNoProblems(kifuForWindows);
        assertEquals(List.of("+7776FU", "-3334FU"), moveTexts(kifuForWindows));
        GameRecord floodgate =
                readCorpus("na2hiro-json-kifu-format/test/files/csa/v2.csa").get(0);
        assertNoProblems(floodgate);
        assertTrue(floodgate.mainLine().moves().stream().allMatch(m -> m.time() != null));
    }

    @Test
    @DisplayName("deviation 36: T after %TORYO / %ILLEGAL_MOVE (WCSC31 log ends %ILLEGAL_MOVE then T24)")
    void deviation36_timeAfterSpecial() {
        GameRecord inline = read(evenGame("+", "+7776FU", "T1", "%TORYO", "T16"));
        assertNoProblems(inline);
        assertEquals(1.0, inline.mainLine().moves().get(0).time().seconds(), "T16 is not the move's");

        GameRecord wcsc = readCorpus("muzudho-kif-parser/docs/examples/csa/[wcsc31]WCSC31_L8_ANS_KFW_1.csa")
                .get(0);
        assertNoProblems(wcsc);
        assertEquals(52, wcsc.mainLine().moves().size());
        RecordedEnding end = wcsc.mainLine().endings().get(0);
        assertEquals("%ILLEGAL_MOVE", end.text().text());
        assertEquals(111, end.text().line());
        assertEquals(EndingReason.ILLEGAL_MOVE, end.reason());
        assertEquals(52, end.ply());
        assertEquals(Side.BLACK, end.offender(), "after 52 moves sente is to move and made the illegal move");
        assertEquals(Side.WHITE, end.winner());
        assertAllLegal(wcsc);
    }

    @Test
    @DisplayName(
            "deviation 37: floodgate: result only in 'summary: (max_moves), illegal tries only as 'ILLEGAL_MOVE(…)")
    void deviation37_floodgateSummaryOnly() {
        String path = "muzudho-kif-parser/docs/examples/csa/"
                + "[floodgate]wdoor+floodgate-300-10F+Titanda_L+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa";
        GameRecord r = readCorpus(path).get(0);
        assertNoProblems(r);
        assertEquals(256, r.mainLine().moves().size(), "'Max_Moves:256 and the summary says max_moves");
        assertEquals(1, r.mainLine().endings().size(), "no % line, only the summary");
        RecordedEnding end = r.mainLine().endings().get(0);
        assertEquals(EndingOrigin.SERVER_SUMMARY, end.origin());
        assertEquals(EndingReason.MAX_MOVES, end.reason());
        assertNull(end.winner());
        assertEquals(256, end.ply());
        assertEquals(801, end.text().line());
        List<String> trailer = r.mainLine().moves().get(255).comments();
        assertTrue(
                r.startComments().containsAll(List.of("Max_Moves:256", "Least_Time_Per_Move:0", "Increment:10")),
                "server settings stay comments: " + r.startComments());
        assertTrue(trailer.contains("P1 *  *  *  * +OU *  *  *  *"), "final position trailer kept as comments");
        assertAllLegal(r);

        // Time-up and illegal moves: no % line at all, the try only in a comment (shogi-server game.rb).
        GameRecord illegal = read(evenGameBetween(
                "alice",
                "bob",
                "+",
                "+7776FU",
                "T1",
                "-3334FU",
                "T1",
                "'ILLEGAL_MOVE(+8822KA)",
                "'summary:illegal move:alice lose:bob win"));
        assertNoProblems(illegal);
        assertEquals(2, illegal.mainLine().moves().size(), "the illegal try is not a move");
        RecordedEnding foul = illegal.mainLine().endings().get(0);
        assertEquals(EndingReason.ILLEGAL_MOVE, foul.reason());
        assertEquals(Side.WHITE, foul.winner());
        assertEquals(Side.BLACK, foul.offender());
        assertEquals("ILLEGAL_MOVE(+8822KA)", foul.detail());
        assertTrue(illegal.mainLine().moves().get(1).comments().contains("ILLEGAL_MOVE(+8822KA)"));

        GameRecord both = read(evenGame(
                "+", "+7776FU", "'ILLEGAL_MOVE(-3322KA)", "%ILLEGAL_MOVE", "'summary:illegal move:a win:b lose"));
        assertEquals(
                List.of("ILLEGAL_MOVE(-3322KA)", "ILLEGAL_MOVE(-3322KA)"),
                both.mainLine().endings().stream().map(RecordedEnding::detail).collect(Collectors.toList()));
        GameRecord action = read(evenGame("+", "+7776FU", "'ILLEGAL_MOVE(-3322KA)", "%-ILLEGAL_ACTION"));
        assertNull(action.mainLine().endings().get(0).detail(), "an illegal action is not the server's illegal move");

        GameRecord timeUp =
                read(evenGameBetween("alice", "bob", "+", "+7776FU", "T1", "'summary:time up:alice win:bob lose"));
        RecordedEnding t = timeUp.mainLine().endings().get(0);
        assertEquals(EndingReason.TIMEOUT, t.reason());
        assertEquals(Side.BLACK, t.winner());
        assertEquals(1, t.ply());
    }

    @Test
    @DisplayName("deviation 38: $END_TIME after the moves (WCSC34 relay)")
    void deviation38_endTimeAfterMoves() {
        GameRecord r = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_wcsc34__1.csa")
                .get(0);
        assertNoProblems(r);
        assertEquals(Optional.of("2024/05/04 11:05:12"), header(r, "$END_TIME"));
        assertEquals(Optional.of("2024/05/04 10:40:30"), header(r, "$START_TIME"));
        assertEquals(125, r.mainLine().moves().size());
        assertEquals(EndingReason.RESIGNATION, r.mainLine().endings().get(0).reason());

        // Other game information that late is kept too, but noticed.
        GameRecord late = read(evenGame("+", "+7776FU", "$OPENING:YAGURA", "$END_TIME:2024/05/04 11:05:12"));
        assertEquals(Optional.of("YAGURA"), header(late, "$OPENING"));
        assertEquals(1, warnings(late).size(), late.problems().toString());
        assertEquals("$OPENING:YAGURA", warnings(late).get(0).text());
    }

    @Test
    @DisplayName("deviation 39: collapsed blanks in P rows (V3 spec example) and a missing trailing blank")
    void deviation39_collapsedPRows() {
        GameRecord v3 = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_v3__1.csa")
                .get(0);
        assertEquals(Handicap.EVEN, v3.start().handicap(), "P2 * -HI * * * * * -KA * read as the even start");
        assertEquals(5, warnings(v3).size(), "P2, P4, P5, P6, P8 are collapsed: " + v3.problems());
        assertTrue(warnings(v3).stream().allMatch(p -> p.message().contains("collapsed")));
        CsaTestSupport.assertNoErrors(v3);

        GameRecord twoPiece = readCorpus("hnakada123-ShogiBoardQ/tests/fixtures/test_handicap_2piece.csa")
                .get(0);
        assertEquals(Handicap.TWO_PIECE, twoPiece.start().handicap());
        assertAllLegal(twoPiece);

        GameRecord collapsed = read(csa(
                "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY",
                "P2 * -HI * * * * * -KA *",
                "P3-FU-FU-FU-FU-FU-FU-FU-FU-FU",
                "P4 *  *  *  *  *  *  *  *  *",
                "P5 *  *  *  *  *  *  *  *  *",
                "P6 *  *  *  *  *  *  *  *  *",
                "P7+FU+FU+FU+FU+FU+FU+FU+FU+FU",
                "P8 * +KA *  *  *  *  * +HI *",
                "P9+KY+KE+GI+KI+OU+KI+GI+KE+KY",
                "+"));
        assertEquals(Handicap.EVEN, collapsed.start().handicap());
        assertEquals(1, collapsed.problems().size(), "only P2 is collapsed; the others only lost their trailing blank");
        assertEquals(2, collapsed.problems().get(0).line());

        // A cell that is not " * " and does not start with + or - is empty by the spec's own rule,
        // as in mog-core-scala's 002.csa ("P2 * -HI *  *  *  *  * -KA *.").
        GameRecord dotted =
                readCorpus("mogproject-mog-core-scala/csa/game/002.csa").get(0);
        assertEquals(Handicap.EVEN, dotted.start().handicap());
        assertNoErrors(dotted);
        assertEquals(5, warnings(dotted).size());

        GameRecord broken = read(csa("P1-KY-KE-GI-KI-OU-KI-GI-KE-KY-FU", "+"));
        assertEquals(Problem.Severity.ERROR, broken.problems().get(0).severity());
        assertNull(broken.start());
    }

    @Test
    @DisplayName("deviation 40: negative T (Shogi Wars) and decimal T (V3: T6.123, T1.)")
    void deviation40_negativeAndDecimalTimes() {
        GameRecord r = read(evenGame("+", "+7776FU", "T-123", "-3334FU", "T6.123", "+2726FU", "T1.", "-8384FU,T.5"));
        assertEquals(
                List.of(-123.0, 6.123, 1.0, 0.5),
                r.mainLine().moves().stream().map(m -> m.time().seconds()).collect(Collectors.toList()));
        assertEquals(1, r.problems().size(), r.problems().toString());
        Problem negative = r.problems().get(0);
        assertEquals(Problem.Severity.WARNING, negative.severity());
        assertEquals("T-123", negative.text());
        assertEquals(12, negative.line());

        GameRecord v3 = readCorpus("sunfish-tsshogi/extracted-from-spec/csa__import_v3__1.csa")
                .get(0);
        assertEquals(6.123, v3.mainLine().moves().get(1).time().seconds());
    }

    @Test
    @DisplayName("deviation 41: custom $X_FINAL / $X_WINNER keys (shogi-extend) kept; $ lines never split on commas")
    void deviation41_customInfoKeys() {
        GameRecord r = read(csa(
                "V2.2",
                "N+alice, the first",
                "N-bob",
                "$EVENT:Cup, round 1",
                "$X_FINAL:投了",
                "$X_WINNER:△",
                "PI",
                "+",
                "+7776FU",
                "%TORYO"));
        assertNoProblems(r);
        assertEquals(Optional.of("投了"), header(r, "$X_FINAL"));
        assertEquals(Optional.of("△"), header(r, "$X_WINNER"));
        assertEquals(Optional.of("Cup, round 1"), header(r, "$EVENT"));
        assertEquals(Optional.of("alice, the first"), r.blackPlayer());
        assertEquals(
                List.of("V", "N+", "N-", "$EVENT", "$X_FINAL", "$X_WINNER"),
                r.header().stream().map(h -> h.key()).collect(Collectors.toList()),
                "file order");
    }

    @Test
    @DisplayName("deviation 42: first move glued to the end of a comment line, its T before any move (floodgate 2012)")
    void deviation42_moveGluedToComment() {
        // cshogi#60's minimal example.
        GameRecord minimal = read(csa("V2.2", "PI", "+", "'+2726FU", "T1", "-3334FU", "T2"));
        assertEquals(List.of("+2726FU", "-3334FU"), moveTexts(minimal));
        assertEquals(1.0, minimal.mainLine().moves().get(0).time().seconds());
        assertEquals(List.of(), minimal.startComments(), "nothing left of the comment");
        Problem p = problem(minimal, "glued");
        assertEquals(Problem.Severity.WARNING, p.severity());
        assertEquals(4, p.line());
        assertEquals(2, p.column());
        assertEquals("+2726FU", p.text());
        assertAllLegal(minimal);

        // The shape of the 2012 file: a floodgate header comment with the move at its end.
        GameRecord real = read(csa(
                "V2",
                "N+Gekisashi",
                "N-gps",
                "PI",
                "+",
                "'white_rate:gps+0123:3000.0+2726FU",
                "T1",
                "-8384FU",
                "T1",
                "%TORYO"));
        assertEquals(List.of("+2726FU", "-8384FU"), moveTexts(real));
        assertEquals(List.of("white_rate:gps+0123:3000.0"), real.startComments());
        assertEquals(1, real.problems().size());
        assertEquals(Side.BLACK, real.mainLine().moves().get(0).move().side());
        assertEquals(new Square(2, 6), real.mainLine().moves().get(0).move().to());

        // A reading line ends in a move too; one of the wrong side is not taken for the move due.
        GameRecord pv = read(csa("PI", "+", "+7776FU", "T1", "'** 30 -3334FU +2726FU", "T2", "-3334FU"));
        assertEquals(List.of("+7776FU", "-3334FU"), moveTexts(pv));
        assertEquals(
                List.of("** 30 -3334FU +2726FU"), pv.mainLine().moves().get(0).comments());
        assertEquals("T2", problem(pv, "time with no move").text());

        // A T after a plain comment is not a move: ignored with a warning.
        GameRecord stray = read(csa("PI", "+", "'no move here", "T1", "+7776FU"));
        assertEquals(List.of("+7776FU"), moveTexts(stray));
        assertEquals("T1", problem(stray, "time with no move").text());
    }

    @Test
    @DisplayName("deviation 43: %KACHI,'* -5000 win: special, comma, comment (電竜戦 dr1 log)")
    void deviation43_specialCommaComment() {
        GameRecord inline = read(evenGame("+", "+7776FU", "%KACHI,'* -5000 win"));
        assertNoProblems(inline);
        RecordedEnding kachi = inline.mainLine().endings().get(0);
        assertEquals("%KACHI", kachi.text().text());
        assertEquals(EndingReason.DECLARATION, kachi.reason());
        assertEquals(Side.WHITE, kachi.offender(), "gote is to move after one move and declares");
        assertEquals(Side.WHITE, kachi.winner());
        assertEquals(List.of("* -5000 win"), inline.mainLine().moves().get(0).comments());

        String path = "na2hiro-json-kifu-format/test/files/csa/"
                + "dr1test1test0+tu-1_aobazero_viper-300-5F+aobazero+viper+20200719201040.csa";
        GameRecord r = readCorpus(path).get(0);
        assertNoErrors(r);
        assertEquals(400, r.mainLine().moves().size());
        List<RecordedEnding> endings = r.mainLine().endings();
        assertEquals(
                List.of("%KACHI", "%KACHI", "'summary:kachi:aobazero win:viper lose"),
                endings.stream().map(e -> e.text().text()).collect(Collectors.toList()));
        for (RecordedEnding e : endings) {
            assertEquals(EndingReason.DECLARATION, e.reason());
            assertEquals(Side.BLACK, e.offender(), "aobazero (sente) declares after 400 moves");
            assertEquals(Side.BLACK, e.winner());
            assertEquals(400, e.ply());
        }
        assertEquals(1219, endings.get(0).text().line());
        assertTrue(r.mainLine().moves().get(399).comments().contains("* -5000 win"));
        assertEquals(1, r.problems().size(), "the repeated %KACHI is noticed: " + r.problems());
        assertEquals(1221, r.problems().get(0).line());
        assertAllLegal(r);
    }

    @Test
    @DisplayName("formats §3.2: a CSA record is standard shogi: asking for Tori gives a located error, no exception")
    void toriIsNotCsa() {
        List<GameRecord> rs = new CsaReader()
                .read(
                        "PI\n+\n",
                        new dev.shinpan.record.codec.RecordReader.ReadOptions("x.csa", "UTF-8", Variants.TORI));
        assertEquals(1, rs.size());
        assertTrue(rs.get(0).problems().get(0).isError());
    }
}
