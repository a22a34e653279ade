package dev.shinpan.adjudicate;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.MovePlayer;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * A record's identity as a game, whatever its format, encoding, comments or times: the SHA-256 of
 * {@code fp2\nvariant\nstart\nmove move ...\nending}, where start is the canonical SFEN of the
 * start position without its move number, the moves are every move of the main line, in USI as the
 * board plays them and, from the first one the board cannot carry out, as written, and the ending is
 * the record's stated one (docs/fingerprints.md). The text shown is the first 32 hex digits (128 bits).
 *
 * <p>For finding truncated copies, each ply also gets a 64-bit chain hash of the moves up to that
 * ply: two records share the hash at ply k when their first k moves (and start) agree. The whole
 * line's hash adds the ending, so two records with the same moves and different endings differ.
 * One instance per thread: it keeps a board per variant to replay on.
 *
 * <pre>{@code
 * Fingerprint.Print print = new Fingerprint().of(record);
 * System.out.println(print.hex());
 * }</pre>
 */
public final class Fingerprint {

    /** Hex digits of the SHA-256 shown. */
    public static final int HEX_DIGITS = 32;
    /**
     * The recipe's version, the first line of the text hashed: 2 since the moves after one the board
     * cannot carry out and the ending count (version 1 stopped at such a move and left the ending out,
     * so a record cut at a foul and one that went on shared a fingerprint).
     */
    public static final int VERSION = 2;

    private static final String VERSION_LINE = "fp" + VERSION;
    /** Marks a chain-hash step taken from a move as written: packed moves are 32 bits, this is above them. */
    private static final long WRITTEN = 1L << 40;
    /** Marks the ending's step of the whole line's hash. */
    private static final long ENDING = 1L << 48;

    /** A fingerprinter with no board yet; it makes one per variant as records need them. */
    public Fingerprint() {}

    /**
     * What the fingerprint of one record found. The SHA-256 is taken when first asked for: a batch
     * finds copies by the chain hashes alone, and a text report never shows the fingerprint.
     */
    public static final class Print {
        /** The fingerprinted text, ASCII (variant, SFEN and USI), digested when {@link #hex} is first asked; null for a print made from its digest or from played moves. */
        private final byte[] text;
        /**
         * For a print made from the moves the replay played, what its text is made of when first asked:
         * the head (version, variant and start), the packed moves, the board that writes them in USI
         * (never played on), and the ending's line. A batch that never shows the fingerprint never writes it.
         */
        private final Played played;

        private final long[] plyHashes;
        private final long movesHash;
        private final long lineHash;
        private final boolean ended;
        private volatile String hex;

        /**
         * A print made from a fingerprint already taken.
         *
         * @param hex       the fingerprint, {@value #HEX_DIGITS} hex digits
         * @param plyHashes per ply from 1, the chain hash of the moves up to that ply; {@code plyHashes[n-1]}
         *                  is the whole line's; for a line without moves, empty
         * @param movesHash the chain hash of all the moves (the start's own for a line without moves)
         * @param lineHash  the hash of the moves and the ending: what two records with one fingerprint share
         * @param ended     whether the record states an ending
         */
        public Print(String hex, long[] plyHashes, long movesHash, long lineHash, boolean ended) {
            this(null, null, hex, plyHashes, movesHash, lineHash, ended);
        }

        private Print(
                byte[] text,
                Played played,
                String hex,
                long[] plyHashes,
                long movesHash,
                long lineHash,
                boolean ended) {
            this.text = text;
            this.played = played;
            this.hex = hex;
            this.plyHashes = plyHashes;
            this.movesHash = movesHash;
            this.lineHash = lineHash;
            this.ended = ended;
        }

        /** {@return whether the record states an ending: one that does not is cut short of a copy that does} */
        public boolean ended() {
            return ended;
        }

        /** {@return the fingerprint, {@value #HEX_DIGITS} lower-case hex digits of the SHA-256} */
        public String hex() {
            String h = hex;
            if (h == null) {
                h = HexFormat.of().formatHex(sha256().digest(text != null ? text : played.text()), 0, HEX_DIGITS / 2);
                hex = h; // the same string whichever thread asks first
            }
            return h;
        }

        /**
         * Per ply from 1, the chain hash of the line up to that ply: two records share the hash at ply k
         * when their start and first k moves agree. The array itself, not a copy: not to be changed.
         *
         * @return the chain hashes, one per ply played; empty for a line without moves
         */
        public long[] plyHashes() {
            return plyHashes;
        }

        /** {@return the chain hash of all the moves (the start's own for a line without moves)} */
        public long movesHash() {
            return movesHash;
        }

        /** {@return the hash of the moves and the ending: records with one fingerprint share it} */
        public long lineHash() {
            return lineHash;
        }

