package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.csa.CsaReader;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.kif.Ki2Reader;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.usi.UsiReader;
import dev.shinpan.testing.SmallStack;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Issue 8 item 4 and the reader limits: deep and many variations are read without recursion and in
 * linear time, and every limit ends the record (or the file) where it is exceeded with an error
 * that names it, keeping what came before.
 */
class ReaderLimitsTest {

    private static Limits limits(int lineLength, int moves, int variations, int variationDepth, int records) {
        return Limits.builder()
                .lineLength(lineLength)
                .moves(moves)
                .variations(variations)
                .variationDepth(variationDepth)
                .recordsPerFile(records)
                .build();
    }

    private static final Limits DEEP = limits(1 << 20, 10_000, 100_000, 10_000, 1000);

    /** A KIF whose every variation replaces the last move of the one before, {@code depth} deep. */
    /**
     * A KIF whose variations nest {@code depth} deep, each replacing the second move of the one
     * before: rooks shuffled, so that every move is legal where it stands.
     */
    static String nestedKif(int depth) {
        StringBuilder sb = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n");
        sb.append("   1 ７六歩(77)\n   2 ３四歩(33)\n");
        for (int level = 1; level <= depth; level++) {
            int ply = level + 1;
            sb.append("\n変化：").append(ply).append("手\n");
            sb.append(String.format("%4d %s%n", ply, rookShuffle(ply)));
            sb.append(String.format("%4d %s%n", ply + 1, rookShuffle(ply + 1)));
        }
        return sb.toString();
    }

    /** Move {@code ply} (from 2) of a game of rook moves: 5二飛, 5八飛, 8二飛, 2八飛, and again. */
    private static String rookShuffle(int ply) {
        boolean out = (ply / 2) % 2 == 1;
        if (ply % 2 == 0) {
            return out ? "５二飛(82)" : "８二飛(52)";
        }
        return out ? "５八飛(28)" : "２八飛(58)";
    }

    @Test
    @DisplayName("a KIF whose variations hold more moves in all than treeMoves: a located error at the move past it")
    void treeMovesLimit() {
        StringBuilder kif = new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n");
        for (int v = 0; v < 4; v++) {
            kif.append("\n変化：2手\n   2 ８四歩(83)\n   3 ２六歩(27)\n   4 ８五歩(84)\n");
        }
        Limits ten = Limits.builder().treeMoves(10).build();
        GameRecord record = new KifReader()
                .read(kif.toString(), new ReadOptions("tree.kif", "UTF-8", null, ten))
                .get(0);
        List<Problem> errors =
                record.problems().stream().filter(Problem::isError).toList();
        assertEquals(1, errors.size(), errors.toString());
        // 2 main-line moves and 3 in each of the first two variations make 8; the third variation's third move
        // (line 19) is the 11th
        assertEquals(19, errors.get(0).line(), errors.toString());
        assertTrue(
                errors.get(0).message().contains(Limits.TREE_MOVES + "=10"),
                errors.get(0).message());
        assertEquals(2, record.mainLine().moves().size());
        GameRecord unlimited = new KifReader()
                .read(kif.toString(), new ReadOptions("tree.kif", "UTF-8", null))
                .get(0);
        assertEquals(List.of(), unlimited.problems());
    }

    private static Limits headerAndComments(int headerLines, int comments) {
        return Limits.builder().headerLines(headerLines).comments(comments).build();
    }

    private static Problem onlyError(GameRecord record) {
        List<Problem> errors =
                record.problems().stream().filter(Problem::isError).toList();
        assertEquals(1, errors.size(), errors.toString());
        return errors.get(0);
    }

