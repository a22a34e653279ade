package dev.shinpan.record.build;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Players;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import java.util.List;

/**
 * What a reader tells as it walks one record's text, in the order the text gives it, and the few
 * things it asks back. Behind it ({@link RecordBuilder}) are the record's limits, its problem log,
 * the variation path and the replay of that path, so that what all formats share (ply numbers,
 * the side to move, what {@code 同} refers to, where comments go, how variations nest) is decided
 * once.
 *
 * <p><b>One rule for problems.</b> A reader reports every problem with {@link #problem}:
 * <ul>
 * <li>a warning is noted, and reading goes on;</li>
 * <li>an error in the main line (or before it, in the header or the start position) is noted and
 *     ends the reading of the record: what follows cannot be trusted, and {@link #stopped()} is
 *     true from then on;</li>
 * <li>an error in a variation (analysis, not the game) is noted as a warning, and the rest of that
 *     variation is skipped: {@link #skipping()} is true until the next variation begins.</li>
 * </ul>
 * Passing a limit ({@code --limit}) is an error that ends the reading wherever it happens, except
 * the limits on variations, past which later variations are skipped with one warning. A reader
 * checks {@link #stopped()} and {@link #skipping()} rather than keeping a state of its own.
 */
public interface RecordSink {

    // ---- problems

    /** A problem found in the text, under the one rule above. */
    void problem(Problem problem);

    /**
     * Problems a reader's token carries, in order, each under the one rule. Nearly every move has
     * none: an indexed loop, since under the launcher's quick JIT compiler a for-each makes an
     * iterator even over the empty list.
     */
    default void problems(List<Problem> found) {
        for (int i = 0; i < found.size(); i++) {
            problem(found.get(i));
        }
    }

    /** Skips the rest of the current variation, or the variation that follows, after a warning. */
    void skipVariation();

    /** Whether an error has ended the reading of this record. */
    boolean stopped();

    /** Whether the rest of the current variation is being skipped. */
    boolean skipping();

    /**
     * Whether the current line of the text is longer than the limit; if so, a located error has
     * ended the reading of this record.
     */
    boolean lineTooLong(TextLines lines);

    // ---- header

    /** A header line; past the limit of header lines it is not kept and reading ends. */
    HeaderEntry header(String key, String value, SourceText at);

    /**
     * A player's name as the header gives it. The first name given for a side stays, except that a
     * name under 先手/後手 (or CSA {@code N+}/{@code N-}) replaces one under a handicap game's 下手/上手.
     *
     * @param handicapWord whether the header names the player by the handicap game's word
     */
    void player(Side side, String name, boolean handicapWord);

    /** The players named so far. */
    Players players();

    /**
     * A rule the record declares for itself, its value as written: a plain whole number is taken,
     * anything else is a located warning and the rule stays unknown.
     */
    void statedRule(StatedRule.Subject subject, String value, SourceText at);

    /** The rules declared so far. */
    List<StatedRule> statedRules();

    // ---- start

    /** Settles the start position; moves may follow. */
    void start(StartPosition position);

    /** The start position, or null while it is not settled. */
    StartPosition start();

    /**
     * The record's own number of its first move as its text states it (KIF {@code 手数＝30}, then
     * moves numbered from 31); the last statement stands.
     */
    void firstNumber(int number);

    /** The last move made before the start, where a record of a position names it: {@code 同} on the first move goes there. */
    void lastMoveBeforeStart(Square square);

    // ---- moves, and where reading stands

    /** Appends a move, as written, to the current line; null when a limit on moves ended the reading. */
    MoveDraft addMove(WrittenMove move, SourceText text, MoveTime time);

    /** The last move of the current line, or null before its first. */
    MoveDraft lastMove();

    /** Moves on the current path: the ply of the next move is one more. */
    int played();

    /** The side to move after the current path. */
    Side sideToMove();

    /** The side to move after {@code played} moves of the current path. */
    Side toMoveAfter(int played);

    /** The square {@code 同} refers to for the next move, or null when there is none. */
    Square previousDestination();

    /** The board after the current path, or null when a move on it could not be carried out. */
    Position board();

    /** The ply of the move on the current path that could not be carried out, when {@link #board()} is null. */
    int boardLostAt();

    /** Why the move cannot be played after the current path, or null when it is legal or the board is unknown. */
    Violation explain(WrittenMove move);

    // ---- comments

    /**
     * Counts comment lines about to be kept against the limit: false, after an error that ends the
     * reading, when they would pass it.
     */
    boolean admitComments(int count, SourceText at);

    /**
     * A comment where the text puts it: on the last move of the current line, before the first
     * move of a variation (it goes to that move), or on the start position.
     */
    void comment(String comment);

    /** The last comment added, or null when there is none. */
    String lastComment();

    /** Replaces the last comment added, or removes it when {@code replacement} is null. */
    void replaceLastComment(String replacement);

    // ---- endings

    /** The current line's statement of how it ended, made after {@code ply} moves. */
    EndingDraft addEnding(StatedEnding stated, int ply, SourceText text, EndingOrigin origin);

    /** The current line's ending statements so far. */
    List<EndingDraft> endings();

    /** Marks the current line as ended: a terminal statement was read. */
    void closeLine();

    /** Whether a terminal statement ended the current line. */
    boolean lineClosed();

    // ---- variations

    /**
     * Starts a variation replacing move {@code ply} of the current path (KIF {@code 変化：N手}), which
     * ends any skipping. False, changing nothing, when the path has no move at that ply or a limit
     * on variations is passed ({@link #treeCut()}).
     */
    boolean branch(int ply, SourceText at);

    /** Starts a variation replacing a move of the current path (JKF {@code forks}); false past a limit on variations. */
    boolean branchAt(MoveDraft replaced, SourceText at);

    /**
     * Makes the line of {@code move} current again, ending at that move, after its variations were
     * read (JKF reads a move's forks before the moves that follow it); any skipping ends.
     */
    void returnTo(MoveDraft move);

    /** Whether the current line is a variation. */
    boolean inVariation();

    /** Whether a limit on variations was passed: every later variation is skipped. */
    boolean treeCut();
}
