package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.Problem;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;

/**
 * The CSA server's ruling as a client saves it (shogi-server's protocol, docs/formats.md §3.6): an
 * event line ({@code #TIME_UP}, {@code #RESIGN}, {@code #ILLEGAL_MOVE}, {@code #SENNICHITE},
 * {@code #OUTE_SENNICHITE}, {@code #JISHOGI}, {@code #MAX_MOVES}, {@code #CHUDAN}) then the result for
 * the client ({@code #WIN}, {@code #LOSE}, {@code #DRAW}, {@code #CENSORED}). Whose log it is, and so
 * whom {@code #WIN} names, the game summary's {@code Your_Turn:+} line tells.
 *
 * <p>A ruling that repeats the special move before it ({@code %TORYO} then {@code #RESIGN},
 * {@code %KACHI} then {@code #JISHOGI}) is one ending with it, not a second; one that overrules it
 * ({@code %KACHI} then {@code #ILLEGAL_MOVE}: an invalid declaration) becomes that special's meaning.
 */
final class ServerRulings {

    /** The events, as the protocol names them after {@code #}. */
    private enum Event {
        TIME_UP,
        RESIGN,
        ILLEGAL_MOVE,
        SENNICHITE,
        OUTE_SENNICHITE,
        JISHOGI,
        MAX_MOVES,
        CHUDAN
    }

    /** The results for the client. */
    private enum Outcome {
        WIN,
        LOSE,
        DRAW,
        CENSORED
    }

    static final String YOUR_TURN_KEY = "Your_Turn:";
    static final String KNOWN = "#TIME_UP, #RESIGN, #ILLEGAL_MOVE, #SENNICHITE, #OUTE_SENNICHITE, #JISHOGI,"
            + " #MAX_MOVES, #CHUDAN, #WIN, #LOSE, #DRAW, #CENSORED";

    private final RecordSink builder;
    /** The side the log belongs to ({@code Your_Turn:}), or null when the log does not say. */
    private Side owner;

    private Event event;
    private CsaStatement eventLine;
    private Outcome outcome;
    private CsaStatement outcomeLine;
    /** The moves played when the first ruling line was read: the ruling is about the position after them. */
    private int played = -1;

    ServerRulings(RecordSink builder) {
        this.builder = builder;
    }

    /** {@code Your_Turn:+} or {@code Your_Turn:-}: whose log this is. */
    void yourTurn(CsaStatement s) {
        String value = s.text().substring(YOUR_TURN_KEY.length()).strip();
        owner = value.equals("+") ? Side.BLACK : value.equals("-") ? Side.WHITE : null;
    }

    /** A {@code #} line, read after {@code played} moves. */
    void accept(CsaStatement s, int played) {
        String name = s.text().substring(1).strip();
        Event e = lookup(Event.class, name);
        Outcome o = e == null ? lookup(Outcome.class, name) : null;
        if (e == null && o == null) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.ruling-unknown", s.text(), KNOWN)));
            return;
        }
        if (e != null ? event != null : outcome != null) {
            CsaStatement first = e != null ? eventLine : outcomeLine;
            builder.problem(Problem.warning(
                    s.source(), Message.of("read.csa.ruling-again", s.text(), first.text(), first.line())));
            return;
        }
        if (this.played < 0) {
            this.played = played;
        }
        if (e != null) {
            event = e;
            eventLine = s;
        } else {
            outcome = o;
            outcomeLine = s;
        }
    }

    private static <E extends Enum<E>> E lookup(Class<E> type, String name) {
        for (E value : type.getEnumConstants()) {
            if (value.name().equals(name)) {
                return value;
            }
        }
        return null;
    }

    /** Adds the ruling to the record's endings, once its last line has been read. */
    void finish() {
        if (played < 0) {
            return;
        }
        Side toMove = builder.toMoveAfter(played);
        EndingDraft special = specialAt(played);
        boolean declared = special != null && special.reason() == EndingReason.DECLARATION;
        Side winner = winner(toMove, declared);
        StatedEnding ruling = meaning(toMove, winner, declared);
        CsaStatement at = eventLine != null ? eventLine : outcomeLine;
        if (special != null
                && (special.reason() == ruling.reason() && special.winner() == ruling.winner()
                        || declared && ruling.reason() == EndingReason.DECLARATION)) {
            // the server's word on the special before it: one ending, the server's ruling
            special.ruled(ruling);
            special.addDetail(rulingText());
            return;
        }
        builder.addEnding(ruling, played, at.source(), EndingOrigin.SERVER_SUMMARY)
                .detail(rulingText());
    }

    /**
     * Who won: {@code #WIN}/{@code #LOSE} said of the log's side; without them, or without knowing whose
     * log it is, what the event itself says (the side to move lost on time, resigned, moved illegally).
     */
    private Side winner(Side toMove, boolean declared) {
        if (outcome == Outcome.DRAW || outcome == Outcome.CENSORED) {
            return null;
        }
        if (outcome != null && owner != null) {
            return outcome == Outcome.WIN ? owner : owner.opponent();
        }
        if (outcome != null) {
            builder.problem(Problem.warning(
                    outcomeLine.source(),
                    Message.of("read.csa.ruling-side-unknown", outcomeLine.text(), YOUR_TURN_KEY + "+")));
        }
        if (event == null) {
            return null;
        }
        return switch (event) {
            case TIME_UP, RESIGN, ILLEGAL_MOVE -> toMove.opponent();
            case JISHOGI -> declared ? toMove : null;
            default -> null;
        };
    }

    private StatedEnding meaning(Side toMove, Side winner, boolean declared) {
        Side loser = winner == null ? null : winner.opponent();
        if (event == null) {
            return new StatedEnding(EndingReason.INTERRUPTED, winner, null);
        }
        return switch (event) {
            case TIME_UP -> new StatedEnding(EndingReason.TIMEOUT, winner, null);
            case RESIGN -> new StatedEnding(EndingReason.RESIGNATION, winner, null);
            // after %KACHI the server's #ILLEGAL_MOVE is its ruling that the declaration was invalid
            case ILLEGAL_MOVE ->
                declared
                        ? new StatedEnding(EndingReason.DECLARATION, toMove.opponent(), toMove)
                        : new StatedEnding(EndingReason.ILLEGAL_MOVE, winner, loser);
            case SENNICHITE -> new StatedEnding(EndingReason.SENNICHITE, null, null);
            case OUTE_SENNICHITE -> new StatedEnding(EndingReason.PERPETUAL_CHECK, winner, loser);
            case JISHOGI ->
                declared
                        ? new StatedEnding(EndingReason.DECLARATION, winner, toMove)
                        : new StatedEnding(EndingReason.IMPASSE, winner, null);
            case MAX_MOVES -> new StatedEnding(EndingReason.MAX_MOVES, null, null);
            case CHUDAN -> new StatedEnding(EndingReason.INTERRUPTED, winner, null);
        };
    }

    /** The special move ({@code %TORYO}, {@code %KACHI}) stated after the same moves, or null. */
    private EndingDraft specialAt(int ply) {
        for (EndingDraft e : builder.endings()) {
            if (e.origin() == EndingOrigin.TERMINAL_MOVE && e.ply() == ply) {
                return e;
            }
        }
        return null;
    }

    private String rulingText() {
        if (eventLine == null || outcomeLine == null) {
            return (eventLine != null ? eventLine : outcomeLine).text();
        }
        return eventLine.text() + " " + outcomeLine.text();
    }
}
