package dev.shinpan.property;

import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * Builds a move that breaks exactly one rule, named by its illegal-move code, in a given position,
 * from the rule's own definition (the shogi rules as the JSA states them, the Tori rules as
 * Fairy-Stockfish plays them): which squares a piece reaches, what stands where, what is in hand,
 * whether a king is attacked. The move judge is not asked; whether it agrees is what is tested.
 * Empty when the position offers no such move.
 */
public final class Fouls {

    private Fouls() {}

    public static Optional<Ply> inject(IllegalMoveCode code, Position p, Random random) {
        List<Ply> found = switch (code) {
            case WRONG_TURN -> wrongTurn(p);
            case EMPTY_SOURCE -> emptySource(p);
            case OPPONENT_PIECE -> opponentPiece(p);
            case PIECE_MISMATCH -> pieceMismatch(p);
            case ILLEGAL_MOVEMENT -> boardMoves(p, (from, to) -> !p.canReach(from, to) && !own(p, to, mover(p)));
            case OWN_CAPTURE -> boardMoves(p, (from, to) -> p.canReach(from, to) && own(p, to, mover(p)));
            case ILLEGAL_PROMOTION -> illegalPromotion(p);
            case DEAD_PIECE -> deadPiece(p);
            case NOT_IN_HAND -> drops(p, false, t -> p.handCount(mover(p), t) == 0 && t != limited(p), to -> true);
            case OCCUPIED_DROP -> drops(p, true, t -> p.handCount(mover(p), t) > 0, to -> true);
            case NIFU, THREE_SWALLOWS -> fileLimit(p, code);
            case UCHIFUZUME -> dropMate(p);
            case IGNORED_CHECK -> p.inCheck() ? leavingKingAttacked(p) : List.of();
            case SELF_CHECK -> p.inCheck() ? List.of() : leavingKingAttacked(p);
        };
        return found.isEmpty() ? Optional.empty() : Optional.of(found.get(random.nextInt(found.size())));
    }

    /** A legal move of the other side, as if it were its turn. */
    private static List<Ply> wrongTurn(Position p) {
        Side other = mover(p).opponent();
        Position turned = Sfen.parse(p.variant(), Sfen.board(p) + " " + other.sfenLetter() + " " + Sfen.hands(p));
        return new MoveGenerator(turned)
                .legalMoves().stream().map(m -> new Ply(other, m)).toList();
    }

    private static List<Ply> emptySource(Position p) {
        List<Ply> plies = new ArrayList<>();
        PieceType named = p.variant().pieceType(0);
        for (Square from : squares(p.variant())) {
            if (p.pieceAt(from) == null) {
                for (Square to : squares(p.variant())) {
                    if (!to.equals(from) && !own(p, to, mover(p))) {
                        plies.add(new Ply(mover(p), new Move(from, to, named, false)));
                    }
                }
            }
        }
        return plies;
    }

    /** The opponent's piece moved as it could move for its owner. */
    private static List<Ply> opponentPiece(Position p) {
        List<Ply> plies = new ArrayList<>();
        for (Square from : squares(p.variant())) {
            Piece piece = p.pieceAt(from);
            if (piece != null && piece.owner() != mover(p)) {
                for (Square to : squares(p.variant())) {
                    if (p.canReach(from, to) && !own(p, to, piece.owner())) {
                        plies.add(new Ply(mover(p), new Move(from, to, piece.type(), false)));
                    }
                }
            }
        }
        return plies;
    }

    /**
     * A legal board move naming another kind than the one on its origin; not the promoted form of
     * that kind, which CSA would read as a promotion.
     */
    private static List<Ply> pieceMismatch(Position p) {
        List<Ply> plies = new ArrayList<>();
        for (Move m : new MoveGenerator(p).legalMoves()) {
            if (m.isDrop()) {
                continue;
            }
            for (PieceType named : p.variant().pieceTypes()) {
                if (named.index() != m.piece().index()
                        && named.index() != m.piece().promotedIndex()) {
                    plies.add(new Ply(mover(p), new Move(m.from(), m.to(), named, m.promote())));
                }
            }
        }
        return plies;
    }

