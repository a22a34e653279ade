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
    /** Where no change of file and rank, (0, 0), stands in a 17-by-17 table keyed by {@code dr * 17 + df}. */
    static final int CENTRE = 8 * 17 + 8;

    final int files;
    final int ranks;
    final int stride;
    final int size;
    /** On-board indices in SFEN order: rank 1 first, within a rank the highest file first. */
    final int[] squares;

    final int[] fileOf;
    final int[] rankOf;
    /**
     * [index]: {@code rank * 17 + file}, so that the difference of two squares' values is
     * {@code dr * 17 + df}, the key of {@link #pattern} and {@link #lineStep} read with one
     * subtraction instead of four lookups (17 rows of 17 hold every change on a 9x9 board).
     */
    final int[] coord;

    final boolean[][] zone;
    /** [side][type][index]: a piece of that kind standing there would have no further move. */
    final boolean[][][] dead;

    final int[][][] offsets;
    final int[][][] ranges;
    /** Distinct offsets along which a side attacks, with the farthest reach over all kinds. */
    final int[][] attackOffsets;

    final int[][] attackMaxRange;
    /**
     * [side][direction * 16 + (code & 15)]: how far a piece with that board code reaches along that
     * direction, 0 if not at all. Indexed by the low bits of the piece code (kind + 1), so the
     * wall, whose low bits are 0, reaches nowhere.
     */
    final int[][] attackReach;
    /**
     * [(side * 16 + type) * 17 * 17 + CENTRE + dr * 17 + df]: for a file/rank change (df, dr), how
     * the kind's movement produces it, as repetitions | (array offset of one step << 4), or 0 if
     * no vector does. The step is stored, not the vector's index, so that testing a move reads one
     * small table (it stays in the first-level cache) rather than three nested arrays.
     */
    final short[] pattern;
    /**
     * [CENTRE + dr * 17 + df]: for the file/rank change from a king to a square, the array offset
     * of one step from the king towards it when they share a file, rank or diagonal, else 0: the
     * line along which a move can open or give a check.
     */
    private final byte[] lineStep = new byte[17 * 17];
    /** Array offset of one step forward, per side. */
    final int[] forward;
    /** [side][type][vector]: file and rank change of one step of each movement vector. */
    final int[][][] stepFile;

    final int[][][] stepRank;
    /** [type]: the unpromoted form, the promoted form (-1 if none), and whether it is the king. */
    final int[] baseType;

    final int[] promotedType;
    final boolean[] royal;
    /** [type]: whether every move of the kind is a single step to a neighbouring square. */
    final boolean[] contactOnly;
    /** [type]: whether every movement of the kind is one step (a knight's jump included): it never ranges. */
    final boolean[] stepsOnly;
    /** [side][offset + size]: index into attackOffsets[side] of that offset, or -1. */
    final int[][] attackDirection;

    private final List<PieceType> handOrder;
    /** [code]: the SFEN letter of the piece with that board code (upper case Black), and whether a '+' precedes it. */
    final char[] sfenLetter = new char[32];

    final boolean[] sfenPromoted = new boolean[32];
    /** [code]: the piece with that board code, shared (a value), so that looking at a board allocates nothing. */
    final Piece[] pieceOfCode = new Piece[32];

    BoardGeometry(Variant variant) {
        this.files = variant.files();
        this.ranks = variant.ranks();
        this.stride = files + 4;
        this.size = (ranks + 4) * stride;
        this.squares = new int[files * ranks];
        this.fileOf = new int[size];
        this.rankOf = new int[size];
        this.coord = new int[size];
        int n = 0;
        for (int rank = 1; rank <= ranks; rank++) {
            for (int file = files; file >= 1; file--) {
                int index = index(file, rank);
                squares[n++] = index;
                fileOf[index] = file;
                rankOf[index] = rank;
                coord[index] = rank * 17 + file;
            }
        }
        this.forward = new int[] {-stride, stride};
        List<PieceType> types = variant.pieceTypes();
        int typeCount = types.size();
        this.zone = new boolean[2][size];
        this.dead = new boolean[2][typeCount][size];
        this.offsets = new int[2][typeCount][];
        this.ranges = new int[2][typeCount][];
        this.stepFile = new int[2][typeCount][];
        this.stepRank = new int[2][typeCount][];
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
                stepFile[side][t.index()] = new int[moves.size()];
                stepRank[side][t.index()] = new int[moves.size()];
                for (int i = 0; i < moves.size(); i++) {
                    // Black's right is towards file 1 and forward towards rank 1.
                    int sign = side == 0 ? -1 : 1;
                    stepFile[side][t.index()][i] = sign * moves.get(i).dx();
                    stepRank[side][t.index()][i] = sign * moves.get(i).dy();
                }
                for (int sq : squares) {
                    boolean anyMove = false;
                    for (int o : off) {
                        anyMove |= fileOf[sq + o] != 0;
                    }
                    dead[side][t.index()][sq] = !anyMove;
                }
            }
        }
        this.baseType = types.stream().mapToInt(PieceType::baseIndex).toArray();
        this.promotedType = types.stream().mapToInt(PieceType::promotedIndex).toArray();
        this.royal = new boolean[typeCount];
        for (PieceType t : types) {
            royal[t.index()] = t.royal();
        }
        this.contactOnly = new boolean[typeCount];
        for (PieceType t : types) {
            contactOnly[t.index()] =
                    t.moves().stream().allMatch(m -> m.range() == 1 && Math.abs(m.dx()) <= 1 && Math.abs(m.dy()) <= 1);
        }
        this.stepsOnly = new boolean[typeCount];
        for (PieceType t : types) {
            stepsOnly[t.index()] = t.moves().stream().allMatch(m -> m.range() == 1);
        }
        this.attackOffsets = new int[2][];
        this.attackMaxRange = new int[2][];
        this.attackReach = new int[2][];
        this.pattern = new short[2 * 16 * 17 * 17];
        for (int side = 0; side < 2; side++) {
            for (PieceType t : types) {
                int base = (side * 16 + t.index()) * 17 * 17;
                int[] sf = stepFile[side][t.index()];
                int[] sr = stepRank[side][t.index()];
                for (int i = 0; i < sf.length; i++) {
                    for (int k = 1; k <= ranges[side][t.index()][i]; k++) {
                        int df = k * sf[i];
                        int dr = k * sr[i];
                        if (Math.abs(df) <= 8 && Math.abs(dr) <= 8) {
                            pattern[base + CENTRE + dr * 17 + df] = (short) (k | offsets[side][t.index()][i] << 4);
                        }
                    }
                }
            }
        }
        for (int dr = -8; dr <= 8; dr++) {
            for (int df = -8; df <= 8; df++) {
                boolean aligned = (df != 0 || dr != 0) && (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr));
                lineStep[CENTRE + dr * 17 + df] =
                        (byte) (aligned ? -Integer.signum(df) + Integer.signum(dr) * stride : 0);
            }
        }
        this.attackDirection = new int[2][2 * size + 1];
        for (int side = 0; side < 2; side++) {
            buildAttackTables(side, types);
            Arrays.fill(attackDirection[side], -1);
            for (int d = 0; d < attackOffsets[side].length; d++) {
                attackDirection[side][attackOffsets[side][d] + size] = d;
            }
        }
        this.handOrder = List.copyOf(handOrderOf(variant));
        for (PieceType t : types) {
            for (int side = 0; side < 2; side++) {
                int code = PieceCodes.code(t.index(), side);
                sfenLetter[code] = side == 0 ? t.letter() : Character.toLowerCase(t.letter());
                sfenPromoted[code] = t.promoted();
                pieceOfCode[code] = new Piece(t, Side.ofIndex(side));
            }
        }
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
        // Long reaches first: an open line is the attack most often missed by a quick look.
        Integer[] order = new Integer[dirs.size()];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> Integer.compare(maxOf(reach.get(b)), maxOf(reach.get(a))));
        attackOffsets[side] = new int[order.length];
        attackMaxRange[side] = new int[order.length];
        attackReach[side] = new int[order.length * 16];
        for (int i = 0; i < order.length; i++) {
            attackOffsets[side][i] = dirs.get(order[i]);
            attackMaxRange[side][i] = maxOf(reach.get(order[i]));
            int[] byType = reach.get(order[i]);
            for (int type = 0; type < byType.length; type++) {
                attackReach[side][i * 16 + type + 1] = byType[type];
            }
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

    /**
     * The array offset of one step from {@code king} towards {@code sq} when the two share a file,
     * rank or diagonal, else 0.
     */
    int lineStep(int king, int sq) {
        return lineStep[CENTRE + coord[sq] - coord[king]];
    }

    Square square(int index) {
        return Square.of(fileOf[index], rankOf[index]);
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