        /** {@return the number of plies fingerprinted: every move of the main line} */
        public int plies() {
            return plyHashes.length;
        }
    }

    /** The parts of a fingerprinted text written only when its digest is asked for (see {@link Print}). */
    private record Played(byte[] head, Position usi, int[] moves, String ending) {
        byte[] text() {
            byte[] out = new byte[head.length + moves.length * 6 + ending.length() + 1];
            System.arraycopy(head, 0, out, 0, head.length);
            int at = head.length;
            for (int i = 0; i < moves.length; i++) {
                if (i > 0) {
                    out[at++] = ' ';
                }
                at = usi.writeUsi(moves[i], out, at);
            }
            out[at++] = '\n';
            for (int i = 0; i < ending.length(); i++) {
                out[at++] = (byte) ending.charAt(i);
            }
            return java.util.Arrays.copyOf(out, at);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }

    /** Per variant, a board: to play a line the replay did not play, and for its geometry (squares, pieces). */
    private final Map<Variant, Position> boards = new HashMap<>();
    /** Per variant, a board never played on: it writes the moves of prints made from played moves in USI, on any thread. */
    private final Map<Variant, Position> usiWriters = new HashMap<>();
    /** The last head made (see {@link #head}): its start's SFEN, variant, bytes and hash. */
    private String headSfen;

    private Variant headVariant;
    private byte[] headBytes;
    private long headSeed;
    /** The fingerprinted text being written, ASCII: variant, start and moves. */
    private byte[] text = new byte[1024];

    private int length;

    /**
     * The record's fingerprint: its main line played as written; from a move the board cannot carry
     * out on, the moves as written.
     *
     * @param record a record as read
     * @return the fingerprint, or null when it has no start position (unreadable)
     */
    public Print of(GameRecord record) {
        if (record.start() == null) {
            return null;
        }
        Position board = boards.computeIfAbsent(record.variant(), Position::start);
        record.start().setUp(board);
        long chain = start(record);
        MovePlayer player = new MovePlayer(board);
        List<RecordedMove> moves = record.mainLine().moves();
        long[] plies = new long[moves.size()];
        int played = 0;
        boolean onBoard = true;
        for (RecordedMove recorded : moves) {
            // the move as written, played without judging it (the referee judges): the same move a
            // legality check would give for a legal one, at a fraction of its cost
            int packed = onBoard ? player.playAsWritten(recorded.move()) : -1;
            // the board cannot carry it out: it and the rest stand as written, since the board has lost the game
            onBoard = packed >= 0;
            chain = onBoard ? append(board, packed, played, chain) : appendWritten(recorded.move(), played, chain);
            plies[played++] = chain;
        }
        return print(record, plies, played, chain);
    }

    /** The fingerprint of a readable record whose whole main line was played as these packed moves. */
    Print of(GameRecord record, int plies, int[] line) {
        Position usi = usiWriters.computeIfAbsent(record.variant(), Position::start);
        byte[] head = head(record);
        long chain = headSeed;
        long[] hashes = new long[plies];
        for (int i = 0; i < plies; i++) {
            chain = step(line[i], chain);
            hashes[i] = chain;
        }
        long moves = plies == 0 ? chain : hashes[plies - 1];
        RecordedEnding ending = Reconciler.primary(record.mainLine().endings());
        Played played = new Played(head, usi, java.util.Arrays.copyOf(line, plies), endingText(ending));
        return new Print(null, played, null, hashes, moves, lineHash(moves, ending), ending != null);
    }