    /** The mover's own pieces moved, unpromoted, to every square the test accepts. */
    private static List<Ply> boardMoves(Position p, BiPredicate<Square, Square> accept) {
        List<Ply> plies = new ArrayList<>();
        for (Square from : squares(p.variant())) {
            Piece piece = p.pieceAt(from);
            if (piece != null && piece.owner() == mover(p)) {
                for (Square to : squares(p.variant())) {
                    if (!to.equals(from) && accept.test(from, to)) {
                        plies.add(new Ply(mover(p), new Move(from, to, piece.type(), false)));
                    }
                }
            }
        }
        return plies;
    }

    /**
     * A legal move with its promotion turned round where that cannot be: 成 for a piece that cannot
     * promote or outside the zone; in Tori also a compulsory promotion left out.
     */
    private static List<Ply> illegalPromotion(Position p) {
        List<Ply> plies = new ArrayList<>();
        Variant v = p.variant();
        for (Move m : new MoveGenerator(p).legalMoves()) {
            if (m.isDrop()) {
                continue;
            }
            boolean zone = v.inZone(mover(p), m.from()) || v.inZone(mover(p), m.to());
            boolean mayPromote = m.piece().canPromote() && zone;
            if (!m.promote() && !mayPromote) {
                plies.add(new Ply(mover(p), new Move(m.from(), m.to(), m.piece(), true)));
            }
            if (m.promote() && v.compulsoryPromotion()) {
                plies.add(new Ply(mover(p), new Move(m.from(), m.to(), m.piece(), false)));
            }
        }
        return plies;
    }

    /**
     * A piece left where it can never move again: a promotion to such a square left out (standard
     * shogi; in Tori promotion there is compulsory, so that is another foul) or a drop there.
     */
    private static List<Ply> deadPiece(Position p) {
        List<Ply> plies = new ArrayList<>();
        if (p.variant() == Variants.STANDARD) {
            for (Move m : new MoveGenerator(p).legalMoves()) {
                if (m.promote() && dead(p.variant(), mover(p), m.piece(), m.to())) {
                    plies.add(new Ply(mover(p), new Move(m.from(), m.to(), m.piece(), false)));
                }
            }
        }
        for (PieceType t : p.variant().handTypes()) {
            if (p.handCount(mover(p), t) > 0) {
                for (Square to : squares(p.variant())) {
                    if (p.pieceAt(to) == null && dead(p.variant(), mover(p), t, to)) {
                        plies.add(new Ply(mover(p), new Move(null, to, t, false)));
                    }
                }
            }
        }
        return plies;
    }

    /**
     * Drops of the kinds accepted onto occupied or empty squares where the piece could still move,
     * not a pawn (swallow) onto a file where a second (third) would be one too many.
     */
    private static List<Ply> drops(Position p, boolean occupied, Predicate<PieceType> kind, Predicate<Square> where) {
        List<Ply> plies = new ArrayList<>();
        for (PieceType t : p.variant().handTypes()) {
            if (!kind.test(t)) {
                continue;
            }
            for (Square to : squares(p.variant())) {
                boolean clean = (p.pieceAt(to) != null) == occupied
                        && !dead(p.variant(), mover(p), t, to)
                        && (t != limited(p)
                                || limitedOnFile(p, mover(p), to.file())
                                        < p.variant().fileLimit());
                if (clean && where.test(to)) {
                    plies.add(new Ply(mover(p), new Move(null, to, t, false)));
                }
            }
        }
        return plies;
    }

    /** 二歩 (a second unpromoted pawn on a file) or 三燕 (a third swallow). */
    private static List<Ply> fileLimit(Position p, IllegalMoveCode code) {
        boolean tori = p.variant() == Variants.TORI;
        if (tori != (code == IllegalMoveCode.THREE_SWALLOWS) || p.handCount(mover(p), limited(p)) == 0) {
            return List.of();
        }
        List<Ply> plies = new ArrayList<>();
        for (Square to : squares(p.variant())) {
            if (p.pieceAt(to) == null
                    && !dead(p.variant(), mover(p), limited(p), to)
                    && limitedOnFile(p, mover(p), to.file()) >= p.variant().fileLimit()) {
                plies.add(new Ply(mover(p), new Move(null, to, limited(p), false)));
            }
        }
        return plies;
    }

