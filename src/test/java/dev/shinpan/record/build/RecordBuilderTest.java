package dev.shinpan.record.build;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Line;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.testing.SmallStack;
import dev.shinpan.testing.Written;
import dev.shinpan.text.Message;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

class RecordBuilderTest {

    private static final Limits GENEROUS = Limits.builder()
            .moves(100_000)
            .variations(1_000_000)
            .variationDepth(100_000)
            .treeMoves(Integer.MAX_VALUE)
            .headerLines(Integer.MAX_VALUE)
            .comments(Integer.MAX_VALUE)
            .build();

    /** Small limits on a record's moves, variations, header and comments; the input limits generous. */
    private static Limits small(int moves, int variations, int depth, int treeMoves, int header, int comments) {
        return Limits.builder()
                .inputBytes(1 << 20)
                .archiveBytes(1 << 20)
                .archiveEntries(10)
                .nestingDepth(1)
                .lineLength(100)
                .moves(moves)
                .variations(variations)
                .variationDepth(depth)
                .treeMoves(treeMoves)
                .headerLines(header)
                .comments(comments)
                .recordsPerFile(5)
                .jsonValues(1000)
                .build();
    }

    private static RecordBuilder builder(Limits limits) {
        RecordBuilder b = new RecordBuilder(RecordFormat.KIF, new ReadOptions("t.kif", "UTF-8", null, limits), 0);
        b.start(StartPosition.initial(Variants.STANDARD, null));
        return b;
    }

    private static SourceText at(String text) {
        return SourceText.of(text, 1, 1);
    }

    private static WrittenMove usi(Side side, String move) {
        return Written.usi(Variants.STANDARD, side, move);
    }

    @Test
    @DisplayName("one ply convention: ply N is made after N-1 moves, by the side the start gives the move")
    void sideToMoveFromTheStart() {
        RecordBuilder b = new RecordBuilder(RecordFormat.KIF, new ReadOptions("t.kif", "UTF-8", null), 0);
        b.start(StartPosition.of(Handicap.BISHOP, null));
        assertEquals(Side.WHITE, b.sideToMove(), "in a handicap game the giver, White, moves first");
        assertEquals(Side.WHITE, b.toMoveAfter(0));
        assertEquals(Side.BLACK, b.toMoveAfter(1));
        b.addMove(usi(Side.WHITE, "3c3d"), at("３四歩"), null);
        assertEquals(1, b.played());
        assertEquals(Side.BLACK, b.sideToMove());
        assertEquals(Square.of(3, 4), b.previousDestination());
    }

    @Test
    @DisplayName("a variation replaces move N of the current path; a second one at N is its sibling")
    void variationsFollowTheCurrentPath() {
        RecordBuilder b = builder(Limits.DEFAULT);
        b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        b.addMove(usi(Side.WHITE, "3c3d"), at("2"), null);
        b.addMove(usi(Side.BLACK, "8h2b+"), at("3"), null);
        assertFalse(b.branch(4, at("変化：4手")), "the path has no move 4 to replace");
        assertTrue(b.branch(3, at("変化：3手")));
        assertEquals(Square.of(3, 4), b.previousDestination(), "同 refers to the parent line's move 2");
        b.addMove(usi(Side.BLACK, "2g2f"), at("3'"), null);
        b.addMove(usi(Side.WHITE, "8c8d"), at("4'"), null);
        assertTrue(b.branch(3, at("変化：3手")), "a sibling of the first variation");
        b.addMove(usi(Side.BLACK, "6g6f"), at("3''"), null);
        assertTrue(b.branch(2, at("変化：2手")));
        b.addMove(usi(Side.WHITE, "8c8d"), at("2'"), null);
        GameRecord record = b.build();
        List<Line> atThree = record.mainLine().moves().get(2).alternatives();
        assertEquals(2, atThree.size());
        assertEquals(2, atThree.get(0).moves().size());
        assertEquals(3, atThree.get(0).moves().get(0).ply());
        assertEquals(1, record.mainLine().moves().get(1).alternatives().size());
        assertEquals(3, record.mainLine().moves().size(), "the main line keeps its moves");
    }

