package dev.shinpan.rules;

/**
 * Attack detection, written against the variant's tables: from the attacked square, walk back
 * along every direction in which the attacker's pieces move and look at the first piece met.
 */
final class Attacks {

    private Attacks() {
    }

    /** Whether any piece of {@code attacker} attacks the square. */
    static boolean isAttacked(Position p, int sq, int attacker) {
        BoardGeometry g = p.geometry;
        byte[] board = p.board;
        int[] offsets = g.attackOffsets[attacker];
        int[] maxRange = g.attackMaxRange[attacker];
        int[][] reach = g.attackRange[attacker];
        int attackerFlag = attacker == 0 ? 0 : Position.WHITE_FLAG;
        for (int d = 0; d < offsets.length; d++) {
            int step = offsets[d];
            int x = sq;
            for (int dist = 1, max = maxRange[d]; dist <= max; dist++) {
                x -= step;
                int code = board[x];
                if (code == 0) {
                    continue;
                }
                if (code != BoardGeometry.WALL && (code & Position.WHITE_FLAG) == attackerFlag
                        && reach[d][(code & 15) - 1] >= dist) {
                    return true;
                }
                break;
            }
        }
        return false;
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
        int[][] reach = g.attackRange[attacker];
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
                if (Position.isOwn(code, attacker) && reach[d][Position.typeOf(code)] >= dist) {
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

    /** Whether a piece of the given kind and side standing on {@code from} attacks {@code target}. */
    static boolean attacksFrom(Position p, int type, int side, int from, int target) {
        BoardGeometry g = p.geometry;
        int[] off = g.offsets[side][type];
        int[] rng = g.ranges[side][type];
        for (int i = 0; i < off.length; i++) {
            int x = from;
            for (int r = 0; r < rng[i]; r++) {
                x += off[i];
                if (x == target) {
                    return true;
                }
                if (p.board[x] != 0) {
                    break;
                }
            }
        }
        return false;
    }
}
