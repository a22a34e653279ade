package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RefusedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.text.Blanks;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;

/**
 * What game servers write about a game beside its moves and specials, in comments and headers:
 * floodgate's {@code 'summary:…} line and its {@code 'ILLEGAL_MOVE(…)} note, shogi-server's
 * {@code 'Max_Moves:N} comment, and Shogi Wars' {@code $X_FINAL} / {@code $X_WINNER} headers. Each is
 * kept as it is read and weighed once the whole record is read, when the endings and the moves
 * they speak of are known.
 */
final class ServerNotes {

    static final String ILLEGAL_MOVE_NOTE = "ILLEGAL_MOVE(";
    /** shogi-server's comment naming the game's move limit ({@code 'Max_Moves:256}). */
    private static final String MAX_MOVES_NOTE = "Max_Moves:";

    private final RecordSink builder;
    private final CsaMoveParser moveParser;

    private CsaStatement illegalMoveNote;
    /** The moves played when {@link #illegalMoveNote} was written: the refused move was due after them. */
    private int illegalMoveNotePlayed;
    /** A server's {@code 'Max_Moves:N} comment before the first move; a {@code $MAX_MOVES} line wins over it. */
    private CsaStatement maxMovesComment;

    private CsaStatement warsFinal;
    private CsaStatement warsWinner;

    ServerNotes(RecordSink builder, CsaMoveParser moveParser) {
        this.builder = builder;
        this.moveParser = moveParser;
    }

    /**
     * A comment the record keeps ({@code text}, without its quote), looked at for what a server says
     * in it; the summary and the note on the illegal move count only once the moves have begun.
     */
    void comment(CsaStatement s, String text, boolean inMoves) {
        if (builder.played() == 0
                && maxMovesComment == null
                && Blanks.strip(text).startsWith(MAX_MOVES_NOTE)) {
            maxMovesComment = s;
        }
        if (!inMoves) {
            return;
        }
        if (ServerResultComment.is(s)) {
            ServerResultComment.Result r = ServerResultComment.read(s, builder.players());
            r.warnings().forEach(w -> builder.problem(Problem.warning(s.source(), w)));
            EndingDraft declaration = r.ending() == null ? null : invalidDeclaration(r.ending());
            if (declaration != null) {
                // %KACHI then 'summary:illegal kachi: one ending, the declaration the server ruled invalid
                declaration.ruled(r.ending());
                declaration.addDetail(text);
            } else if (r.ending() != null) {
                builder.addEnding(r.ending(), builder.played(), s.source(), EndingOrigin.SERVER_SUMMARY);
            }
        } else if (isIllegalMoveNote(text)) {
            illegalMoveNote = s;
            illegalMoveNotePlayed = builder.played();
        }
    }

    /** A Shogi Wars result header ({@link WarsResult#FINAL_KEY} or {@link WarsResult#WINNER_KEY}): the first counts. */
    void warsHeader(String key, CsaStatement s) {
        if (key.equals(WarsResult.FINAL_KEY)) {
            warsFinal = warsFinal == null ? s : warsFinal;
        } else {
            warsWinner = warsWinner == null ? s : warsWinner;
        }
    }

    /** Weighs the notes kept, once the record is read. */
    void finish() {
        if (maxMovesComment != null
                && builder.statedRules().stream().noneMatch(r -> r.subject() == StatedRule.Subject.MAX_MOVES)) {
            String comment = Blanks.strip(maxMovesComment.text().substring(1));
            builder.statedRule(
                    StatedRule.Subject.MAX_MOVES,
                    Blanks.strip(comment.substring(MAX_MOVES_NOTE.length())),
                    SourceText.of("'" + comment, maxMovesComment.line(), maxMovesComment.column()));
        }
        if (illegalMoveNote != null) {
            noteIllegalMove();
        }
        if (builder.start() != null && (warsFinal != null || warsWinner != null)) {
            warsEnding();
        }
    }

