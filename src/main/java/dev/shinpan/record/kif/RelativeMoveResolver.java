package dev.shinpan.record.kif;

import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the origin of a move written without one (KI2, JKF {@code relative}) by the JSA notation
 * rules (docs/formats.md §2.2): destination, piece, and the modifiers 上/寄/引 (movement), 右/左/直
 * (position) and 打 (drop). The answer is exact or an error; it never guesses.
 *
 * <p>Candidates are the mover's pieces of exactly the named kind whose movement reaches the
 * destination. If the modifiers leave several, those that could not legally make the move are set
 * aside, since a writer need not distinguish a move from one that is impossible; if that still
 * leaves more than one, the move is ambiguous.
 */
public final class RelativeMoveResolver {

    /** 上 (also 行, 入): moves forward; 寄: sideways; 引: backward. */
    public enum Vertical {
        UP,
        SIDEWAYS,
        DOWN
    }

    /** 右 / 左: the piece on the mover's right / left; 直: the piece moving straight forward. */
    public enum Horizontal {
        RIGHT,
        LEFT,
        STRAIGHT
    }

    /**
     * The outcome: an origin square, a drop, or a reason it cannot be resolved.
     *
     * @param from       the origin, or null for a drop or a failure
     * @param drop       whether the move is a drop
     * @param error      why the move cannot be resolved, or null
     * @param candidates the pieces considered, for the error message
     */
    public record Resolution(Square from, boolean drop, Message error, List<Square> candidates) {

        public boolean ok() {
            return error == null;
        }
    }

    private RelativeMoveResolver() {}

    /**
     * @param position     the position before the move
     * @param side         the side the record says moves: the side to move, or for a move out of
     *                     turn the side its mark names, whose pieces the modifiers describe (the
     *                     referee then judges the wrong turn)
     * @param to           destination
     * @param piece        the kind named (before the move)
     * @param vertical     the movement modifier, or null
     * @param horizontal   the position modifier, or null
     * @param explicitDrop whether the move says 打 (or 合)
     */
    public static Resolution resolve(
            Position position,
            Side side,
            Square to,
            PieceType piece,
            Vertical vertical,
            Horizontal horizontal,
            boolean explicitDrop) {
        if (explicitDrop) {
            return new Resolution(null, true, null, List.of());
        }
        List<Square> reaching = reachingPieces(position, to, piece, side);
        if (reaching.isEmpty()) {
            if (position.handCount(side, piece) > 0 || !piece.promoted() && !piece.royal()) {
                // No piece can move there, so the move can only be a drop; whether the piece is in
                // hand is for the rules to judge, not for the notation.
                return new Resolution(null, true, null, List.of());
            }
            return new Resolution(null, false, Message.of("read.resolve.no-piece", piece, side, to.label()), List.of());
        }
        if (reaching.size() == 1 && vertical == null && horizontal == null) {
            return new Resolution(reaching.get(0), false, null, reaching); // the usual move: one piece, no modifier
        }
        List<Square> matching = new ArrayList<>();
        for (Square from : reaching) {
            if (vertical == null || verticalOf(side, from, to) == vertical) {
                matching.add(from);
            }
        }
        if (horizontal == Horizontal.STRAIGHT) {
            matching.removeIf(from -> !(dx(side, from, to) == 0 && dy(side, from, to) > 0));
        } else if (horizontal != null) {
            matching = extreme(matching, side, horizontal);
        }
        if (matching.size() > 1) {
            List<Square> legal = new ArrayList<>();
            MoveJudge judge = new MoveJudge(side == position.sideToMove() ? position : turned(position, side));
            for (Square from : matching) {
                if (legalEither(judge, side, from, to, piece)) {
                    legal.add(from);
                }
            }
            if (legal.size() == 1) {
                matching = legal;
            }
        }
        if (matching.size() == 1) {
            return new Resolution(matching.get(0), false, null, reaching);
        }
        String names = String.join(", ", reaching.stream().map(Square::label).toList());
        if (matching.isEmpty()) {
            return new Resolution(
                    null, false, Message.of("read.resolve.none-fits", piece, to.label(), names), reaching);
        }
        // two pieces can "both" move; "all" is for three or more
        return new Resolution(
                null,
                false,
                Message.of(
                        matching.size() == 2 ? "read.resolve.ambiguous.two" : "read.resolve.ambiguous",
                        piece,
                        String.join(", ", matching.stream().map(Square::label).toList()),
                        to.label()),
                reaching);
    }

    /** The same board and hands with {@code side} to move, to ask which of its moves would be legal. */
    private static Position turned(Position position, Side side) {
        return Sfen.parse(
                position.variant(), Sfen.board(position) + " " + side.sfenLetter() + " " + Sfen.hands(position));
    }

    private static boolean legalEither(MoveJudge judge, Side side, Square from, Square to, PieceType piece) {
        return MoveJudge.isLegal(judge.judge(WrittenMove.boardMove(side, from, to, piece, false)))
                || MoveJudge.isLegal(judge.judge(WrittenMove.boardMove(side, from, to, piece, true)));
    }

    /** The mover's pieces of exactly this kind whose movement reaches the destination. */
    private static List<Square> reachingPieces(Position position, Square to, PieceType piece, Side side) {
        return position.reaching(side, piece, to);
    }

    /** Keeps the candidates standing farthest to the mover's right (or left). */
    private static List<Square> extreme(List<Square> candidates, Side side, Horizontal horizontal) {
        // Loops, not streams and comparators: KI2 writes 右 or 左 on every move of one of two golds.
        int best = Integer.MIN_VALUE;
        for (Square sq : candidates) {
            best = Math.max(best, towards(sq, side, horizontal));
        }
        List<Square> kept = new ArrayList<>(2);
        for (Square sq : candidates) {
            if (towards(sq, side, horizontal) == best) {
                kept.add(sq);
            }
        }
        return kept;
    }

    /** How far the square lies towards the mover's right (or left): larger is farther. */
    private static int towards(Square sq, Side side, Horizontal horizontal) {
        // From Black's seat the right-hand side is file 1; White sits opposite.
        int rightness = side == Side.BLACK ? -sq.file() : sq.file();
        return horizontal == Horizontal.RIGHT ? rightness : -rightness;
    }

    private static Vertical verticalOf(Side side, Square from, Square to) {
        int dy = dy(side, from, to);
        return dy > 0 ? Vertical.UP : dy == 0 ? Vertical.SIDEWAYS : Vertical.DOWN;
    }

    /** Forward distance in the mover's frame. */
    private static int dy(Side side, Square from, Square to) {
        int d = from.rank() - to.rank();
        return side == Side.BLACK ? d : -d;
    }

    /** Sideways distance towards the mover's right. */
    private static int dx(Side side, Square from, Square to) {
        int d = from.file() - to.file();
        return side == Side.BLACK ? d : -d;
    }
}
