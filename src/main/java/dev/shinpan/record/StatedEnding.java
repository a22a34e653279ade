package dev.shinpan.record;

import dev.shinpan.rules.Side;

/**
 * What a terminal statement means once the side to move is known: the reason in the shared
 * vocabulary, the winner it names (or null) and the offender or declarer (or null).
 *
 * <pre>{@code
 * StatedEnding resigned = StatedEnding.resignation(Side.BLACK);
 * System.out.println(resigned.reason().id() + ", " + resigned.winner() + " wins");
 * }</pre>
 *
 * @param reason   what the statement says happened
 * @param winner   the side it says won, or null
 * @param offender for a foul the side it says committed it, for a declaration the declarer; otherwise null
 */
public record StatedEnding(EndingReason reason, Side winner, Side offender) {

    /**
     * The side to move resigns: the other side wins.
     *
     * @param toMove the side to move when the resignation is written
     * @return the meaning
     */
    public static StatedEnding resignation(Side toMove) {
        return new StatedEnding(EndingReason.RESIGNATION, toMove.opponent(), null);
    }

    /**
     * The side to move declares a win by entering king (入玉宣言, CSA {@code %KACHI}, USI {@code win}).
     *
     * @param toMove the declarer
     * @return the meaning: the declarer named winner and declarer; the referee checks the claim
     */
    public static StatedEnding declaration(Side toMove) {
        return new StatedEnding(EndingReason.DECLARATION, toMove, toMove);
    }

    /** {@return the meaning of an unknown or unreadable statement, kept as an interruption with no winner} */
    public static StatedEnding interrupted() {
        return new StatedEnding(EndingReason.INTERRUPTED, null, null);
    }
}
