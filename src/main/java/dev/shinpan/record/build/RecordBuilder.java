package dev.shinpan.record.build;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Limits;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Players;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds one {@link GameRecord} from what a reader tells its {@link RecordSink}: the reader's
 * driver makes one per record, says which lines of the text it spans, hands it to the parts that
 * read the text, and takes the record with {@link #build()} (or {@link #unreadable()} when nothing
 * usable was read). The work is split behind it: the {@link ProblemLog} lists problems up to the
 * cap, the {@link LineTree} keeps the lines and the variation path, and the {@link ReplayCursor}
 * replays that path for the side to move, {@code 同} and the board.
 */
public final class RecordBuilder implements RecordSink {

    private final RecordFormat format;
    private final ReadOptions options;
    private final Limits limits;
    private final int index;
    private final HeaderDraft header = new HeaderDraft();
    private final List<String> startComments = new ArrayList<>();
    private final ProblemLog problems = new ProblemLog();
    private final LineTree tree;
    private final ReplayCursor cursor = new ReplayCursor();
    private StartPosition start;
    private boolean stopped;
    private boolean skipping;
    /** The record's own number of its first move, when its text states one; 0 while it does not. */
    private int firstNumber;

    private int firstLine = 1;
    private int lastLine = Integer.MAX_VALUE;
    /** Moves added to every line together, against {@link Limits#treeMoves()}. */
    private int treeMoves;
    /** Comment lines kept, against {@link Limits#comments()}. */
    private int commentLines;
    /** Statements of an ending kept in all lines, against {@link #ENDINGS_PER_RECORD}. */
    private int endingsKept;
    /** The lines the record is read from, and the windows they had loaded when it began; null when not watched. */
    private TextLines watched;

    private int windowsAtStart;
    /** Where the last comment went, so that a reader may take it back. */
    private List<String> lastCommentList;

    /** Statements of its ending a line keeps (real records make one to three); past them a warning. */
    static final int ENDINGS_PER_LINE = 64;
    /** Statements of an ending a record keeps in all its lines: one for each of as many lines as it may have variations. */
    static final int ENDINGS_PER_RECORD = 100_000;

    /** @param index the number of the record in its file, from 0 */
    public RecordBuilder(RecordFormat format, ReadOptions options, int index) {
        this.format = format;
        this.options = options;
        this.limits = options.limits();
        this.index = index;
        this.tree = new LineTree(limits, problems);
    }

    /**
     * The lines of the text this record spans, so that the notes of {@link ReadOptions#notes()}
     * go to the record that holds them. A record spans the whole text unless told otherwise.
     */
    public void span(int first, int last) {
        firstLine = first;
        lastLine = last;
    }

    /**
     * Reads the record from these lines: once it spans more than the window it began in, each
     * place it keeps (a move's, a header line's, an ending's text) is copied out of its window,
     * which its places would otherwise keep alive. A record of one window, nearly every one, keeps
     * its places as stretches of the window, no copy made.
     */
    public void readFrom(TextLines lines) {
        watched = lines;
        windowsAtStart = lines.windows();
    }

    /** The place, copied out of its window when the record spans windows. */
    private SourceText kept(SourceText place) {
        if (watched == null || watched.windows() == windowsAtStart || place == null) {
            return place;
        }
        return SourceText.of(place.text(), place.line(), place.column());
    }

    // ---- problems

    @Override
    public void problem(Problem problem) {
        if (!problem.isError()) {
            problems.add(problem);
        } else if (tree.inVariation()) {
            problems.add(Problem.warning(
                    problem.line(),
                    problem.column(),
                    problem.text(),
                    Message.of("read.in-variation", problem.catalogued())));
            skipping = true;
        } else {
            stop(problem);
        }
    }

    /** An error that ends the reading wherever it happens: a limit passed. */
    private void stop(Problem error) {
        problems.add(error);
        stopped = true;
    }

    @Override
    public boolean stopped() {
        return stopped;
    }

    @Override
    public boolean skipping() {
        return skipping;
    }

    @Override
    public void skipVariation() {
        skipping = true;
    }

    @Override
    public boolean lineTooLong(TextLines lines) {
        if (lines.length() <= limits.lineLength()) {
            return false;
        }
        int shown = Math.min(lines.length(), 40);
        // a line far past the limit is read only so far: how long it is in all is not known
        Message why = lines.goesOn()
                ? Message.of(
                        "read.limit.line-length-more", lines.length(), Limits.LINE_LENGTH + "=" + limits.lineLength())
                : Message.of("read.limit.line-length", lines.length(), Limits.LINE_LENGTH + "=" + limits.lineLength());
        stop(Problem.error(lines.number(), 1, new String(lines.chars(), lines.start(), shown) + "…", why));
        return true;
    }

