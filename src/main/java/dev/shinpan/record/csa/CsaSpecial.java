package dev.shinpan.record.csa;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import java.util.HashMap;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The special moves of the CSA standard record format ({@code %TORYO} …) and of the shogi-server
 * protocol that records repeat ({@code %MAX_MOVES}, {@code %OUTE_SENNICHITE}), which JKF's
 * {@code special} names without the {@code %}. The one list every reader uses, so that no reader
 * knows a special another does not.
 */
public enum CsaSpecial {
    TORYO("TORYO"),
    CHUDAN("CHUDAN"),
    SENNICHITE("SENNICHITE"),
    TIME_UP("TIME_UP"),
    ILLEGAL_MOVE("ILLEGAL_MOVE"),
    BLACK_ILLEGAL_ACTION("+ILLEGAL_ACTION"),
    WHITE_ILLEGAL_ACTION("-ILLEGAL_ACTION"),
    JISHOGI("JISHOGI"),
    KACHI("KACHI"),
    HIKIWAKE("HIKIWAKE"),
    MATTA("MATTA"),
    TSUMI("TSUMI"),
    FUZUMI("FUZUMI"),
    ERROR("ERROR"),
    MAX_MOVES("MAX_MOVES"),
    OUTE_SENNICHITE("OUTE_SENNICHITE");

    private static final Map<String, CsaSpecial> BY_NAME = new HashMap<>();
    private static final String NAMES;

    static {
        StringJoiner names = new StringJoiner(", ");
        for (CsaSpecial s : values()) {
            BY_NAME.put(s.written, s);
            names.add(s.written);
        }
        NAMES = names.toString();
    }

    private final String written;

    CsaSpecial(String written) {
        this.written = written;
    }

    /** The name as written, without {@code %}: {@code TORYO}, {@code +ILLEGAL_ACTION}. */
    public String written() {
        return written;
    }

    /** The special of that name (without {@code %}), or null. */
    public static CsaSpecial byName(String name) {
        return BY_NAME.get(name);
    }

    /** Every name, in the list's order, for messages: {@code TORYO, CHUDAN, …}. */
    public static String names() {
        return NAMES;
    }

    /** What the special states when written with {@code toMove} to move. */
    public StatedEnding meaning(Side toMove) {
        Side other = toMove.opponent();
        return switch (this) {
            case TORYO -> StatedEnding.resignation(toMove);
            case TSUMI -> new StatedEnding(EndingReason.CHECKMATE, other, null);
            case TIME_UP -> new StatedEnding(EndingReason.TIMEOUT, other, null);
            case ILLEGAL_MOVE -> new StatedEnding(EndingReason.ILLEGAL_MOVE, other, toMove);
            case BLACK_ILLEGAL_ACTION -> new StatedEnding(EndingReason.ILLEGAL_MOVE, Side.WHITE, Side.BLACK);
            case WHITE_ILLEGAL_ACTION -> new StatedEnding(EndingReason.ILLEGAL_MOVE, Side.BLACK, Side.WHITE);
            case SENNICHITE -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case OUTE_SENNICHITE -> new StatedEnding(EndingReason.PERPETUAL_CHECK, null, null);
            case JISHOGI, HIKIWAKE -> new StatedEnding(EndingReason.IMPASSE, null, null);
            case KACHI -> StatedEnding.declaration(toMove);
            case MAX_MOVES -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case CHUDAN, FUZUMI, ERROR, MATTA -> new StatedEnding(EndingReason.INTERRUPTED, null, null);
        };
    }

    /**
     * The special that states an ending, for a writer.
     *
     * @param ending the ending to state, or null
     * @param toMove the side to move where it applies
     * @return the special stating it, or null when none does
     */
    public static CsaSpecial stating(RecordedEnding ending, Side toMove) {
        if (ending == null) {
            return null;
        }
        StatedEnding want = new StatedEnding(ending.reason(), ending.winner(), ending.offender());
        for (CsaSpecial s : CsaSpecial.values()) {
            if (s.meaning(toMove).equals(want)) {
                return s;
            }
        }
        return null;
    }
}
