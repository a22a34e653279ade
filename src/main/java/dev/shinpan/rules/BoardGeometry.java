package dev.shinpan.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Precomputed mailbox tables for one variant. The board is a one-dimensional array with a wall two
 * squares thick around it, so that every step or two-square jump from a board square lands either
 * on the board or on the wall. Offsets are per side: a piece's movement, seen from its owner, is
 * turned into array offsets once here instead of on every move.
 */
final class BoardGeometry {

    static final int WALL = 64;

    final int files;
    final int ranks;
    final int stride;
    final int size;
    /** On-board indices in SFEN order: rank 1 first, within a rank the highest file first. */
    final int[] squares;
    final int[] fileOf;
    final int[] rankOf;
    final boolean[][] zone;
    /** [side][type][index]: a piece of that kind standing there would have no further move. */
    final boolean[][][] dead;
    final int[][][] offsets;
    final int[][][] ranges;
    /** Distinct offsets along which a side attacks, with the farthest reach over all kinds. */
    final int[][] attackOffsets;
    final int[][] attackMaxRange;
    /** [side][direction][type]: reach of that kind along that direction, 0 if none. */
    final int[][][] attackRange;
    /** Array offset of one step forward, per side. */
    final int[] forward;
    private final List<PieceType> handOrder;

    BoardGeometry(Variant variant) {
        this.files = variant.files();
        this.ranks = variant.ranks();
        this.stride = files + 4;
        this.size = (ranks + 4) * stride;
        this.squares = new int[files * ranks];
        this.fileOf = new int[size];
        this.rankOf = new int[size];
        int n = 0;
        for (int rank = 1; rank <= ranks; rank++) {
            for (int file = files; file >= 1; file--) {
                int index = index(file, rank);
                squares[n++] = index;
                fileOf[index] = file;
                rankOf[index] = rank;
            }
        }
        this.forward = new int[] {-stride, stride};
        List<PieceType> types = variant.pieceTypes();
        int typeCount = types.size();
        this.zone = new boolean[2][size];
        this.dead = new boolean[2][typeCount][size];
        this.offsets = new int[2][typeCount][];
        this.ranges = new int[2][typeCount][];
        for (int side = 0; side < 2; side++) {
            for (int sq : squares) {
                int rank = rankOf[sq];
                zone[side][sq] = side == 0 ? rank <= variant.zoneDepth() : rank > ranks - variant.zoneDepth();
            }
            for (PieceType t : types) {
                List<Vector> moves = t.moves();
                int[] off = new int[moves.size()];
                int[] rng = new int[moves.size()];
                for (int i = 0; i < moves.size(); i++) {
                    off[i] = offset(side, moves.get(i));
                    rng[i] = Math.min(moves.get(i).range(), Math.max(files, ranks));
                }
                offsets[side][t.index()] = off;
                ranges[side][t.index()] = rng;
                for (int sq : squares) {
                    boolean anyMove = false;
                    for (int o : off) {
                        anyMove |= fileOf[sq + o] != 0;
                    }
                    dead[side][t.index()][sq] = !anyMove;
                }
            }
        }
        this.attackOffsets = new int[2][];
        this.attackMaxRange = new int[2][];
        this.attackRange = new int[2][][];
        for (int side = 0; side < 2; side++) {
            buildAttackTables(side, types);
        }
        this.handOrder = List.copyOf(handOrderOf(variant));
    }

    private void buildAttackTables(int side, List<PieceType> types) {
        List<Integer> dirs = new ArrayList<>();
        List<int[]> reach = new ArrayList<>();
        for (PieceType t : types) {
            int[] off = offsets[side][t.index()];
            for (int i = 0; i < off.length; i++) {
                int d = dirs.indexOf(off[i]);
                if (d < 0) {
                    dirs.add(off[i]);
                    reach.add(new int[types.size()]);
                    d = dirs.size() - 1;
                }
                reach.get(d)[t.index()] = Math.max(reach.get(d)[t.index()], ranges[side][t.index()][i]);
            }
        }
        // Short reaches first: most attacks found are adjacent, and a short ray stops at once.
        Integer[] order = new Integer[dirs.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(maxOf(reach.get(b)), maxOf(reach.get(a))));
        attackOffsets[side] = new int[order.length];
        attackMaxRange[side] = new int[order.length];
        attackRange[side] = new int[order.length][];
        for (int i = 0; i < order.length; i++) {
            attackOffsets[side][i] = dirs.get(order[i]);
            attackRange[side][i] = reach.get(order[i]);
            attackMaxRange[side][i] = maxOf(reach.get(order[i]));
        }
    }

    private static int maxOf(int[] values) {
        return Arrays.stream(values).max().orElse(0);
    }

    private static List<PieceType> handOrderOf(Variant variant) {
        List<PieceType> order = new ArrayList<>();
        for (char letter : variant.handLetters().toCharArray()) {
            order.add(variant.bySfen(letter, false).orElseThrow());
        }
        return order;
    }

    int index(int file, int rank) {
        return (rank + 1) * stride + (files - file + 2);
    }

    int index(Square square) {
        return index(square.file(), square.rank());
    }

    Square square(int index) {
        return new Square(fileOf[index], rankOf[index]);
    }

    boolean onBoard(int index) {
        return index >= 0 && index < size && fileOf[index] != 0;
    }

    /** Array offset of a movement vector for the given side (0 = Black). */
    int offset(int side, Vector v) {
        int black = v.dx() - v.dy() * stride;
        return side == 0 ? black : -black;
    }

    List<PieceType> handOrder() {
        return handOrder;
    }
}
