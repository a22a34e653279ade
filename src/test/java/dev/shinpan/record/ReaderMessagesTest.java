package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Languages;
import dev.shinpan.text.Catalogue;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The problems a tournament director commonly meets in reading are said in the catalogue's words:
 * the English that JSON gives is the catalogue's English, and text reports can say the same in
 * Japanese, each language without the other's words.
 */
class ReaderMessagesTest {

    private static final Limits ONE_MOVE = Limits.builder().moves(1).build();

    static Stream<Arguments> inputs() {
        String kif = "手合割：平手\n手数----指手---------消費時間--\n";
        return Stream.of(
                Arguments.of("unknown KIF line", "a.kif", kif + "これは何の行\n   1 ７六歩(77)\n", "read.kakinoki.unknown-line"),
                Arguments.of("KIF move shape", "a.kif", kif + "   1 ７六歩(7)\n", "read.kif.origin"),
                Arguments.of("KIF piece", "a.kif", kif + "   1 ７六象(77)\n", "read.piece"),
                Arguments.of(
                        "unknown terminal word",
                        "a.kif",
                        kif + "   1 ７六歩(77)\n   2 封印\n",
                        "read.kakinoki.terminal-unknown"),
                Arguments.of("ambiguous KI2 move", "a.ki2", "手合割：平手\n\n▲５八金\n", "read.ki2.which-piece"),
                Arguments.of(
                        "KI2 move after one the board cannot carry out",
                        "a.ki2",
                        "手合割：平手\n\n▲５五角 △３四歩\n",
                        "read.origin-unknown"),
                Arguments.of("not a shogi record", "notes.kif", "hello, world\n", "read.detect.no-record-line"),
                Arguments.of("CSA statement", "a.csa", "PI\n+\n+7776FU\nX\n", "read.csa.unknown-statement"),
                Arguments.of("CSA move shape", "a.csa", "PI\n+\n+77FU\n", "read.csa.move-length"),
                Arguments.of("USI move", "a.usi", "position startpos moves 7g7f 3c3x\n", "read.usi.move-shape"),
                Arguments.of("malformed JKF", "a.jkf", "{\"header\": {,}\n", "read.jkf.malformed"),
                Arguments.of(
                        "Shogi Wars export",
                        "a.csa",
                        "N+a\nN-b\n+\n+7776FU\n%TORYO\n",
                        "read.csa.turn-without-position"),
                // CSA version, the order of its statements, a move glued to a comment
                Arguments.of("CSA version", "a.csa", "V9\nPI\n+\n+7776FU\n", "read.csa.version-unknown"),
                Arguments.of("CSA version late", "a.csa", "PI\nV2.2\n+\n+7776FU\n", "read.csa.version-late"),
                Arguments.of(
                        "CSA information in the position",
                        "a.csa",
                        "PI\n$EVENT:x\n+\n+7776FU\n",
                        "read.csa.info-in-position"),
                Arguments.of(
                        "CSA move glued to a comment",
                        "a.csa",
                        "V2\nPI\n+\n'comment text+7776FU\nT1\n",
                        "read.csa.move-in-comment"),
                // CSA position lines
                Arguments.of("CSA second PI", "a.csa", "PI\nPI\n+\n", "read.csa.position.pi-again"),
                Arguments.of("CSA PI removal", "a.csa", "PI82KA\n+\n", "read.csa.position.removal-wrong"),
                Arguments.of(
                        "CSA rank missing",
                        "a.csa",
                        "P1-KY-KE-GI-KI-OU-KI-GI-KE-KY\n+\n",
                        "read.csa.position.row-missing"),
                Arguments.of("CSA P+ piece", "a.csa", "P+53XX\n+\n", "read.csa.position.piece-code"),
                Arguments.of("CSA two kings", "a.csa", "P+59OU\nP+58OU\nP-51OU\n+\n", "read.start.impossible"),
                // KIF board diagrams and hands
                Arguments.of("KIF board cell", "a.kifu", "| ・v飛 ・ ・ 象 ・ ・v角 ・|二\n", "read.kakinoki.cell"),
                Arguments.of("KIF Tori piece in standard shogi", "a.kifu", "|v左v鶉 ・v鵬 ・v雉v右|一\n", "read.kakinoki.cell"),
                Arguments.of(
                        "KIF Tori row in standard shogi", "a.kifu", "| ・ ・ ・ ・ ・ ・ ・|一\n", "read.kakinoki.row-count"),
                Arguments.of(
                        "KIF ranks missing",
                        "a.kifu",
                        "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n   1 ７六歩(77)\n",
                        "read.kakinoki.ranks-missing"),
                Arguments.of("KIF hand", "a.kifu", "先手の持駒：象\n", "read.kakinoki.hand-piece"),
                Arguments.of("KIF hand twice", "a.kifu", "先手の持駒：歩　歩\n", "read.kakinoki.hand-twice"),
                Arguments.of(
                        "KIF hands without a board",
                        "a.kifu",
                        "先手の持駒：歩\n" + kif + "   1 ７六歩(77)\n",
                        "read.kakinoki.hands-without-board"),
                Arguments.of("Tori Shogi in KI2", "a.ki2", "手合割：禽将棋\n▲４六燕\n", "read.kakinoki.variant-elsewhere"),
                // JKF fields
                Arguments.of(
                        "JKF unknown field",
                        "a.jkf",
                        "{\"header\":{},\"moves\":[{}],\"foo\":1}",
                        "read.jkf.unknown-field"),
                Arguments.of(
                        "JKF preset",
                        "a.jkf",
                        "{\"header\":{},\"initial\":{\"preset\":\"XX\"},\"moves\":[{}]}",
                        "read.jkf.preset-unknown"),
                Arguments.of(
                        "JKF move color",
                        "a.jkf",
                        "{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,"
                                + "\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"color\":5}}]}",
                        "read.jkf.move-color"),
                Arguments.of(
                        "JKF special",
                        "a.jkf",
                        "{\"header\":{},\"moves\":[{},{\"special\":\"FOO\"}]}",
                        "read.jkf.special-unknown"),
                // USI SFEN and null moves
                Arguments.of(
                        "SFEN fields",
                        "a.usi",
                        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL\n",
                        "read.usi.sfen-fields"),
                Arguments.of(
                        "SFEN side",
                        "a.usi",
                        "position sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1\n",
                        "read.usi.sfen-bad"),
                Arguments.of("USI null move", "a.usi", "position startpos moves 7g7f pass\n", "read.usi.null-move"),
                Arguments.of("USI drop letter", "a.usi", "position startpos moves K*5e\n", "read.usi.drop-letter"));
    }