    @Test
    @DisplayName(
            "one rule for problems: a warning goes on, an error stops the main line, in a variation it is a warning that skips the rest")
    void oneRuleForProblems() {
        Message why = Message.of("read.kakinoki.unknown-line");
        RecordBuilder b = builder(Limits.DEFAULT);
        b.problem(Problem.warning(1, 1, "w", why));
        assertFalse(b.stopped());
        MoveDraft first = b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        b.addMove(usi(Side.WHITE, "3c3d"), at("2"), null);

        assertTrue(b.branchAt(first, at("forks")));
        b.problem(Problem.error(5, 3, "bad", why));
        assertTrue(b.skipping(), "the rest of the variation is skipped");
        assertFalse(b.stopped(), "a variation is analysis: the game goes on");
        assertTrue(b.branch(1, at("変化：1手")), "a new variation");
        assertFalse(b.skipping(), "a new variation is read again");
        b.problem(Problem.error(6, 1, "bad", why));
        assertTrue(b.skipping());
        b.returnTo(first);
        assertFalse(b.skipping(), "back on the main line after the forks");

        b.problem(Problem.error(7, 1, "worse", why));
        assertTrue(b.stopped(), "an error in the main line ends the reading");
        GameRecord record = b.build();
        List<Problem> problems = record.problems();
        assertEquals(4, problems.size());
        assertFalse(problems.get(1).isError(), "the variation's error is listed as a warning");
        assertEquals(5, problems.get(1).line());
        assertTrue(problems.get(3).isError());
        assertFalse(record.readable());
    }

    @Test
    @DisplayName("comments before a variation's first move go to that move; before the first move, to the start")
    void commentsGoWhereTheTextPutsThem() {
        RecordBuilder b = builder(Limits.DEFAULT);
        b.comment("before the game");
        b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        b.comment("on move 1");
        assertTrue(b.branch(1, at("変化：1手")));
        b.comment("before the variation's move");
        b.addMove(usi(Side.BLACK, "2g2f"), at("1'"), null);
        b.comment("after it");
        GameRecord record = b.build();
        assertEquals(List.of("before the game"), record.startComments());
        assertEquals(List.of("on move 1"), record.mainLine().moves().get(0).comments());
        assertEquals(
                List.of("before the variation's move", "after it"),
                record.mainLine()
                        .moves()
                        .get(0)
                        .alternatives()
                        .get(0)
                        .moves()
                        .get(0)
                        .comments());
    }

    @Test
    @DisplayName("the board follows the path: moves taken back when a variation begins earlier, each at most once")
    void theBoardFollowsThePathInLinearWork() {
        RecordBuilder b = builder(GENEROUS);
        // A long main line, then a one-move variation at every ply from the last to the first, as
        // Kifu for Windows writes them: the board goes back one step at a time.
        String[] cycle = {"2h5h", "8b5b", "5h2h", "5b8b"};
        int plies = 2000;
        for (int ply = 1; ply <= plies; ply++) {
            assertNotNull(b.addMove(usi(b.sideToMove(), cycle[(ply - 1) % 4]), at("m" + ply), null));
            assertNotNull(b.board(), "the board after move " + ply);
        }
        for (int ply = plies; ply >= 1; ply--) {
            assertTrue(b.branch(ply, at("変化")));
            Side mover = b.sideToMove();
            assertNotNull(b.board(), "the board before move " + ply);
            assertNotNull(b.addMove(usi(mover, mover == Side.BLACK ? "7g7f" : "3c3d"), at("v" + ply), null));
            assertNotNull(
                    b.board(), "the variation's move " + ply + " is played on the position before main move " + ply);
        }
        long work = b.boardWork();
        assertTrue(work <= 4L * plies, "moves played and taken back: " + work + " for " + 2 * plies + " moves");
        GameRecord record = b.build();
        assertEquals(plies, record.mainLine().moves().size());
        assertEquals(1, record.mainLine().moves().get(0).alternatives().size());
    }

