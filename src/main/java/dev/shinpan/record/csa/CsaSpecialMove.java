package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;

/**
 * Reads a {@code %} special move (FORMATS.md §3.4) as the record's ending statement, through the
 * shared {@link StatedEnding#ofCsaSpecial} meaning. {@code %+ILLEGAL_ACTION} names sente as the
 * offender, {@code %-ILLEGAL_ACTION} gote, whoever is to move.
 */
final class CsaSpecialMove {

    private CsaSpecialMove() {
    }

    /** The special's name without {@code %}, e.g. {@code TORYO}, {@code -ILLEGAL_ACTION}. */
    static String name(CsaStatement s) {
        return s.text().substring(1);
    }

    /** Whether the name is one of the specials FORMATS.md §3.4 lists (incl. {@code OUTE_SENNICHITE}). */
    static boolean known(String name) {
        return StatedEnding.ofCsaSpecial(name, Side.BLACK) != null;
    }

    /**
     * The ending the special states after {@code ply} moves with {@code toMove} to move. An
     * unknown name is kept as an interruption (the caller warns).
     */
    static RecordedEnding ending(CsaStatement s, int ply, Side toMove) {
        StatedEnding meaning = StatedEnding.ofCsaSpecial(name(s), toMove);
        if (meaning == null) {
            meaning = new StatedEnding(EndingReason.INTERRUPTED, null, null);
        }
        return new RecordedEnding(meaning.reason(), meaning.winner(), meaning.offender(), ply, s.source(),
                EndingOrigin.TERMINAL_MOVE, null);
    }
}
