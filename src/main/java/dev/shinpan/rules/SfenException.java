package dev.shinpan.rules;

/** A SFEN string that cannot be read, with the character offset of the problem. */
public final class SfenException extends IllegalArgumentException {

    private final String sfen;
    private final int offset;

    public SfenException(String problem, String sfen, int offset) {
        super(problem);
        this.sfen = sfen;
        this.offset = offset;
    }

    public String sfen() {
        return sfen;
    }

    /** Zero-based offset into {@link #sfen()} where the problem was found. */
    public int offset() {
        return offset;
    }
}
