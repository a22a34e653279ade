package dev.shinpan.record.kif;

/** The format-specific part of reading: the move lines of KIF or KI2. */
interface MoveLineReader {

    /** A line of moves of this format. */
    void line(TextLine line);

    /** Whether an otherwise unrecognised line continues the moves (a KI2 move wrapped across lines). */
    boolean continues(TextLine line);

    /** Finishes any move still waiting for a possible continuation. */
    void flush();

    /** A variation replacing move {@code ply} of the current path has just begun: a new line of play. */
    void variationStarted(int ply);

    /**
     * The ply a move number as written ({@code 変化：N手}, {@code まで N手}) stands for: the same, unless
     * the record numbers its moves from another number than 1.
     */
    default int plyOf(int written) {
        return written;
    }
}