    /** Ends the reading with a located error that names the limit passed: {@code key}, then its name and value. */
    private void overLimit(SourceText at, String key, String name, int limit) {
        stop(Problem.error(at, Message.of(key, limit, name + "=" + limit)));
    }

    // ---- header and start

    @Override
    public HeaderEntry header(String key, String value, SourceText at) {
        HeaderEntry entry = new HeaderEntry(key, value, kept(at));
        if (!header.add(entry, limits.headerLines()) && !stopped) {
            overLimit(at, "read.limit.header", Limits.HEADER_LINES, limits.headerLines());
        }
        return entry;
    }

    @Override
    public void player(Side side, String name, boolean handicapWord) {
        header.player(side, name, handicapWord);
    }

    @Override
    public Players players() {
        return header.players();
    }

    @Override
    public void statedRule(StatedRule.Subject subject, String value, SourceText text) {
        Problem notANumber = header.statedRule(subject, value, text);
        if (notANumber != null) {
            problems.add(notANumber);
        }
    }

    @Override
    public List<StatedRule> statedRules() {
        return header.statedRules();
    }

    @Override
    public void start(StartPosition position) {
        if (start != null) {
            throw new IllegalStateException("the start position is settled already");
        }
        start = position;
        cursor.start(position);
    }

    @Override
    public StartPosition start() {
        return start;
    }

    @Override
    public void lastMoveBeforeStart(Square square) {
        cursor.lastMoveBeforeStart(square);
    }

    /** {@inheritDoc} Unstated, it is the start position's SFEN move number, else 1. */
    @Override
    public void firstNumber(int number) {
        if (number >= 1) {
            firstNumber = number;
        }
    }

    // ---- where reading stands

    @Override
    public int played() {
        return tree.current().nextPly() - 1;
    }

    @Override
    public Side sideToMove() {
        return cursor.sideToMove();
    }

    @Override
    public Side toMoveAfter(int played) {
        return cursor.toMoveAfter(played);
    }

    @Override
    public Square previousDestination() {
        return cursor.previousDestination();
    }

    @Override
    public Position board() {
        return cursor.board();
    }

    @Override
    public int boardLostAt() {
        return cursor.lostAt();
    }

    @Override
    public Violation explain(WrittenMove move) {
        return cursor.explain(move);
    }

    @Override
    public boolean inVariation() {
        return tree.inVariation();
    }

    /** Moves played and taken back on the reader's board so far: what reading has cost it. */
    long boardWork() {
        return cursor.boardWork();
    }

    // ---- moves

    @Override
    public MoveDraft addMove(WrittenMove move, SourceText text, MoveTime time) {
        LineDraft line = tree.current();
        if (line.size() >= limits.moves() || treeMoves >= limits.treeMoves()) {
            stopAtMoveLimit(line, text);
            return null;
        }
        if (line.nextPly() > Integer.MAX_VALUE - firstMoveNumber()) {
            return pastLastNumber(text);
        }
        treeMoves++;
        MoveDraft draft = new MoveDraft(line, line.nextPly(), move, kept(text), time);
        if (line.leading != null) {
            draft.comments().addAll(line.leading);
            line.leading = null;
        }
        if (line.depth > 0 && !line.illegalNoted) {
            noteIfIllegal(line, move, text);
        }
        line.add(draft);
        cursor.push(draft);
        return draft;
    }

    /**
     * The referee judges the main line only; a variation is analysis, but a move in it that the
     * rules forbid is said, once a variation, at the move (docs/formats.md §1.8), from the board
     * before it: the path's board, which follows a variation from its branch point. A record
     * without variations never asks for it.
     */
    private void noteIfIllegal(LineDraft line, WrittenMove move, SourceText text) {
        Violation violation = cursor.explain(move);
        if (violation != null) {
            line.illegalNoted = true;
            problems.add(Problem.warning(
                    text,
                    Message.of(
                            "read.variation-illegal",
                            line.startPly,
                            text.text(),
                            violation.code(),
                            Message.inJapanese(violation.code()),
                            violation.explanation())));
        }
    }

    /**
     * A move whose number, or that of the ply after it (where an ending is numbered), would pass
     * 2³¹−1: a start numbered near it ({@code 手数＝}, an SFEN's move number) would wrap every
     * number after it to a negative one, so the record is not read past it.
     */
    private MoveDraft pastLastNumber(SourceText text) {
        problem(Problem.error(text, Message.of("read.move-number-too-large", firstMoveNumber(), Integer.MAX_VALUE)));
        return null; // the reading ends, or in a variation the rest of it is skipped
    }