    @Test
    @DisplayName("comment lines past the limit, in KIF, CSA and JKF: a located error at the first one too many")
    void commentsLimit() {
        ReadOptions three = new ReadOptions("c", "UTF-8", null, headerAndComments(100, 3));
        String kif = "手合割：平手\n*開始\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*一\n*二\n   2 ３四歩(33)\n*三\n";
        Problem kifError = onlyError(new KifReader().read(kif, three).get(0));
        assertEquals(8, kifError.line());
        assertTrue(kifError.message().contains(Limits.COMMENTS + "=3"), kifError.message());

        String csa = "V2.2\nPI\n+\n'a\n+7776FU\n'b\n-3334FU\n'c\n'd\n";
        Problem csaError = onlyError(new CsaReader().read(csa, three).get(0));
        assertEquals(9, csaError.line());

        // written as web writers save JKF (the streamed path) and spread over lines (the general one)
        String jkf = "{\"header\":{},\"moves\":[{\"comments\":[\"a\",\"b\"]},"
                + "{\"move\":{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"},"
                + "\"comments\":[\"c\",\"d\"]}]}";
        for (String text : List.of(jkf, jkf.replace(",{\"move\"", ",\n{\"move\""))) {
            GameRecord record = new JkfReader().read(text, three).get(0);
            Problem jkfError = onlyError(record);
            assertTrue(jkfError.message().contains(Limits.COMMENTS + "=3"), jkfError.message());
            assertEquals(List.of("a", "b"), record.startComments());
            assertEquals(List.of(), record.mainLine().moves());
        }
        assertEquals(
                List.of(),
                new KifReader()
                        .read(kif, new ReadOptions("c", "UTF-8", null))
                        .get(0)
                        .problems());
    }

    private static Limits jsonValues(int jsonValues) {
        return Limits.builder().jsonValues(jsonValues).build();
    }

    @Test
    @DisplayName(
            "a part of a JKF file read whole (an entry of its moves) holds at most json-values values: a located error at the first one too many")
    void jsonValuesLimit() {
        // the move's entry holds 10 values: the entry, its move object, 0, from {7, 7}, to {7, 6}, "FU";
        // with comments ["a", "b", "c", "d"] (the list and its lines) 15
        String move = "{\"move\":{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}";
        String reply = "{\"move\":{\"color\":1,\"from\":{\"x\":3,\"y\":3},\"to\":{\"x\":3,\"y\":4},\"piece\":\"FU\"}}";
        String text = "{\"note\":\"by hand\",\"header\":{},\n\"moves\":[{},\n" + move
                + ",\"comments\":[\"a\",\"b\",\"c\",\"d\"]},\n" + reply + "]}";
        GameRecord fits = new JkfReader()
                .read(text, new ReadOptions("u.jkf", "UTF-8", null, jsonValues(15)))
                .get(0);
        assertEquals(2, fits.mainLine().moves().size(), "the whole document's 31 values are not held at once");
        assertEquals(
                List.of(), fits.problems().stream().filter(Problem::isError).toList());
        assertTrue(fits.problems().get(0).message().contains("note"), "the unknown key is warned of as before");

        GameRecord over = new JkfReader()
                .read(text, new ReadOptions("u.jkf", "UTF-8", null, jsonValues(14)))
                .get(0);
        Problem error = onlyError(over);
        assertFalse(over.readable());
        // the entry's 15th value is its last comment, "d", on line 3
        assertEquals(3, error.line());
        assertEquals(move.length() + ",\"comments\":[\"a\",\"b\",\"c\",".length() + 1, error.column());
        assertEquals("d", error.text());
        assertTrue(error.message().contains(Limits.JSON_VALUES + "=14"), error.message());
    }

    @Test
    @DisplayName("a CSA start position of more than 1,000 P+/P- lines: a located error at the one past them")
    void csaPieceLinesAreBounded() {
        String many = "V2.2\nPI\n" + "P+00FU\n".repeat(1001) + "+\n+7776FU\n";
        Problem error = onlyError(new CsaReader()
                .read(many, new ReadOptions("p.csa", "UTF-8", null))
                .get(0));
        assertEquals(1003, error.line());
        assertTrue(error.message().contains("1000"), error.message());
        String thousand = "V2.2\nPI\n" + "P+\n".repeat(1000) + "+\n+7776FU\n";
        assertEquals(
                List.of(),
                new CsaReader()
                        .read(thousand, new ReadOptions("p.csa", "UTF-8", null)).get(0).problems().stream()
                                .filter(Problem::isError)
                                .toList(),
                "a thousand lines are still read");
    }

    @Test
    @DisplayName("header lines past the limit, in KIF and CSA: one located error, the lines before kept")
    void headerLinesLimit() {
        ReadOptions two = new ReadOptions("h", "UTF-8", null, headerAndComments(2, 100));
        GameRecord kif = new KifReader()
                .read("棋戦：A\n場所：B\n備考：C\n手合割：平手\n   1 ７六歩(77)\n", two)
                .get(0);
        assertEquals(3, onlyError(kif).line());
        assertEquals(2, kif.header().size());
        GameRecord csa = new CsaReader()
                .read("V2.2\n$EVENT:A\n$SITE:B\n$OPENING:C\nPI\n+\n", two)
                .get(0);
        Problem error = onlyError(csa); // and no second one for the start the stop left unread
        assertEquals(3, error.line(), error.toString());
        assertTrue(error.message().contains(Limits.HEADER_LINES + "=2"), error.message());
    }

    @Test
    @DisplayName("a KIF with 5,000 nested 変化 blocks reads on a small thread stack when the limit allows it")
    void deeplyNestedKifNeedsNoCallDepth() throws InterruptedException {
        String kif = nestedKif(5000);
        GameRecord record = SmallStack.call(() -> new KifReader()
                .read(kif, new ReadOptions("deep.kif", "UTF-8", null, DEEP))
                .get(0));
        assertEquals(List.of(), record.problems());
        assertEquals(5000, SmallStack.nesting(record.mainLine()));
    }

    @Test
    @DisplayName(
            "by default variations nest at most 1,000 deep: past it one warning naming variationDepth, the main line read")
    void variationDepthLimit() {
        String kif = nestedKif(3000);
        GameRecord record = new KifReader()
                .read(kif, new ReadOptions("deep.kif", "UTF-8", null))
                .get(0);
        assertEquals(
                1,
                record.problems().size(),
                "one warning for the whole tree: "
                        + record.problems()
                                .subList(0, Math.min(3, record.problems().size())));
        Problem warning = record.problems().get(0);
        assertFalse(warning.isError());
        assertTrue(warning.message().contains("variation-depth=1000"), warning.message());
        int line = kif.lines().toList().indexOf("変化：1002手") + 1;
        assertEquals(line, warning.line(), "the 変化 line that opens the 1,001st level");
        assertEquals("変化：1002手", warning.text());
        assertEquals(2, record.mainLine().moves().size(), "the game is kept");
        assertEquals(1000, SmallStack.nesting(record.mainLine()));
        assertTrue(record.readable());
    }

    @Test
    @DisplayName("KI2: 2,000 variations, one at every ply from the last back, each resolved on its own board")
    void manyKi2Variations() {
        StringBuilder ki2 = new StringBuilder("手合割：平手\n");
        String[] cycle = {"▲５八飛", "△５二飛", "▲２八飛", "△８二飛"};
        int plies = 2000;
        for (int ply = 1; ply <= plies; ply++) {
            ki2.append(cycle[(ply - 1) % 4]).append(ply % 8 == 0 ? "\n" : " ");
        }
        for (int ply = plies; ply >= 1; ply--) {
            ki2.append("\n変化：")
                    .append(ply)
                    .append("手\n")
                    .append(ply % 2 == 1 ? "▲７六歩" : "△３四歩")
                    .append('\n');
        }
        GameRecord record = new Ki2Reader()
                .read(ki2.toString(), new ReadOptions("many.ki2", "UTF-8", null))
                .get(0);
        assertEquals(List.of(), record.problems());
        assertEquals(plies, record.mainLine().moves().size());
        for (RecordedMove m : record.mainLine().moves()) {
            RecordedMove alternative = m.alternatives().get(0).moves().get(0);
            assertEquals(m.ply(), alternative.ply());
            assertEquals(
                    m.ply() % 2 == 1 ? "7g" : "3c",
                    alternative.move().from().usi(),
                    "the pawn's origin, found on the board before move " + m.ply());
        }
    }

    @Test
    @DisplayName("more variations than the limit: one located warning naming variations, the rest of the tree skipped")
    void variationsLimit() {
        String kif = "   1 ７六歩(77)\n   2 ３四歩(33)\n\n変化：1手\n   1 ２六歩(27)\n\n変化：1手\n   1 ５六歩(57)\n\n"
                + "変化：1手\n   1 ９六歩(97)\n   2 ９四歩(93)\n\n変化：2手\n   2 ８四歩(83)\n";
        GameRecord record = new KifReader()
                .read(kif, new ReadOptions("v.kif", "UTF-8", null, limits(1 << 20, 100, 2, 10, 10)))
                .get(0);
        assertEquals(1, record.problems().size(), record.problems().toString());
        Problem warning = record.problems().get(0);
        assertFalse(warning.isError());
        assertEquals(10, warning.line());
        assertTrue(warning.message().contains("variations=2"), warning.message());
        assertTrue(record.readable());
        assertEquals(2, record.mainLine().moves().size());
        assertEquals(2, record.mainLine().moves().get(0).alternatives().size());
        assertEquals(
                List.of(), record.mainLine().moves().get(1).alternatives(), "a variation after the cut is skipped too");
    }

    @Test
    @DisplayName("a line longer than the limit: a located error naming lineLength in KIF, CSA and USI")
    void lineLengthLimit() {
        Limits limits = limits(200, 100, 10, 10, 10);
        String longComment = "*" + "あ".repeat(300);
        GameRecord kif = new KifReader()
                .read(
                        "   1 ７六歩(77)\n" + longComment + "\n   2 ３四歩(33)\n",
                        new ReadOptions("l.kif", "UTF-8", null, limits))
                .get(0);
        assertLineTooLong(kif, 2);
        assertEquals(1, kif.mainLine().moves().size());

        GameRecord csa = new CsaReader()
                .read(
                        "V2.2\nPI\n+\n+7776FU\n'" + "x".repeat(300) + "\n-3334FU\n",
                        new ReadOptions("l.csa", "UTF-8", null, limits))
                .get(0);
        assertLineTooLong(csa, 5);
        assertEquals(1, csa.mainLine().moves().size());

        List<GameRecord> usi = new UsiReader()
                .read(
                        "startpos moves 7g7f\nstartpos moves" + " 7g7f 3c3d".repeat(30) + "\nstartpos moves 2g2f\n",
                        new ReadOptions("l.usi", "UTF-8", null, limits));
        assertEquals(3, usi.size(), "the records around the long line are read");
        assertLineTooLong(usi.get(1), 2);
        assertTrue(usi.get(0).readable() && usi.get(2).readable());
    }

    private static void assertLineTooLong(GameRecord record, int line) {
        Problem error =
                record.problems().stream().filter(Problem::isError).findFirst().orElseThrow();
        assertEquals(line, error.line());
        assertTrue(error.message().contains("line=200"), error.message());
    }

    @Test
    @DisplayName("more moves in a line than the limit: a located error naming moves, the moves before it kept")
    void movesLimit() {
        GameRecord usi = new UsiReader()
                .read(
                        "startpos moves 7g7f 3c3d 2g2f 8c8d",
                        new ReadOptions("m.usi", "UTF-8", null, limits(1 << 20, 3, 10, 10, 10)))
                .get(0);
        Problem error = usi.problems().get(0);
        assertTrue(error.isError());
        assertEquals("8c8d", error.text());
        assertEquals(31, error.column());
        assertTrue(error.message().contains("moves=3"), error.message());
        assertEquals(3, usi.mainLine().moves().size());
    }

    @Test
    @DisplayName(
            "more records in a file than the limit: the records before are read, then one error naming recordsPerFile")
    void recordsPerFileLimit() {
        Limits three = limits(1 << 20, 100, 10, 10, 3);
        List<GameRecord> usi = new UsiReader()
                .read(
                        "startpos\nstartpos moves 7g7f\n\nstartpos\nstartpos\nstartpos\n",
                        new ReadOptions("r.usi", "UTF-8", null, three));
        assertEquals(4, usi.size());
        assertTrue(usi.subList(0, 3).stream().allMatch(GameRecord::readable));
        Problem error = usi.get(3).problems().get(0);
        assertEquals(5, error.line());
        assertTrue(error.message().contains("records=3"), error.message());

        String game = "PI\n+\n+7776FU\n";
        List<GameRecord> csa = new CsaReader()
                .read(
                        game + "/\n" + game + "/\n" + game + "/\n" + game,
                        new ReadOptions("r.csa", "UTF-8", null, three));
        assertEquals(4, csa.size());
        assertTrue(csa.subList(0, 3).stream().allMatch(GameRecord::readable));
        assertEquals(3, csa.get(3).index());
        assertEquals(13, csa.get(3).problems().get(0).line());
        assertTrue(csa.get(3).problems().get(0).message().contains("records=3"));
    }
}
