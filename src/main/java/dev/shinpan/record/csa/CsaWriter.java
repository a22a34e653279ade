package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.codec.HeaderCounterparts;
import dev.shinpan.record.codec.PlayedLine;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * CSA V2.2 (the CSA standard record format): names, the header keys CSA has, {@code PI} or a
 * board, the turn, one move per line with {@code T} times and {@code '} comments, a special move.
 */
public final class CsaWriter extends RecordWriter {

    @Override
    public String extension() {
        return "csa";
    }

    @Override
    protected String further(RecordedEnding later, Side toMove) {
        // a result header is one of the $ lines the header keeps; a second special would end the game twice
        return later.origin() == EndingOrigin.RESULT_HEADER ? "" : null;
    }

    @Override
    protected boolean keepsRefused() {
        return true; // the comment that names it is written back after the last move
    }

    @Override
    protected String write(
            GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped) {
        GameFacts facts = moves.facts();
        StringBuilder sb = new StringBuilder("V2.2\n");
        // every key and value one line of plain text: a line break in a name would forge a header line or a move
        record.blackPlayer()
                .ifPresent(
                        n -> sb.append("N+").append(oneLine("N+", n, dropped)).append('\n'));
        record.whitePlayer()
                .ifPresent(
                        n -> sb.append("N-").append(oneLine("N-", n, dropped)).append('\n'));
        boolean timeWritten = false;
        for (HeaderEntry e : record.header()) {
            if (STATED.contains(e.key())) {
                continue;
            }
            String key = e.key().startsWith("$") ? e.key() : HeaderCounterparts.csaKey(record, e.key());
            if (HeaderCounterparts.isKifTime(e.key())) {
                if (HeaderCounterparts.csaTime(facts) == null) {
                    dropOnce(dropped, "convert.dropped.header.key", e.key()); // free text shinpan cannot read
                }
            } else if (key == null
                    || !key.startsWith("$") && record.headerValue(key).isPresent()) {
                dropOnce(dropped, "convert.dropped.header.key", e.key());
            } else {
                timeWritten |= HeaderCounterparts.isCsaTime(key);
                sb.append(oneLine(key, key, dropped))
                        .append(':')
                        .append(oneLine(key, e.value(), dropped))
                        .append('\n');
            }
        }
        String time = HeaderCounterparts.csaTime(facts);
        if (!timeWritten && time != null && record.format() != RecordFormat.CSA) { // CSA's game name says it already
            sb.append(time).append('\n'); // KIF's 持ち時間, written as CSA spells a time control
        }
        if (record.start().handicap() != null) {
            sb.append("PI").append(record.start().handicap().csaRemovals()).append('\n');
        } else {
            board(sb, record.start().position());
        }
        sb.append(record.start().sideToMove() == Side.BLACK ? '+' : '-').append('\n');
        record.startComments().forEach(c -> comment(sb, '\'', c, dropped));
        for (ResolvedMove m : moves) {
            sb.append(m.side() == Side.BLACK ? '+' : '-')
                    .append(m.isDrop() ? "00" : m.from().csa())
                    .append(m.to().csa())
                    .append(m.after().csa())
                    .append('\n');
            if (m.move().time() != null && m.move().time().seconds() != null) {
                sb.append('T').append(Math.round(m.move().time().seconds())).append('\n');
            }
            m.move().comments().forEach(c -> comment(sb, '\'', c, dropped));
        }
        if (ending != null && ending.origin() == EndingOrigin.RESULT_HEADER) {
            // Shogi Wars' $X_FINAL and $X_WINNER, copied with the header, state it; its %CHUDAN goes with them
            ending = record.mainLine().endings().stream()
                    .filter(e -> e.origin() == EndingOrigin.TERMINAL_MOVE)
                    .findFirst()
                    .orElse(null); // one that says nothing, or the header would not state the result
        }
        CsaSpecial s = CsaSpecial.stating(ending, toMove);
        if (s != null) {
            sb.append('%').append(s.written()).append('\n');
        } else if (ending != null) {
            dropOnce(dropped, "convert.dropped.ending", ending.text().text());
        }
        return sb.toString();
    }

    private static void board(StringBuilder sb, Position p) {
        // the variant's board: nine rows of nine in shogi, five of five in Minishogi
        for (int rank = 1; rank <= p.variant().ranks(); rank++) {
            sb.append('P').append(rank);
            for (int file = p.variant().files(); file >= 1; file--) {
                Piece piece = p.pieceAt(Square.of(file, rank));
                sb.append(
                        piece == null
                                ? " * "
                                : (piece.owner() == Side.BLACK ? "+" : "-")
                                        + piece.type().csa());
            }
            sb.append('\n');
        }
        for (Side side : Side.values()) {
            StringBuilder hand = new StringBuilder();
            for (PieceType t : p.variant().pieceTypes()) {
                if (t.promoted() || t.royal()) {
                    continue;
                }
                for (int n = p.handCount(side, t); n > 0; n--) {
                    hand.append("00").append(t.csa());
                }
            }
            if (hand.length() > 0) {
                sb.append(side == Side.BLACK ? "P+" : "P-").append(hand).append('\n');
            }
        }
    }
}
