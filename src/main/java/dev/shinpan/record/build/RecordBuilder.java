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
import dev.shinpan.record.format.RecordReader.ReadOptions;
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
 * Builds one {@link GameRecord} as a reader tokenizes its text: header, start position, moves,
 * variations, endings and located problems, in the order the text gives them. Every reader
 * feeds one of these, so what records have in common — ply numbers, the side to move, {@code 同},
 * where comments go, how variations nest, the limits — is decided here once.
 *
 * <p>The <em>current path</em> is the main line, or the variation being read preceded by the moves
 * it branches from. Moves are appended to the current line; a variation replaces a move of the
 * current path and becomes the current line. Nothing is recursive: lines are built from the
 * deepest up, so variations may nest as deep as the limits allow.
 *
 * <p>A problem in the main line ends reading ({@link #fail}): what follows cannot be trusted. A
 * problem inside a variation (analysis, not the game) is a warning, and only the rest of that
 * variation is skipped.
 */
public final class RecordBuilder {

    /** Room for the main line of most games (about 120 moves), so its list rarely grows. */
    private static final int MAIN_LINE_CAPACITY = 128;

    private final RecordFormat format;
    private final ReadOptions options;
    private final Limits limits;
    private final int index;
    private final List<HeaderEntry> header = new ArrayList<>();
    private final String[] players = new String[2];
    /** Whether a player's name came under a handicap game's word (下手/上手), which 先手/後手 replace. */
    private final boolean[] handicapWord = new boolean[2];
    private final List<StatedRule> statedRules = new ArrayList<>();
    private final List<String> startComments = new ArrayList<>();
    private final List<Problem> problems = new ArrayList<>();
    /** Every line, in the order they were opened: a variation always comes after its parent. */
    private final List<LineDraft> lines = new ArrayList<>();
    /** The lines of the current path, the main line first. */
    private final List<LineDraft> path = new ArrayList<>();
    /** The last line of the path, where moves go: asked for on every move. */
    private LineDraft current;
    private final ReplayCursor cursor = new ReplayCursor();
    private StartPosition start;
    private boolean stopped;
    private boolean skipping;
    /** The record's own number of its first move, when its text states one; 0 while it does not. */
    private int firstNumber;
    /** A limit on variations was passed: the variations after it are skipped. */
    private boolean treeCut;
    private int firstLine = 1;
    private int lastLine = Integer.MAX_VALUE;
    /** Moves added to every line together, against {@link Limits#treeMoves()}. */
    private int treeMoves;
    /** Comment lines kept, against {@link Limits#comments()}. */
    private int commentLines;
    /** Problems found past those listed, and the first of them, where the count is reported. */
    private int unlisted;
    private Problem firstUnlisted;
    private boolean errorListed;
    /** Statements of an ending kept in all lines, against {@link #ENDINGS_PER_RECORD}. */
    private int endingsKept;
    /** The lines the record is read from, and the windows they had loaded when it began; null when not watched. */
    private TextLines watched;
    private int windowsAtStart;

    /**
     * Problems listed per record at most: a hostile file can raise one on each of millions of
     * lines, and a reader of the report needs the first ones. Past them one warning counts the
     * rest; an error is listed whenever none is yet, since it decides whether the record is readable.
     */
    static final int LISTED_PROBLEMS = 1000;
    /** Statements of its ending a line keeps (real records make one to three); past them a warning. */
    static final int ENDINGS_PER_LINE = 64;
    /** Statements of an ending a record keeps in all its lines: one for each of as many lines as it may have variations. */
    static final int ENDINGS_PER_RECORD = 100_000;
    /** Where the last comment went, so that a reader may take it back. */
    private List<String> lastCommentList;

    /** @param index the number of the record in its file, from 0 */
    public RecordBuilder(RecordFormat format, ReadOptions options, int index) {
        this.format = format;
        this.options = options;
        this.limits = options.limits();
        this.index = index;
        LineDraft main = new LineDraft(1, 0, MAIN_LINE_CAPACITY);
        lines.add(main);
        path.add(main);
        current = main;
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

    public void warn(Problem warning) {
        add(warning);
    }

    /**
     * Warnings a reader's token carries, in order. Nearly every move has none: an indexed loop,
     * since under the launcher's C1 compiler a for-each makes an iterator even over the empty list.
     */
    public void warnAll(List<Problem> warnings) {
        for (int i = 0; i < warnings.size(); i++) {
            add(warnings.get(i));
        }
    }

    /** An error that leaves the rest of the record readable. */
    public void error(Problem error) {
        add(error);
    }

    /** An error after which nothing more of this record is read. */
    public void stop(Problem error) {
        add(error);
        stopped = true;
    }

    private void add(Problem problem) {
        if (problems.size() < LISTED_PROBLEMS || problem.isError() && !errorListed) {
            problems.add(problem);
            errorListed |= problem.isError();
            return;
        }
        if (unlisted++ == 0) {
            firstUnlisted = problem;
        }
    }

    /**
     * A problem in the line being read: in the main line an error that ends reading; in a
     * variation a warning, and the rest of that variation is skipped.
     */
    public void fail(Problem problem) {
        if (inVariation()) {
            add(Problem.warning(problem.line(), problem.column(), problem.text(),
                    Message.of("read.in-variation", problem.catalogued())));
            skipping = true;
        } else {
            stop(problem.asError());
        }
    }

    /** Whether an error has ended the reading of this record. */
    public boolean stopped() {
        return stopped;
    }

    /** Whether the rest of the current variation is being skipped after a problem. */
    public boolean skipping() {
        return skipping;
    }

    /** Skips the rest of the current variation (or the variation that follows), as after a problem. */
    public void skip() {
        skipping = true;
    }

    /** Stops skipping: a new variation begins. */
    public void resume() {
        skipping = false;
    }

    /**
     * Whether the current line of the text is longer than the limit; if so, a located error has
     * ended the reading of this record.
     */
    public boolean lineTooLong(TextLines lines) {
        if (lines.length() <= limits.lineLength()) {
            return false;
        }
        int shown = Math.min(lines.length(), 40);
        // a line far past the limit is read only so far: how long it is in all is not known
        Message why = lines.goesOn()
                ? Message.of("read.limit.line-length-more", lines.length(), Limits.LINE_LENGTH + "=" + limits.lineLength())
                : Message.of("read.limit.line-length", lines.length(), Limits.LINE_LENGTH + "=" + limits.lineLength());
        stop(Problem.error(lines.number(), 1, new String(lines.chars(), lines.start(), shown) + "…", why));
        return true;
    }

    // ---- header and start

    /**
     * A header line. Past the limit of header lines it is not kept, and a located error ends the
     * reading of the record.
     */
    public HeaderEntry header(String key, String value, SourceText at) {
        HeaderEntry entry = new HeaderEntry(key, value, kept(at));
        if (header.size() >= limits.headerLines()) {
            if (!stopped) {
                overLimit(at, "read.limit.header", Limits.HEADER_LINES, limits.headerLines());
            }
            return entry;
        }
        header.add(entry);
        return entry;
    }

    /**
     * A player's name as the header gives it. The first name given for a side stays, except that a
     * name under 先手/後手 (or CSA {@code N+}/{@code N-}) replaces one under a handicap game's 下手/上手,
     * whatever their order.
     *
     * @param handicapWord whether the header names the player by the handicap game's word
     */
    public void player(Side side, String name, boolean handicapWord) {
        int i = side.ordinal();
        if (players[i] == null || this.handicapWord[i] && !handicapWord) {
            players[i] = name;
            this.handicapWord[i] = handicapWord;
        }
    }

    /** The players named so far. */
    public Players players() {
        return new Players(players[0], players[1]);
    }

    /**
     * A rule the record declares for itself, its value as written. A plain whole number (digits
     * only, half- or full-width) up to {@link StatedRule#MAX_VALUE} is taken; anything else
     * ({@code -5}, {@code 1,000}, {@code 320手}) is a located warning and the rule stays unknown: a
     * guess at what the writer meant could decide a game.
     */
    public void statedRule(StatedRule.Subject subject, String value, SourceText text) {
        Message what = Message.of(subject == StatedRule.Subject.MAX_MOVES ? "read.stated-rule.max-moves"
                : "read.stated-rule.impasse-points");
        long number = value.isEmpty() ? -1 : 0;
        for (int i = 0; i < value.length() && number >= 0; i++) {
            char c = value.charAt(i);
            int digit = c >= '0' && c <= '9' ? c - '0' : c >= '０' && c <= '９' ? c - '０' : -1;
            number = digit < 0 ? -1 : Math.min(number * 10 + digit, StatedRule.MAX_VALUE + 1L);
        }
        if (number < 0) {
            warn(Problem.warning(text, Message.of("read.stated-rule.not-a-number", value, what)));
        } else if (number > StatedRule.MAX_VALUE) {
            warn(Problem.warning(text, Message.of("read.stated-rule.too-large", value, what,
                    StatedRule.MAX_VALUE)));
        } else {
            statedRules.add(new StatedRule(subject, (int) number, text));
        }
    }

    /** The rules declared so far. */
    public List<StatedRule> statedRules() {
        return statedRules;
    }

    /** Settles the start position; moves may follow. */
    public void start(StartPosition position) {
        if (start != null) {
            throw new IllegalStateException("the start position is settled already");
        }
        start = position;
        cursor.start(position);
    }

    /** The start position, or null while it is not settled. */
    public StartPosition start() {
        return start;
    }

    public boolean hasStart() {
        return start != null;
    }

    /**
     * The last move made before the start position, when a record of a position names it
     * (KIF {@code 手数＝N …}): a first move written {@code 同} goes to its square.
     */
    public void lastMoveBeforeStart(Square square) {
        cursor.lastMoveBeforeStart(square);
    }

    /**
     * The record's own number of its first move, as its text states it (KIF {@code 手数＝30} then
     * moves numbered from 31): the last statement stands. Unstated, it is the start position's
     * SFEN move number, else 1.
     */
    public void firstNumber(int number) {
        if (number >= 1) {
            firstNumber = number;
        }
    }

    public void startComment(String comment) {
        startComments.add(comment);
        lastCommentList = startComments;
    }

    // ---- where reading stands

    /** The replay of the current path: side to move, the square {@code 同} refers to, the board. */
    public ReplayCursor cursor() {
        return cursor;
    }

    /** The ply of the next move of the current line. */
    public int nextPly() {
        return current().nextPly();
    }

    /** Moves on the current path. */
    public int played() {
        return current().nextPly() - 1;
    }

    public Side sideToMove() {
        return cursor.sideToMove();
    }

    /** The side to move after {@code played} moves. */
    public Side toMoveAfter(int played) {
        return cursor.toMoveAfter(played);
    }

    /** The square {@code 同} refers to for the next move, or null when there is none. */
    public Square previousDestination() {
        return cursor.previousDestination();
    }

    /** The board after the current path, or null when a move on it could not be carried out. */
    public Position board() {
        return cursor.board();
    }

    public boolean inVariation() {
        return path.size() > 1;
    }

    // ---- moves

    /**
     * Appends a move to the current line, as written. Returns null, after a located error, when
     * the line would exceed the limit of moves.
     */
    public MoveDraft addMove(WrittenMove move, SourceText text, MoveTime time) {
        LineDraft line = current();
        if (line.size() >= limits.moves() || treeMoves >= limits.treeMoves()) {
            stopAtMoveLimit(line, text);
            return null;
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
            add(Problem.warning(text, Message.of("read.variation-illegal", line.startPly, text.text(),
                    violation.code(), Message.inJapanese(violation.code()), violation.explanation())));
        }
    }

    /** The located error of a move past a limit; a method of its own, so that addMove stays small enough to inline. */
    private void stopAtMoveLimit(LineDraft line, SourceText text) {
        if (line.size() >= limits.moves()) {
            overLimit(text, "read.limit.moves", Limits.MOVES, limits.moves());
        } else {
            overLimit(text, "read.limit.tree-moves", Limits.TREE_MOVES, limits.treeMoves());
        }
    }

    /** Ends the reading with a located error that names the limit passed: {@code key}, then its name and value. */
    private void overLimit(SourceText at, String key, String name, int limit) {
        stop(Problem.error(at, Message.of(key, limit, name + "=" + limit)));
    }

    /** Why the move cannot be played after the current path, or null when it is legal or the board is unknown. */
    public Violation explain(WrittenMove move) {
        return cursor.explain(move);
    }

    /** The last move of the current line, or null before its first. */
    public MoveDraft lastMove() {
        return current().last();
    }

    /**
     * Counts comment lines a reader is about to keep, wherever they go, against the limit of
     * comment lines: false, after a located error that ends the reading of the record, when they
     * would pass it.
     */
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

    /**
     * A comment where the text puts it: on the last move of the current line, before the first
     * move of a variation (it goes to that move), or on the start position.
     */
    public void comment(String comment) {
        LineDraft line = current();
        MoveDraft last = line.last();
        if (last != null) {
            lastCommentList = last.comments();
        } else if (path.size() > 1) {
            if (line.leading == null) {
                line.leading = new ArrayList<>(2);
            }
            lastCommentList = line.leading;
        } else {
            lastCommentList = startComments;
        }
        lastCommentList.add(comment);
    }

    /** The last comment added, or null when there is none. */
    public String lastComment() {
        return lastCommentList == null || lastCommentList.isEmpty() ? null
                : lastCommentList.get(lastCommentList.size() - 1);
    }

    /** Replaces the last comment added, or removes it when {@code replacement} is null. */
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

    /** The current line's statement of how it ended, made after {@code ply} moves. */
    public EndingDraft addEnding(StatedEnding stated, int ply, SourceText text, EndingOrigin origin) {
        EndingDraft ending = new EndingDraft(stated, ply, kept(text), origin);
        List<EndingDraft> endings = current().endings();
        if (endingsKept >= ENDINGS_PER_RECORD) {
            if (endingsKept++ == ENDINGS_PER_RECORD) {
                warn(Problem.warning(text, Message.of("read.endings-more-record", ENDINGS_PER_RECORD)));
            }
            return ending;
        }
        endingsKept++;
        if (endings.size() >= ENDINGS_PER_LINE) {
            // a hostile file can state an ending on each of millions of lines: each would be kept
            if (endings.size() == ENDINGS_PER_LINE) {
                warn(Problem.warning(text, Message.of("read.endings-more", ENDINGS_PER_LINE)));
                endings.add(ending); // the one past the bound marks that the warning was given
            }
            return ending;
        }
        endings.add(ending);
        return ending;
    }

    /** The current line's ending statements so far. */
    public List<EndingDraft> endings() {
        return current().endings == null ? List.of() : current().endings;
    }

    /** Marks the current line as ended: a terminal statement was read. */
    public void closeLine() {
        current().closed = true;
    }

    public boolean lineClosed() {
        return current().closed;
    }

    // ---- variations

    /**
     * Starts a variation replacing move {@code ply} of the current path (KIF {@code 変化：N手}):
     * leaves the variations that begin at or after that ply, then branches from the move there.
     * Returns false, changing nothing, when the current path has no move at that ply, or when a
     * limit on variations is passed ({@link #treeCut()}, one warning for the record).
     *
     * @param at the text that starts the variation, to locate a limit's error
     */
    public boolean branch(int ply, SourceText at) {
        int depth = path.size();
        while (depth > 1 && path.get(depth - 1).startPly >= ply) {
            depth--;
        }
        MoveDraft replaced = path.get(depth - 1).moveAt(ply);
        return replaced != null && branchAt(replaced, at);
    }

    /**
     * Starts a variation replacing the given move, which must lie on the current path (JKF
     * {@code forks}). Returns false when a limit on variations is passed ({@link #treeCut()}).
     */
    public boolean branchAt(MoveDraft replaced, SourceText at) {
        if (treeCut) {
            return false;
        }
        if (lines.size() - 1 >= limits.variations()) {
            cutTree(at, "read.limit.variations", Limits.VARIATIONS, limits.variations());
            return false;
        }
        LineDraft parent = replaced.line;
        if (parent.depth + 1 > limits.variationDepth()) {
            cutTree(at, "read.limit.variation-depth", Limits.VARIATION_DEPTH, limits.variationDepth());
            return false;
        }
        leaveTo(parent);
        LineDraft variation = new LineDraft(replaced.ply, parent.depth + 1);
        replaced.alternative(variation);
        lines.add(variation);
        path.add(variation);
        current = variation;
        cursor.truncate(replaced.ply - 1);
        return true;
    }

    /**
     * Past a limit on variations the game is still the main line: one located warning naming the
     * limit, and every variation from here on is skipped ({@link #treeCut()}), so that a book of
     * thousands of variations is still judged.
     */
    private void cutTree(SourceText at, String key, String name, int limit) {
        add(Problem.warning(at, Message.of(key, limit, name + "=" + limit)));
        treeCut = true;
    }

    /**
     * Whether a limit on variations was passed: every variation after it is skipped, without a
     * word more, and {@link #branch} and {@link #branchAt} return false.
     */
    public boolean treeCut() {
        return treeCut;
    }

    /**
     * Makes the line of {@code move} current again, ending at that move, after its variations
     * were read (JKF reads a move's forks before the moves that follow it).
     */
    public void returnTo(MoveDraft move) {
        leaveTo(move.line);
        cursor.truncate(move.ply - 1);
        cursor.push(move);
    }

    /** Leaves the lines of the current path below {@code line}, which must lie on it. */
    private void leaveTo(LineDraft line) {
        int depth = path.size();
        while (depth > 0 && path.get(depth - 1) != line) {
            depth--;
        }
        if (depth == 0) {
            throw new IllegalStateException("the line is not on the current path");
        }
        while (path.size() > depth) {
            path.remove(path.size() - 1);
        }
        current = line;
    }

    private LineDraft current() {
        return current;
    }

    // ---- result

    /** The record as read so far. */
    public GameRecord build() {
        for (int i = lines.size() - 1; i >= 0; i--) {
            lines.get(i).build();
        }
        return new GameRecord(options.source(), index, format, options.encoding(), header,
                players(), statedRules, start, startComments, lines.get(0).built,
                withNotes(problems), firstNumber > 0 ? firstNumber : start == null ? 1 : Math.max(1, start.moveNumber()));
    }

    /** A record that could not be read at all, with the problems found. */
    public GameRecord unreadable() {
        return GameRecord.unreadable(options.source(), index, format, options.encoding(), withNotes(problems));
    }

    /**
     * The notes of the input that fall in this record's lines, first, then the problems found in
     * reading, then how many more were found than are listed.
     */
    private List<Problem> withNotes(List<Problem> found) {
        if (unlisted > 0) {
            found = new ArrayList<>(found);
            found.add(Problem.warning(firstUnlisted.line(), firstUnlisted.column(), "",
                    Message.of("read.problems-more", unlisted, LISTED_PROBLEMS)));
        }
        if (options.notes().isEmpty()) {
            return found;
        }
        List<Problem> all = new ArrayList<>();
        for (Problem note : options.notes()) {
            if (note.line() >= firstLine && note.line() <= lastLine) {
                all.add(note);
            }
        }
        all.addAll(found);
        return all;
    }
}