    /** The number of the record's first move: stated, else the start's SFEN move number, else 1. */
    private int firstMoveNumber() {
        return firstNumber > 0 ? firstNumber : start == null ? 1 : Math.max(1, start.moveNumber());
    }

    /** The located error of a move past a limit; a method of its own, so that addMove stays small enough to inline. */
    private void stopAtMoveLimit(LineDraft line, SourceText text) {
        if (line.size() >= limits.moves()) {
            overLimit(text, "read.limit.moves", Limits.MOVES, limits.moves());
        } else {
            overLimit(text, "read.limit.tree-moves", Limits.TREE_MOVES, limits.treeMoves());
        }
    }

    @Override
    public MoveDraft lastMove() {
        return tree.current().last();
    }

    // ---- comments

    @Override
    public boolean admitComments(int count, SourceText at) {
        if (count > limits.comments() - commentLines) {
            if (!stopped) {
                overLimit(at, "read.limit.comments", Limits.COMMENTS, limits.comments());
            }
            return false;
        }
        commentLines += count;
        return true;
    }

    @Override
    public void comment(String comment) {
        LineDraft line = tree.current();
        MoveDraft last = line.last();
        if (last != null) {
            lastCommentList = last.comments();
        } else if (tree.inVariation()) {
            if (line.leading == null) {
                line.leading = new ArrayList<>(2);
            }
            lastCommentList = line.leading;
        } else {
            lastCommentList = startComments;
        }
        lastCommentList.add(comment);
    }

    @Override
    public String lastComment() {
        return lastCommentList == null || lastCommentList.isEmpty()
                ? null
                : lastCommentList.get(lastCommentList.size() - 1);
    }

    @Override
    public void replaceLastComment(String replacement) {
        if (lastCommentList == null || lastCommentList.isEmpty()) {
            throw new IllegalStateException("no comment to replace");
        }
        int last = lastCommentList.size() - 1;
        if (replacement == null) {
            lastCommentList.remove(last);
        } else {
            lastCommentList.set(last, replacement);
        }
    }

    // ---- endings

    @Override
    public EndingDraft addEnding(StatedEnding stated, int ply, SourceText text, EndingOrigin origin) {
        EndingDraft ending = new EndingDraft(stated, ply, kept(text), origin);
        List<EndingDraft> endings = tree.current().endings();
        if (endingsKept >= ENDINGS_PER_RECORD) {
            if (endingsKept++ == ENDINGS_PER_RECORD) {
                problems.add(Problem.warning(text, Message.of("read.endings-more-record", ENDINGS_PER_RECORD)));
            }
            return ending;
        }
        endingsKept++;
        if (endings.size() >= ENDINGS_PER_LINE) {
            // a hostile file can state an ending on each of millions of lines: each would be kept
            if (endings.size() == ENDINGS_PER_LINE) {
                problems.add(Problem.warning(text, Message.of("read.endings-more", ENDINGS_PER_LINE)));
                endings.add(ending); // the one past the bound marks that the warning was given
            }
            return ending;
        }
        endings.add(ending);
        return ending;
    }

    @Override
    public List<EndingDraft> endings() {
        List<EndingDraft> endings = tree.current().endings;
        return endings == null ? List.of() : endings;
    }

    @Override
    public void closeLine() {
        tree.current().closed = true;
    }

    @Override
    public boolean lineClosed() {
        return tree.current().closed;
    }

    // ---- variations

    @Override
    public boolean branch(int ply, SourceText at) {
        skipping = false;
        MoveDraft replaced = tree.pathMoveAt(ply);
        return replaced != null && branchAt(replaced, at);
    }

    @Override
    public boolean branchAt(MoveDraft replaced, SourceText at) {
        skipping = false;
        if (!tree.branch(replaced, at)) {
            return false;
        }
        cursor.truncate(replaced.ply - 1);
        return true;
    }

    @Override
    public boolean treeCut() {
        return tree.cut();
    }

    @Override
    public void returnTo(MoveDraft move) {
        skipping = false;
        tree.leaveTo(move.line);
        cursor.truncate(move.ply - 1);
        cursor.push(move);
    }

    // ---- result

    /** The record as read so far. */
    public GameRecord build() {
        return new GameRecord(
                options.source(),
                index,
                format,
                options.encoding(),
                header.entries(),
                header.players(),
                header.statedRules(),
                start,
                startComments,
                tree.build(),
                reported(),
                firstMoveNumber());
    }

    /** A record that could not be read at all, with the problems found. */
    public GameRecord unreadable() {
        return GameRecord.unreadable(options.source(), index, format, options.encoding(), reported());
    }

    /** The notes of the input that fall in this record's lines, then the problems found in reading. */
    private List<Problem> reported() {
        return problems.reported(options.notes(), firstLine, lastLine);
    }
}
