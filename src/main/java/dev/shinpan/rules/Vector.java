package dev.shinpan.rules;

/**
 * One line of a piece's movement, seen from its owner: {@code dx} positive towards the owner's
 * right, {@code dy} positive forward. {@code range} is how many times the vector may be repeated
 * along a clear path: 1 for a step or a jump, {@link #UNLIMITED} for a slider.
 */
public record Vector(int dx, int dy, int range) {

    public static final int UNLIMITED = 16;

    public Vector {
        if (dx == 0 && dy == 0 || range < 1) {
            throw new IllegalArgumentException("empty vector");
        }
    }

    public static Vector step(int dx, int dy) {
        return new Vector(dx, dy, 1);
    }

    public static Vector slide(int dx, int dy) {
        return new Vector(dx, dy, UNLIMITED);
    }
}