    /**
     * The server's note on the illegal move explains its endings and names the move it refused: the
     * move due after the moves played when the note was written, located where the note names it.
     * An ending stated after other moves is not about that move and only gets the note as detail.
     */
    private void noteIllegalMove() {
        String note = illegalMoveNote.text().substring(1);
        String written = note.substring(ILLEGAL_MOVE_NOTE.length(), note.length() - 1);
        WrittenMove parsed = moveParser.move(written);
        RefusedMove refused = parsed == null
                ? null
                : new RefusedMove(
                        parsed,
                        illegalMoveNote.source(1 + ILLEGAL_MOVE_NOTE.length(), written.length()),
                        illegalMoveNotePlayed + 1);
        for (EndingDraft e : builder.endings()) {
            if (isIllegalMoveStatement(e)) {
                e.detail(note);
                if (e.ply() == illegalMoveNotePlayed) {
                    e.refused(refused);
                }
            }
        }
    }

    /** Shogi Wars' {@code $X_FINAL} / {@code $X_WINNER}: a statement of the ending after the last move. */
    private void warsEnding() {
        Side toMove = builder.toMoveAfter(builder.played());
        Side winner = null;
        if (warsWinner != null) {
            String value = headerValue(warsWinner);
            winner = WarsResult.winner(value);
            if (winner == null) {
                builder.problem(Problem.warning(
                        warsWinner.source(),
                        Message.of("read.csa.wars-winner-unknown", value, WarsResult.WINNER_KEY, "▲", "△")));
            }
        }
        CsaStatement at = warsFinal != null ? warsFinal : warsWinner;
        StatedEnding meaning = null;
        if (warsFinal == null) {
            builder.problem(Problem.warning(
                    at.source(),
                    Message.of("read.csa.wars-final-missing", WarsResult.WINNER_KEY, WarsResult.FINAL_KEY)));
        } else {
            String word = headerValue(warsFinal);
            meaning = WarsResult.meaning(word, winner, toMove);
            if (meaning == null) {
                builder.problem(Problem.warning(
                        at.source(),
                        Message.of("read.csa.wars-final-unknown", word, WarsResult.FINAL_KEY, WarsResult.KNOWN)));
            }
        }
        if (meaning == null) {
            meaning = new StatedEnding(EndingReason.INTERRUPTED, winner, null);
        }
        builder.addEnding(meaning, builder.played(), at.source(), EndingOrigin.RESULT_HEADER);
    }

    private static String headerValue(CsaStatement s) {
        int colon = s.text().indexOf(':');
        return colon < 0 ? "" : s.text().substring(colon + 1).strip();
    }

    /** Endings the server's {@code 'ILLEGAL_MOVE(…)} note explains: its summary, or {@code %ILLEGAL_MOVE}. */
    private static boolean isIllegalMoveStatement(EndingDraft e) {
        return e.reason() == EndingReason.ILLEGAL_MOVE
                && (e.origin() == EndingOrigin.SERVER_SUMMARY || e.text().text().equals("%ILLEGAL_MOVE"));
    }

    /**
     * The {@code %KACHI} after the moves played that a summary rules an invalid declaration (the
     * declarer is its loser), or null when the summary says something else or follows no {@code %KACHI}.
     */
    private EndingDraft invalidDeclaration(StatedEnding summary) {
        if (summary.reason() != EndingReason.DECLARATION
                || summary.offender() == null
                || summary.winner() != summary.offender().opponent()) {
            return null;
        }
        for (EndingDraft e : builder.endings()) {
            if (e.origin() == EndingOrigin.TERMINAL_MOVE
                    && e.reason() == EndingReason.DECLARATION
                    && e.ply() == builder.played()) {
                return e;
            }
        }
        return null;
    }

    /** {@code ILLEGAL_MOVE(…)}, the note floodgate writes about the foul, on one line. */
    private static boolean isIllegalMoveNote(String text) {
        if (!text.startsWith(ILLEGAL_MOVE_NOTE) || !text.endsWith(")")) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return false;
            }
        }
        return true;
    }
}
