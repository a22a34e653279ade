package dev.shinpan.rules;

/**
 * A SFEN string that cannot be read, with the character offset of the problem.
 *
 * <pre>{@code
 * try {
 *     Sfen.parse("not an sfen");
 * } catch (SfenException e) {
 *     System.out.println(e.getMessage() + " at " + e.offset());
 * }
 * }</pre>
 */
public final class SfenException extends IllegalArgumentException {

    /** The text that could not be read. */
    private final String sfen;
    /** Where in it the problem was found. */
    private final int offset;

    /**
     * A problem found in a SFEN string.
     *
     * @param problem what is wrong, the exception's message
     * @param sfen    the whole SFEN string
     * @param offset  zero-based offset into it where the problem was found
     */
    public SfenException(String problem, String sfen, int offset) {
        super(problem);
        this.sfen = sfen;
        this.offset = offset;
    }

    /** {@return the SFEN string that could not be read} */
    public String sfen() {
        return sfen;
    }

    /** {@return the zero-based offset into {@link #sfen()} where the problem was found} */
    public int offset() {
        return offset;
    }
}
