package dev.shinpan.adjudicate;

import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * What a TD counts on the board during an impasse, at one ply: both sides' points on both bases,
 * each side's declaration conditions as if it declared now, and the agreement count.
 *
 * <pre>{@code
 * PointsCount count = new PointsCounter(Rulesets.JSA).count(record, 0);
 * System.out.println(count.sfen() + " " + count.sideToMove());
 * }</pre>
 *
 * @param ply         the ply the position is after
 * @param sideToMove  who is to move there
 * @param sfen        the position
 * @param counts      both sides' points and camp figures
 * @param black       Black's declaration judged as if Black declared now
 * @param white       White's declaration judged as if White declared now
 * @param agreement   the agreed-impasse count under the ruleset
 * @param notes       why the position is not the one asked for (record shorter, unplayable move), and
 *                    that the counts decide nothing in a game without impasse rules
 */
public record PointsCount(
        int ply,
        Side sideToMove,
        String sfen,
        ImpasseFinding counts,
        DeclarationFinding black,
        DeclarationFinding white,
        AgreementFinding agreement,
        List<Message> notes) {

    /**
     * Keeps an unmodifiable copy of the notes.
     *
     * @param ply        the ply the position is after
     * @param sideToMove who is to move there
     * @param sfen       the position
     * @param counts     both sides' points and camp figures
     * @param black      Black's declaration judged as if Black declared now
     * @param white      White's declaration judged as if White declared now
     * @param agreement  the agreed-impasse count under the ruleset
     * @param notes      why the position is not the one asked for, and what the counts do not decide
     */
    public PointsCount {
        notes = List.copyOf(notes);
    }
}