    @Test
    @DisplayName("5,000 nested variations are built without recursion: a small thread stack suffices")
    void deepNestingNeedsNoCallDepth() throws InterruptedException {
        int depth = 5000;
        GameRecord record = SmallStack.call(() -> {
            RecordBuilder b = builder(GENEROUS);
            b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
            b.addMove(usi(Side.WHITE, "3c3d"), at("2"), null);
            for (int level = 1; level <= depth; level++) {
                // each variation replaces the last move of the one before
                if (!b.branch(level + 1, at("変化"))) {
                    throw new AssertionError("no branch at level " + level);
                }
                Side mover = b.sideToMove();
                b.addMove(usi(mover, mover == Side.BLACK ? "2g2f" : "8c8d"), at("a"), null);
                b.addMove(usi(mover.opponent(), mover == Side.BLACK ? "8c8d" : "2g2f"), at("b"), null);
            }
            return b.build();
        });
        assertEquals(depth, SmallStack.nesting(record.mainLine()));
    }

    @Test
    @DisplayName("limits on moves, variations and their depth: a located error naming the limit, moves before kept")
    void limitsEndTheRecordWithALocatedError() {
        Limits small = small(3, 2, 1, 1000, 1000, 1000);
        RecordBuilder moves = builder(small);
        for (String m : List.of("7g7f", "3c3d", "2g2f")) {
            assertNotNull(moves.addMove(usi(moves.sideToMove(), m), at(m), null));
        }
        assertNull(moves.addMove(usi(Side.WHITE, "8c8d"), SourceText.of("8c8d", 1, 16), null));
        assertTrue(moves.stopped());
        GameRecord record = moves.build();
        assertEquals(3, record.mainLine().moves().size());
        Problem error = record.problems().get(0);
        assertTrue(error.isError());
        assertEquals(16, error.column());
        assertTrue(error.message().contains("moves=3"), error.message());

        RecordBuilder nested = builder(small);
        nested.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        nested.addMove(usi(Side.WHITE, "3c3d"), at("2"), null);
        assertTrue(nested.branch(2, at("変化：2手")));
        nested.addMove(usi(Side.WHITE, "8c8d"), at("2'"), null);
        nested.addMove(usi(Side.BLACK, "2g2f"), at("3'"), null);
        assertFalse(nested.branch(3, SourceText.of("変化：3手", 9, 1)), "a variation of a variation: depth 2");
        assertFalse(nested.stopped(), "the main line is still the game");
        assertTrue(nested.treeCut());
        assertTrue(nested.build().problems().get(0).message().contains("variation-depth=1"));
        assertFalse(nested.branch(2, at("変化：2手")), "every variation after the cut is skipped");
        assertEquals(1, nested.build().problems().size(), "with one warning");

        RecordBuilder many = builder(small);
        many.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        assertTrue(many.branch(1, at("a")));
        assertTrue(many.branch(1, at("b")));
        assertFalse(many.branch(1, SourceText.of("変化：1手", 7, 1)));
        Problem third = many.build().problems().get(0);
        assertEquals(7, third.line());
        assertTrue(third.message().contains("variations=2"), third.message());
    }

    @Test
    @DisplayName("a limit on the moves of the whole tree: every line counts, the move past it is a located error")
    void treeMovesLimitCountsEveryLine() {
        Limits fourInAll = small(3, 10, 10, 4, 1000, 1000);
        RecordBuilder tree = builder(fourInAll);
        for (String m : List.of("7g7f", "3c3d", "2g2f")) {
            assertNotNull(tree.addMove(usi(tree.sideToMove(), m), at(m), null));
        }
        assertTrue(tree.branch(3, at("変化：3手")));
        assertNotNull(tree.addMove(usi(Side.BLACK, "2g2f"), at("3'"), null), "the fourth move in all");
        assertTrue(tree.branch(3, at("変化：3手")));
        assertNull(tree.addMove(usi(Side.BLACK, "6g6f"), SourceText.of("   3 ６六歩(67)", 12, 1), null));
        assertTrue(tree.stopped());
        GameRecord record = tree.build();
        assertEquals(3, record.mainLine().moves().size());
        Problem error = record.problems().get(0);
        assertTrue(error.isError());
        assertEquals(12, error.line());
        assertTrue(error.message().contains("tree-moves=4"), error.message());
    }