    /**
     * The text's head: version, variant and start (its canonical SFEN, without the move number), each
     * on its line, and its hash in {@link #headSeed}, the chain's seed. Most records of a batch share one
     * start, so the last one is kept.
     */
    private byte[] head(GameRecord record) {
        String sfen = record.start().sfen();
        if (sfen.equals(headSfen) && record.variant() == headVariant) {
            return headBytes;
        }
        String text =
                VERSION_LINE + '\n' + record.variant().name() + '\n' + sfen.substring(0, sfen.lastIndexOf(' ')) + '\n';
        byte[] bytes = new byte[text.length()];
        long h = 0x9E3779B97F4A7C15L ^ 0xCBF29CE484222325L;
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) text.charAt(i); // variant names and SFEN are ASCII
            h = (h ^ bytes[i]) * 0x100000001B3L; // FNV-1a
        }
        headSfen = sfen;
        headVariant = record.variant();
        headBytes = bytes;
        headSeed = splitMix(h);
        return bytes;
    }

    /** Begins the text with the head and returns the chain's seed. */
    private long start(GameRecord record) {
        byte[] head = head(record);
        length = 0;
        room(head.length);
        System.arraycopy(head, 0, text, 0, head.length);
        length = head.length;
        return headSeed;
    }

    private void write(String ascii) {
        room(ascii.length());
        for (int i = 0; i < ascii.length(); i++) {
            text[length++] = (byte) ascii.charAt(i); // variant names and SFEN are ASCII
        }
    }

    private void room(int more) {
        if (length + more > text.length) {
            text = java.util.Arrays.copyOf(text, Math.max(length + more, text.length * 2));
        }
    }

    /**
     * Appends the move in USI and returns the chain hash up to it: the packed move mixed into the
     * hash of the line before it (one packed form per move of a variant, as its USI is one text).
     */
    private long append(Position geometry, int packed, int index, long chain) {
        room(6);
        if (index > 0) {
            text[length++] = ' ';
        }
        length = geometry.writeUsi(packed, text, length);
        return step(packed, chain);
    }

    /** The chain hash after one more packed move: one packed form per move of a variant, as its USI is one text. */
    private static long step(int packed, long chain) {
        return splitMix(chain ^ (packed & 0xFFFFFFFFL) * 0x9E3779B97F4A7C15L);
    }

    /**
     * Appends a move the board cannot carry out, as written: {@code !}, the side ({@code b}, {@code w}
     * or {@code -}), the source square or {@code *} for a drop, the destination, {@code +} when written
     * as promoting, then the piece named ({@code /} and its SFEN letter, {@code +} before a promoted
     * kind) or the piece after the move (CSA: {@code =} and its letter), or nothing.
     */
    private long appendWritten(WrittenMove w, int index, long chain) {
        room(12);
        if (index > 0) {
            text[length++] = ' ';
        }
        text[length++] = '!';
        text[length++] = (byte) (w.side() == null ? '-' : w.side().sfenLetter());
        if (w.from() == null) {
            text[length++] = '*';
        } else {
            square(w.from());
        }
        square(w.to());
        if (w.promote()) {
            text[length++] = '+';
        }
        PieceType named = w.piece() != null ? w.piece() : w.pieceAfter();
        if (named != null) {
            text[length++] = (byte) (w.piece() != null ? '/' : '=');
            if (named.promoted()) {
                text[length++] = '+';
            }
            text[length++] = (byte) named.letter();
        }
        long code = (w.side() == null ? 0 : w.side().ordinal() + 1)
                | (w.from() == null ? 0L : w.from().file() * 10L + w.from().rank()) << 2
                | (w.to().file() * 10L + w.to().rank()) << 9
                | (w.promote() ? 1L : 0L) << 16
                | (named == null ? 0L : named.index() + 1L) << 17
                | (w.piece() != null ? 1L : 0L) << 24
                | WRITTEN;
        return splitMix(chain ^ code * 0x9E3779B97F4A7C15L);
    }

    private void square(Square square) {
        text[length++] = (byte) ('0' + square.file());
        text[length++] = (byte) ('a' + square.rank() - 1);
    }

    /**
     * Ends the text with the record's stated ending (the statement the referee weighs first), its
     * reason and winner ({@code resignation b}), or {@code -} when it states none, and makes the print.
     */
    private Print print(GameRecord record, long[] plies, int played, long chain) {
        long moves = played == 0 ? chain : plies[played - 1];
        RecordedEnding ending = Reconciler.primary(record.mainLine().endings());
        room(2);
        text[length++] = '\n';
        write(endingText(ending));
        return new Print(
                java.util.Arrays.copyOf(text, length),
                null,
                null,
                plies,
                moves,
                lineHash(moves, ending),
                ending != null);
    }

    /** The ending's line of the text: its reason and winner ({@code resignation b}), or {@code -} when none is stated. */
    private static String endingText(RecordedEnding ending) {
        if (ending == null) {
            return "-";
        }
        return ending.reason().id()
                + ' '
                + (ending.winner() == null ? '-' : ending.winner().sfenLetter());
    }

    /** The whole line's hash: the moves' chain with the ending mixed in. */
    private static long lineHash(long moves, RecordedEnding ending) {
        long code = ending == null
                ? 0
                : (ending.reason().ordinal() + 1L) << 2
                        | (ending.winner() == null ? 0 : ending.winner().ordinal() + 1);
        return splitMix(moves ^ (code | ENDING) * 0x9E3779B97F4A7C15L);
    }

    /** SplitMix64's finaliser: every input bit reaches every output bit. */
    private static long splitMix(long h) {
        h = (h ^ (h >>> 30)) * 0xBF58476D1CE4E5B9L;
        h = (h ^ (h >>> 27)) * 0x94D049BB133111EBL;
        return h ^ (h >>> 31);
    }
}
