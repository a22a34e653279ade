package dev.shinpan.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * Words the explanation of an illegal move: which piece, which squares, which rule, in English and
 * Japanese. Runs only when a move has been found illegal, so it may look around the board freely.
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
        String[] text = switch (code) {
            case WRONG_TURN -> new String[] {
                    "the record has " + en(w.side()) + " moving, but it is " + en(mover) + "'s turn (two moves in a row)",
                    ja(w.side()) + "の手として記録されていますが、手番は" + ja(mover) + "です（二手指し）"};
            case EMPTY_SOURCE -> new String[] {
                    "there is no piece on " + w.from().label() + " to move",
                    w.from().label() + "に動かす駒がありません"};
            case OPPONENT_PIECE -> {
                Piece piece = p.pieceAt(w.from());
                yield new String[] {
                        "the " + piece.type().name() + " on " + w.from().label() + " belongs to " + en(piece.owner()),
                        w.from().label() + "の" + piece.type().kanji() + "は" + ja(piece.owner()) + "の駒です"};
            }
            case PIECE_MISMATCH -> {
                Piece piece = p.pieceAt(w.from());
                PieceType named = w.piece() != null ? w.piece() : w.pieceAfter();
                yield new String[] {
                        "the record moves " + article(named.name()) + " from " + w.from().label()
                                + ", but the piece there is " + article(piece.type().name()),
                        "記録では" + w.from().label() + "の" + named.kanji() + "を動かしていますが、そこにあるのは"
                                + piece.type().kanji() + "です"};
            }
            case ILLEGAL_MOVEMENT -> movement(w);
            case OWN_CAPTURE -> {
                Piece piece = p.pieceAt(w.to());
                yield new String[] {
                        w.to().label() + " is occupied by " + en(mover) + "'s own " + piece.type().name(),
                        w.to().label() + "には" + ja(mover) + "自身の" + piece.type().kanji() + "があります"};
            }
            case ILLEGAL_PROMOTION -> promotion(w, mover);
            case DEAD_PIECE -> {
                PieceType t = w.isDrop() ? w.droppedType() : p.pieceAt(w.from()).type();
                yield new String[] {
                        "an unpromoted " + t.name() + " on " + w.to().label() + " would have no further move",
                        w.to().label() + "の" + t.kanji() + "は以後動けません（行き所のない駒）"};
            }
            case NOT_IN_HAND -> {
                PieceType t = w.droppedType();
                yield new String[] {
                        en(mover) + " has no " + t.name() + " in hand",
                        ja(mover) + "は" + t.kanji() + "を持っていません"};
            }
            case OCCUPIED_DROP -> {
                Piece piece = p.pieceAt(w.to());
                yield new String[] {
                        w.to().label() + " is occupied by " + en(piece.owner()) + "'s " + piece.type().name()
                                + "; a drop needs an empty square",
                        w.to().label() + "には" + ja(piece.owner()) + "の" + piece.type().kanji() + "があり、打てません"};
            }
            case NIFU -> {
                List<Square> pawns = limitedOnFile(mover, w.to().file());
                yield new String[] {
                        en(mover) + " already has an unpromoted pawn on file " + w.to().file() + " (" + labels(pawns) + ")",
                        ja(mover) + "は" + w.to().file() + "筋に既に歩があります（" + labels(pawns) + "、二歩）"};
            }
            case THREE_SWALLOWS -> {
                List<Square> swallows = limitedOnFile(mover, w.to().file());
                yield new String[] {
                        en(mover) + " already has two unpromoted swallows on file " + w.to().file()
                                + " (" + labels(swallows) + ")",
                        ja(mover) + "は" + w.to().file() + "筋に既に燕が二枚あります（" + labels(swallows) + "、三燕）"};
            }
            case UCHIFUZUME -> {
                PieceType t = w.droppedType();
                yield new String[] {
                        "the " + t.name() + " drop on " + w.to().label() + " checkmates " + en(mover.opponent())
                                + " (mate by " + t.name() + " drop)",
                        w.to().label() + "への" + t.kanji() + "打ちで" + ja(mover.opponent()) + "が詰みます（打ち"
                                + t.kanji() + "詰め）"};
            }
            case IGNORED_CHECK -> {
                String checkers = attackersText(p.king[mover.ordinal()], mover.opponent(), false);
                String checkersJa = attackersText(p.king[mover.ordinal()], mover.opponent(), true);
                yield new String[] {
                        en(mover) + " is in check from " + checkers + " and the move does not answer it",
                        ja(mover) + "は" + checkersJa + "から王手されており、この手はそれを解除していません（王手放置）"};
            }
            case SELF_CHECK -> selfCheck(w, mover);
        };
        return new Violation(code, mover, text[0], text[1]);
    }

    private String[] movement(WrittenMove w) {
        if (!p.variant.contains(w.to())) {
            return new String[] {
                    w.to().label() + " is not on the " + p.variant.name() + " board",
                    w.to().label() + "は盤上にありません"};
        }
        Piece piece = p.pieceAt(w.from());
        String blocked = "";
        String blockedJa = "";
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
                    Piece obstacle = p.pieceOfCode(code);
                    Square at = g.square(sq);
                    blocked = "; the path is blocked by the " + obstacle.type().name() + " on " + at.label();
                    blockedJa = "（" + at.label() + "の" + obstacle.type().kanji() + "が道をふさいでいます）";
                    break;
                }
            }
        }
        p.board[from] = (byte) Position.code(type, side);
        return new String[] {
                "a " + piece.type().name() + " on " + w.from().label() + " cannot move to " + w.to().label() + blocked,
                w.from().label() + "の" + piece.type().kanji() + "は" + w.to().label() + "へ動けません" + blockedJa};
    }

    private String[] promotion(WrittenMove w, Side mover) {
        if (w.isDrop()) {
            return new String[] {
                    "a piece is always dropped unpromoted",
                    "駒は成った状態では打てません"};
        }
        PieceType t = p.pieceAt(w.from()).type();
        boolean promote = w.pieceAfter() != null ? w.pieceAfter().index() != t.index() : w.promote();
        if (!promote) {
            return new String[] {
                    "a " + t.name() + " moving into, out of or within the promotion zone must promote",
                    t.kanji() + "は敵陣に入る・敵陣から出る・敵陣内を動くとき必ず成ります"};
        }
        if (!t.canPromote()) {
            return new String[] {
                    (t.promoted() ? "a piece that is already promoted" : "a " + t.name()) + " cannot promote",
                    t.kanji() + "は成れません"};
        }
        return new String[] {
                "neither " + w.from().label() + " nor " + w.to().label() + " is in " + en(mover) + "'s promotion zone",
                w.from().label() + "も" + w.to().label() + "も敵陣ではないので成れません"};
    }

    private String[] selfCheck(WrittenMove w, Side mover) {
        int kingSquare = p.king[mover.ordinal()];
        // Every rule but king safety holds here, so the move as written can be carried out.
        int move = judge.physicalMove(w);
        p.playUnchecked(move);
        int kingAfter = p.king[mover.ordinal()];
        String attackers = attackersText(kingAfter, mover.opponent(), false);
        String attackersJa = attackersText(kingAfter, mover.opponent(), true);
        p.undo();
        boolean kingMoved = kingAfter != kingSquare;
        Square at = g.square(kingAfter);
        // the royal piece by its own name: king (玉) in shogi, phoenix (鵬) in Tori Shogi
        PieceType royal = p.variant.royalType();
        String what = kingMoved ? "the " + royal.name() + " would stand on " + at.label() + ", attacked by "
                : "the move exposes " + en(mover) + "'s " + royal.name() + " on " + at.label() + " to ";
        String whatJa = kingMoved ? royal.kanji() + "が" + at.label() + "に動くと" + attackersJa + "に取られます"
                : "この手で" + at.label() + "の" + royal.kanji() + "が" + attackersJa + "に取られる形になります";
        return new String[] {what + attackers, whatJa + "（自殺手）"};
    }

    private String attackersText(int sq, Side attacker, boolean japanese) {
        List<String> names = new ArrayList<>();
        for (int from : g.squares) {
            int code = p.board[from];
            if (Position.isOwn(code, attacker.ordinal())
                    && Attacks.reachesFrom(p, Position.typeOf(code), attacker.ordinal(), from, sq)) {
                PieceType t = p.variant.pieceType(Position.typeOf(code));
                Square at = g.square(from);
                names.add(japanese ? at.label() + "の" + t.kanji() : "the " + t.name() + " on " + at.label());
            }
        }
        return String.join(japanese ? "と" : " and ", names);
    }

    private List<Square> limitedOnFile(Side side, int file) {
        List<Square> found = new ArrayList<>();
        int limited = p.variant.fileLimitedType().index();
        for (int rank = 1; rank <= g.ranks; rank++) {
            int code = p.board[g.index(file, rank)];
            if (Position.isOwn(code, side.ordinal()) && Position.typeOf(code) == limited) {
                found.add(new Square(file, rank));
            }
        }
        return found;
    }

    private static String labels(List<Square> squares) {
        return String.join(", ", squares.stream().map(Square::label).toList());
    }

    private static String article(String name) {
        return ("aeiou".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }

    static String en(Side side) {
        return side.english();
    }

    static String ja(Side side) {
        return side.japanese();
    }
}