    /** A pawn (swallow) drop in front of the enemy king that leaves it no legal move. */
    private static List<Ply> dropMate(Position p) {
        Side side = mover(p);
        PieceType pawn = limited(p);
        Square king = p.kingSquare(side.opponent());
        if (king == null || p.handCount(side, pawn) == 0) {
            return List.of();
        }
        int rank = king.rank() + (side == Side.BLACK ? 1 : -1);
        if (rank < 1 || rank > p.variant().ranks()) {
            return List.of();
        }
        Square to = new Square(king.file(), rank);
        if (p.pieceAt(to) != null
                || limitedOnFile(p, side, to.file()) >= p.variant().fileLimit()
                || dead(p.variant(), side, pawn, to)) {
            return List.of();
        }
        Move drop = new Move(null, to, pawn, false);
        Position after = p.copy();
        after.playUnchecked(after.encode(drop));
        boolean mates = after.inCheck() && new MoveGenerator(after).legalMoves().isEmpty();
        return mates && !after.inCheck(side) ? List.of(new Ply(side, drop)) : List.of();
    }

    /**
     * Moves that break no rule but king safety and leave the mover's king attacked: board moves
     * the piece can make (promoting as the zone allows or demands, never to a dead square) and
     * drops of held pieces other than the pawn (swallow).
     */
    private static List<Ply> leavingKingAttacked(Position p) {
        Side side = mover(p);
        Variant v = p.variant();
        List<Move> candidates = new ArrayList<>();
        for (Square from : squares(v)) {
            Piece piece = p.pieceAt(from);
            if (piece == null || piece.owner() != side) {
                continue;
            }
            for (Square to : squares(v)) {
                if (!p.canReach(from, to) || own(p, to, side)) {
                    continue;
                }
                boolean zone = v.inZone(side, from) || v.inZone(side, to);
                boolean mayPromote = piece.type().canPromote() && zone;
                if (!(v.compulsoryPromotion() && mayPromote) && !dead(v, side, piece.type(), to)) {
                    candidates.add(new Move(from, to, piece.type(), false));
                }
                if (mayPromote) {
                    candidates.add(new Move(from, to, piece.type(), true));
                }
            }
        }
        for (PieceType t : v.handTypes()) {
            if (t != limited(p) && p.handCount(side, t) > 0) {
                for (Square to : squares(v)) {
                    if (p.pieceAt(to) == null && !dead(v, side, t, to)) {
                        candidates.add(new Move(null, to, t, false));
                    }
                }
            }
        }
        List<Ply> plies = new ArrayList<>();
        for (Move m : candidates) {
            Position after = p.copy();
            after.playUnchecked(after.encode(m));
            if (after.inCheck(side)) {
                plies.add(new Ply(side, m));
            }
        }
        return plies;
    }

    /**
     * Whether a piece of the kind on the square could never move again: a pawn or lance on the far
     * rank, a knight on the two far ranks (JSA); a swallow on the far rank (Tori).
     */
    static boolean dead(Variant v, Side side, PieceType t, Square to) {
        int depth;
        if (v == Variants.TORI) {
            depth = t.index() == Variants.Tori.SWALLOW ? 1 : 0;
        } else {
            depth = switch (t.index()) {
                case Variants.Standard.PAWN, Variants.Standard.LANCE -> 1;
                case Variants.Standard.KNIGHT -> 2;
                default -> 0;
            };
        }
        int fromFar = side == Side.BLACK ? to.rank() : v.ranks() + 1 - to.rank();
        return fromFar <= depth;
    }

    private static int limitedOnFile(Position p, Side side, int file) {
        int n = 0;
        for (int rank = 1; rank <= p.variant().ranks(); rank++) {
            Piece piece = p.pieceAt(new Square(file, rank));
            n += piece != null && piece.owner() == side && piece.type() == limited(p) ? 1 : 0;
        }
        return n;
    }

    private static PieceType limited(Position p) {
        return p.variant().fileLimitedType();
    }

    private static boolean own(Position p, Square s, Side side) {
        Piece piece = p.pieceAt(s);
        return piece != null && piece.owner() == side;
    }

    private static Side mover(Position p) {
        return p.sideToMove();
    }

    static List<Square> squares(Variant v) {
        List<Square> all = new ArrayList<>();
        for (int file = 1; file <= v.files(); file++) {
            for (int rank = 1; rank <= v.ranks(); rank++) {
                all.add(new Square(file, rank));
            }
        }
        return all;
    }
}
