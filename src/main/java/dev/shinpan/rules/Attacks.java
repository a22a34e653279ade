package dev.shinpan.rules;

/**
 * Attack detection, written against the variant's tables: from the attacked square, walk back
 * along every direction in which the attacker's pieces move and look at the first piece met.
 */
final class Attacks {

    private Attacks() {}

    /** Whether any piece of {@code attacker} attacks the square. */
    static boolean isAttacked(Position p, int sq, int attacker) {
        BoardGeometry g = p.geometry;
        byte[] board = p.board;
        int[] offsets = g.attackOffsets[attacker];
        int[] maxRange = g.attackMaxRange[attacker];
        int[] reach = g.attackReach[attacker];
        int flag = attacker == 0 ? 0 : PieceCodes.WHITE_FLAG;
        for (int d = 0; d < offsets.length; d++) {
            int step = offsets[d];
            int x = sq - step;
            int code = board[x];
            int dist = 1;
            if (code == 0) {
                int max = maxRange[d];
                while (dist < max) {
                    x -= step;
                    dist++;
                    code = board[x];
                    if (code != 0) {
                        break;
                    }
                }
                if (code == 0) {
                    continue;
                }
            }
            // The wall's bits match neither side's flag.
            if ((code & (PieceCodes.WHITE_FLAG | BoardGeometry.WALL)) == flag && reach[d << 4 | code & 15] >= dist) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the side to move is in check, given that it was not in check before the opponent's
     * last move: then only the moved piece, or a line it opened through its origin, can attack.
     */
    static boolean lastMoveGivesCheck(Position p, int move) {
        int side = p.sideToMove;
        int king = p.king[side];
        if (king < 0) {
            return false;
        }
        BoardGeometry g = p.geometry;
        int mover = side ^ 1;
        int to = PackedMoves.to(move);
        int placed = PieceCodes.typeOf(p.board[to]);
        if (reachesFrom(p, placed, mover, to, king)) {
            return true;
        }
        if (PackedMoves.isDrop(move)) {
            return false;
        }
        int step = g.lineStep(king, PackedMoves.from(move));
        if (step == 0) {
            return false;
        }
        int direction = g.attackDirection[mover][-step + g.size];
        if (direction < 0 || g.attackMaxRange[mover][direction] < 2) {
            return false;
        }
        int x = king;
        for (int dist = 1; ; dist++) {
            x += step;
            int code = p.board[x];
            if (code != 0) {
                return PieceCodes.isOwn(code, mover) && g.attackReach[mover][direction << 4 | code & 15] >= dist;
            }
        }
    }

    /** Whether a piece of the kind and side on {@code from} reaches {@code target} (pattern table). */
    static boolean reachesFrom(Position p, int type, int side, int from, int target) {
        BoardGeometry g = p.geometry;
        int entry = g.pattern[(side * 16 + type) * 17 * 17 + BoardGeometry.CENTRE + g.coord[target] - g.coord[from]];
        if (entry == 0) {
            return false;
        }
        int step = entry >> 4;
        int x = from;
        for (int k = entry & 15; k > 1; k--) {
            x += step;
            if (p.board[x] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Whether the side's king is attacked; false when it has no king. */
    static boolean inCheck(Position p, int side) {
        int k = p.king[side];
        return k >= 0 && isAttacked(p, k, side ^ 1);
    }

    /**
     * Finds the pieces of {@code attacker} attacking {@code sq}. Fills {@code out} with up to two
     * attacker squares followed by, for the first one, its direction index; returns the count.
     */
    static int attackers(Position p, int sq, int attacker, int[] out) {
        BoardGeometry g = p.geometry;
        byte[] board = p.board;
        int[] offsets = g.attackOffsets[attacker];
        int[] maxRange = g.attackMaxRange[attacker];
        int[] reach = g.attackReach[attacker];
        int count = 0;
        for (int d = 0; d < offsets.length; d++) {
            int step = offsets[d];
            int x = sq;
            for (int dist = 1, max = maxRange[d]; dist <= max; dist++) {
                x -= step;
                int code = board[x];
                if (code == 0) {
                    continue;
                }
                if (PieceCodes.isOwn(code, attacker) && reach[d << 4 | code & 15] >= dist) {
                    if (count < 2) {
                        out[count] = x;
                        if (count == 0) {
                            out[2] = d;
                        }
                    }
                    count++;
                }
                break;
            }
        }
        return count;
    }
}