    @Test
    @DisplayName("header lines past the limit: not kept, a located error ends the record")
    void headerLinesLimit() {
        Limits two = small(10, 10, 10, 1000, 2, 1000);
        RecordBuilder b = builder(two);
        b.header("棋戦", "A", at("棋戦：A"));
        b.header("場所", "B", at("場所：B"));
        b.header("備考", "C", SourceText.of("備考：C", 3, 1));
        b.header("備考", "D", SourceText.of("備考：D", 4, 1));
        assertTrue(b.stopped());
        GameRecord record = b.build();
        assertEquals(2, record.header().size());
        assertEquals(1, record.problems().size(), record.problems().toString());
        assertEquals(3, record.problems().get(0).line());
        assertTrue(record.problems().get(0).message().contains("header=2"));
    }

    @Test
    @DisplayName("comment lines are counted wherever they go; the one past the limit is a located error")
    void commentLinesLimit() {
        Limits three = small(10, 10, 10, 1000, 10, 3);
        RecordBuilder b = builder(three);
        assertTrue(b.admitComments(1, at("*start")));
        b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        assertTrue(b.admitComments(2, at("*a")));
        assertFalse(b.admitComments(1, SourceText.of("*b", 7, 1)));
        assertTrue(b.stopped());
        Problem error = b.build().problems().get(0);
        assertEquals(7, error.line());
        assertTrue(error.message().contains("comments=3"), error.message());
    }

    @Test
    @DisplayName(
            "a record lists its first 1,000 problems and counts the rest in one warning; an error is always listed")
    void problemsPastTheListedOnesAreCounted() {
        RecordBuilder b = builder(GENEROUS);
        for (int i = 1; i <= 1500; i++) {
            b.problem(Problem.warning(i, 1, "x", dev.shinpan.text.Message.of("read.kakinoki.unknown-line")));
        }
        b.problem(Problem.error(1501, 1, "y", dev.shinpan.text.Message.of("read.kakinoki.unknown-line")));
        b.problem(Problem.warning(1502, 1, "z", dev.shinpan.text.Message.of("read.kakinoki.unknown-line")));
        GameRecord record = b.build();
        List<Problem> problems = record.problems();
        assertEquals(ProblemLog.LISTED + 2, problems.size());
        assertEquals(1000, problems.get(999).line());
        assertTrue(problems.get(1000).isError(), "the error is listed though past the first 1,000");
        Problem more = problems.get(1001);
        assertEquals(1001, more.line(), "counted from the first one not listed");
        assertTrue(more.message().contains("501 more"), more.message());
        assertFalse(record.readable());
    }

    @Test
    @DisplayName("a line keeps its first 64 statements of its ending and the one past them, with a warning")
    void endingsPerLineAreBounded() {
        RecordBuilder b = builder(GENEROUS);
        b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        for (int i = 1; i <= 200; i++) {
            b.addEnding(
                    dev.shinpan.record.StatedEnding.interrupted(),
                    1,
                    SourceText.of("%CHUDAN", 2 + i, 1),
                    dev.shinpan.record.EndingOrigin.TERMINAL_MOVE);
        }
        GameRecord record = b.build();
        assertEquals(
                RecordBuilder.ENDINGS_PER_LINE + 1, record.mainLine().endings().size());
        assertEquals(1, record.problems().size(), record.problems().toString());
        assertEquals(
                2 + RecordBuilder.ENDINGS_PER_LINE + 1, record.problems().get(0).line());
    }

    @Test
    @DisplayName("a record keeps 100,000 statements of an ending in all its lines, with one warning past them")
    void endingsPerRecordAreBounded() {
        RecordBuilder b = builder(GENEROUS);
        b.addMove(usi(Side.BLACK, "7g7f"), at("1"), null);
        b.addMove(usi(Side.WHITE, "3c3d"), at("2"), null);
        for (int v = 0; v < RecordBuilder.ENDINGS_PER_RECORD + 10; v++) {
            assertTrue(b.branch(2, at("変化：2手")));
            b.addMove(usi(Side.WHITE, "8c8d"), at("2'"), null);
            b.addEnding(
                    dev.shinpan.record.StatedEnding.interrupted(),
                    2,
                    SourceText.of("中断", 10 + v, 1),
                    dev.shinpan.record.EndingOrigin.TERMINAL_MOVE);
        }
        List<Problem> problems = b.build().problems();
        assertEquals(1, problems.size(), problems.toString());
        assertEquals(10 + RecordBuilder.ENDINGS_PER_RECORD, problems.get(0).line());
    }
}