    /** The two USI messages whose Japanese named the game in English ('standard', 'tori'). */
    @Test
    void usiNamesTheGameInTheReadersLanguage() {
        Problem drop = firstProblem(
                "a.usi", "position startpos moves K*5e\n".getBytes(StandardCharsets.UTF_8), Limits.DEFAULT);
        assertEquals(
                "'K' is not a piece that standard shogi drops; expected one of RBGSNLP before '*'", drop.message());
        assertEquals(
                "「K」は本将棋で打てる駒の記号ではありません（'*'の前はRBGSNLPのいずれか）",
                Catalogue.japanese().render(drop.catalogued()));
        Problem offBoard = new RecordLoader(Limits.DEFAULT)
                .load(
                        InputEntry.of("a.usi", "position startpos moves 9e9d\n".getBytes(StandardCharsets.UTF_8)),
                        Variants.TORI)
                .get(0)
                .problems()
                .get(0);
        assertEquals("square 9e is outside the 7×7 tori shogi board (files 1-7, ranks a-g)", offBoard.message());
        assertEquals("升9eは禽将棋の7×7の盤の外です（筋は1-7、段はa-g）", Catalogue.japanese().render(offBoard.catalogued()));
    }

    /** A start position the rules core refuses: its English reason, and the same reason found again in Japanese. */
    @Test
    void anImpossibleStartSaysWhyInEachLanguage() {
        Problem twoKings =
                firstProblem("a.csa", "P+59OU\nP+58OU\nP-51OU\n+\n".getBytes(StandardCharsets.UTF_8), Limits.DEFAULT);
        assertEquals("impossible start position: black has two kings", twoKings.message());
        assertEquals("ありえない開始局面です：先手の玉が二枚あります", Catalogue.japanese().render(twoKings.catalogued()));
        Problem pawns = firstProblem(
                "a.csa",
                ("P+59OU\nP-51OU\nP+00FU" + "00FU".repeat(18) + "\n+\n").getBytes(StandardCharsets.UTF_8),
                Limits.DEFAULT);
        assertEquals("impossible start position: more pawns than the game has (18)", pawns.message());
        assertEquals("ありえない開始局面です：歩がこの将棋にある枚数より多くあります", Catalogue.japanese().render(pawns.catalogued()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void commonProblemsAreCatalogued(String what, String name, String text, String key) {
        Problem p = firstProblem(name, text.getBytes(StandardCharsets.UTF_8), Limits.DEFAULT);
        assertCatalogued(p, key);
    }

    @Test
    void strayBytesAndLimitsAreCatalogued() {
        byte[] head = "手合割：平手\n*対局者のコメント".getBytes(StandardCharsets.UTF_8);
        byte[] tail = "\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n".getBytes(StandardCharsets.UTF_8);
        byte[] kif = new byte[head.length + 1 + tail.length];
        System.arraycopy(head, 0, kif, 0, head.length);
        kif[head.length] = (byte) 0xFF;
        System.arraycopy(tail, 0, kif, head.length + 1, tail.length);
        List<Problem> problems = problems("stray.kif", kif, ONE_MOVE);
        assertCatalogued(problems.stream().filter(p -> !p.isError()).findFirst().orElseThrow(), "read.stray-byte");
        assertCatalogued(problems.stream().filter(Problem::isError).findFirst().orElseThrow(), "read.limit.moves");
    }

    private static void assertCatalogued(Problem p, String key) {
        assertNotNull(p.catalogued(), () -> "not catalogued: " + p);
        assertEquals(key, p.catalogued().key(), p::toString);
        assertEquals(Catalogue.english().render(p.catalogued()), p.message(), "JSON's English is the catalogue's");
        Languages.assertEachInItsLanguage(p.catalogued());
        assertFalse(Catalogue.japanese().render(p.catalogued()).equals(p.message()));
    }

    private static Problem firstProblem(String name, byte[] bytes, Limits limits) {
        List<Problem> problems = problems(name, bytes, limits);
        assertTrue(!problems.isEmpty(), "a problem is found");
        return problems.get(0);
    }

    private static List<Problem> problems(String name, byte[] bytes, Limits limits) {
        return new RecordLoader(limits)
                .load(InputEntry.of(name, bytes), null).stream()
                        .flatMap(r -> r.problems().stream())
                        .toList();
    }
}
