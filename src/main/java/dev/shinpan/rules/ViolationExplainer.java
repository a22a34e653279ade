package dev.shinpan.rules;

import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Says why a move is illegal: which piece, which squares, which rule, as a message of the catalogue
 * ({@code illegal.*}) with those facts as its arguments. Runs only when a move has been found
 * illegal, so it may look around the board freely.
 */
final class ViolationExplainer {

    private final Position p;
    private final MoveJudge judge;
    private final BoardGeometry g;

    ViolationExplainer(Position position, MoveJudge judge) {
        this.p = position;
        this.judge = judge;
        this.g = position.geometry;
    }

    Violation explain(WrittenMove w, IllegalMoveCode code) {
        Side mover = p.sideToMove();
        Message why = switch (code) {
            case WRONG_TURN -> Message.of("illegal.wrong-turn", w.side(), mover);
            case EMPTY_SOURCE -> Message.of("illegal.empty-source", w.from().label());
            case OPPONENT_PIECE -> {
                Piece piece = p.pieceAt(w.from());
                yield Message.of("illegal.opponent-piece", w.from().label(), piece.type(), piece.owner());
            }
            case PIECE_MISMATCH -> {
                PieceType named = w.piece() != null ? w.piece() : w.pieceAfter();
                yield Message.of(
                        "illegal.piece-mismatch",
                        w.from().label(),
                        named,
                        p.pieceAt(w.from()).type());
            }
            case ILLEGAL_MOVEMENT -> movement(w);
            case OWN_CAPTURE ->
                Message.of(
                        "illegal.own-capture",
                        w.to().label(),
                        mover,
                        p.pieceAt(w.to()).type());
            case ILLEGAL_PROMOTION -> promotion(w, mover);
            case DEAD_PIECE ->
                Message.of(
                        "illegal.dead-piece",
                        w.to().label(),
                        w.isDrop() ? w.droppedType() : p.pieceAt(w.from()).type());
            case NOT_IN_HAND -> Message.of("illegal.not-in-hand", mover, w.droppedType());
            case OCCUPIED_DROP -> {
                Piece piece = p.pieceAt(w.to());
                yield Message.of("illegal.occupied-drop", w.to().label(), piece.owner(), piece.type());
            }
            case NIFU -> Message.of("illegal.nifu", mover, w.to().file(), labels(limitedOnFile(mover, w.to().file())));
            case THREE_SWALLOWS ->
                Message.of("illegal.three-swallows", mover, w.to().file(), labels(limitedOnFile(mover, w.to().file())));
            case UCHIFUZUME -> Message.of("illegal.uchifuzume", w.to().label(), w.droppedType(), mover.opponent());
            case IGNORED_CHECK ->
                Message.of("illegal.ignored-check", mover, attackers(p.king[mover.ordinal()], mover.opponent()));
            case SELF_CHECK -> selfCheck(w, mover);
        };
        // a move out of turn is the marked side's: it moved twice in a row
        return new Violation(code, code == IllegalMoveCode.WRONG_TURN ? w.side() : mover, why);
    }

    private Message movement(WrittenMove w) {
        if (!p.variant.contains(w.to())) {
            return Message.of("illegal.illegal-movement.off-board", w.to().label(), p.variant);
        }
        Piece piece = p.pieceAt(w.from());
        Object blocked = "";
        int type = piece.type().index();
        int side = piece.owner().ordinal();
        int from = g.index(w.from());
        int to = g.index(w.to());
        // If the pattern fits but something stands in the way, say what.
        p.board[from] = 0;
        for (int sq : g.squares) {
            int code = p.board[sq];
            if (code != 0 && sq != to) {
                p.board[sq] = 0;
                boolean free = Attacks.reachesFrom(p, type, side, from, to);
                p.board[sq] = (byte) code;
                if (free) {
                    blocked = Message.of(
                            "illegal.illegal-movement.blocked",
                            p.pieceOfCode(code).type(),
                            g.square(sq).label());
                    break;
                }
            }
        }
        p.board[from] = (byte) PieceCodes.code(type, side);
        return Message.of("illegal.illegal-movement", w.from().label(), piece.type(), w.to().label(), blocked);
    }

    private Message promotion(WrittenMove w, Side mover) {
        if (w.isDrop()) {
            return Message.of("illegal.illegal-promotion.drop");
        }
        PieceType t = p.pieceAt(w.from()).type();
        boolean promote = w.pieceAfter() != null ? w.pieceAfter().index() != t.index() : w.promote();
        if (!promote) {
            return Message.of("illegal.illegal-promotion.must-promote", t);
        }
        if (!t.canPromote()) {
            return Message.of(
                    t.promoted()
                            ? "illegal.illegal-promotion.already-promoted"
                            : "illegal.illegal-promotion.cannot-promote",
                    t);
        }
        return Message.of("illegal.illegal-promotion.outside-zone", w.from().label(), w.to().label(), mover);
    }

    private Message selfCheck(WrittenMove w, Side mover) {
        int kingSquare = p.king[mover.ordinal()];
        // Every rule but king safety holds here, so the move as written can be carried out.
        int move = judge.physicalMove(w);
        p.playUnchecked(move);
        int kingAfter = p.king[mover.ordinal()];
        Message.Joined attackers = attackers(kingAfter, mover.opponent());
        p.undo();
        // the royal piece by its own name: king (玉) in shogi, phoenix (鵬) in Tori Shogi
        PieceType royal = p.variant.royalType();
        String at = g.square(kingAfter).label();
        return kingAfter != kingSquare
                ? Message.of("illegal.self-check.king-moved", royal, at, attackers)
                : Message.of("illegal.self-check.exposed", mover, royal, at, attackers);
    }

    /** The pieces of {@code attacker} that attack the square, e.g. "the rook on 5一 and the bishop on 9五". */
    private Message.Joined attackers(int sq, Side attacker) {
        List<Message> found = new ArrayList<>();
        for (int from : g.squares) {
            int code = p.board[from];
            if (PieceCodes.isOwn(code, attacker.ordinal())
                    && Attacks.reachesFrom(p, PieceCodes.typeOf(code), attacker.ordinal(), from, sq)) {
                found.add(Message.of(
                        "illegal.piece-on",
                        p.variant.pieceType(PieceCodes.typeOf(code)),
                        g.square(from).label()));
            }
        }
        return Message.join("list.and", found);
    }

    private List<Square> limitedOnFile(Side side, int file) {
        List<Square> found = new ArrayList<>();
        int limited = p.variant.fileLimitedType().index();
        for (int rank = 1; rank <= g.ranks; rank++) {
            int code = p.board[g.index(file, rank)];
            if (PieceCodes.isOwn(code, side.ordinal()) && PieceCodes.typeOf(code) == limited) {
                found.add(new Square(file, rank));
            }
        }
        return found;
    }

    private static Message.Joined labels(List<Square> squares) {
        return Message.join("list.comma", squares.stream().map(Square::label).toList());
    }
}
