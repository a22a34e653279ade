package dev.shinpan.rules;

/**
 * One line of a piece's movement, seen from its owner: {@code dx} positive towards the owner's
 * right, {@code dy} positive forward. {@code range} is how many times the vector may be repeated
 * along a clear path: 1 for a step or a jump, {@link #UNLIMITED} for a slider.
 *
 * <pre>{@code
 * for (Vector v : Variants.STANDARD.pieceType(Variants.Standard.LANCE).moves()) {
 *     System.out.println(v.dx() + "," + v.dy() + " range " + v.range());
 * }
 * }</pre>
 *
 * @param dx    files to the owner's right per step (negative: to the left)
 * @param dy    ranks forward per step (negative: backward)
 * @param range how many steps it may take along a clear path
 */
public record Vector(int dx, int dy, int range) {

    /** The range of a slider: more steps than any board has squares in a line. */
    public static final int UNLIMITED = 16;

    /**
     * Checks that the vector goes somewhere.
     *
     * @param dx    files to the owner's right per step (negative: to the left)
     * @param dy    ranks forward per step (negative: backward)
     * @param range how many steps it may take along a clear path, at least 1
     * @throws IllegalArgumentException for a vector of no step or a range below 1
     */
    public Vector {
        if (dx == 0 && dy == 0 || range < 1) {
            throw new IllegalArgumentException("empty vector");
        }
    }

    /**
     * A single step or jump.
     *
     * @param dx files to the owner's right
     * @param dy ranks forward
     * @return a vector of range 1
     */
    public static Vector step(int dx, int dy) {
        return new Vector(dx, dy, 1);
    }

    /**
     * A line a slider moves along as far as it is clear.
     *
     * @param dx files to the owner's right per step
     * @param dy ranks forward per step
     * @return a vector of range {@link #UNLIMITED}
     */
    public static Vector slide(int dx, int dy) {
        return new Vector(dx, dy, UNLIMITED);
    }
}
