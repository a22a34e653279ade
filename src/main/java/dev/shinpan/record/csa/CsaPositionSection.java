package dev.shinpan.record.csa;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.build.ImpossibleStart;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Collects the start position of one record (docs/formats.md §3.2): {@code PI} with removals, or the
 * ranks {@code P1}…{@code P9}, or neither (an empty board); then any {@code P+}/{@code P-}
 * lines. The board's size is the variant's: a Minishogi board (read with {@code --variant minishogi})
 * is {@code P1}…{@code P5} of five cells, the format's rules applied to a smaller board. It is
 * closed by the mandatory turn line. {@code 00AL} is applied last, so it gives "all the
 * pieces not placed anywhere else".
 */
final class CsaPositionSection {

    private final Variant variant;
    private final RecordSink sink;
    private CsaStatement piLine;
    /** The rank lines as the format names them: P1–P9, P1–P5 in Minishogi. */
    private final String rowNames;

    private final int files;
    private final int ranks;

    private final CsaStatement[] rows = new CsaStatement[10];
    /**
     * P+/P- lines a start position may take: a position holds 40 pieces, one or more a line, so
     * real ones take a few dozen at most; a hostile file of millions was kept line by line.
     */
    static final int PIECE_LINES = 1000;

    private final List<CsaStatement> pieceLines = new ArrayList<>();
    private CsaStatement first;

    CsaPositionSection(Variant variant, RecordSink sink) {
        this.variant = variant;
        this.sink = sink;
        this.files = variant.files();
        this.ranks = variant.ranks();
        this.rowNames = "P1–P" + ranks;
    }

    boolean started() {
        return first != null;
    }

    /** Takes one position statement; one that makes the position unusable is a located error. */
    void accept(CsaStatement s) {
        if (first == null) {
            first = s;
        }
        switch (s.kind()) {
            case POSITION_PI -> {
                if (piLine != null) {
                    fail(s, Message.of("read.csa.position.pi-again", "PI"));
                    return;
                }
                if (anyRow()) {
                    fail(s, Message.of("read.csa.position.pi-and-rows", "PI", rowNames));
                    return;
                }
                piLine = s;
            }
            case POSITION_ROW -> {
                int rank = s.text().charAt(1) - '0';
                if (piLine != null) {
                    fail(s, Message.of("read.csa.position.row-after-pi", "P" + rank, "PI"));
                    return;
                }
                if (rows[rank] != null) {
                    fail(s, Message.of("read.csa.position.row-again", "P" + rank, rows[rank].line()));
                    return;
                }
                rows[rank] = s;
            }
            case POSITION_PIECES -> {
                if (pieceLines.size() >= PIECE_LINES) {
                    fail(s, Message.of("read.csa.position.piece-lines", PIECE_LINES, "P+/P-"));
                    return;
                }
                pieceLines.add(s);
            }
            default -> throw new IllegalArgumentException("not a position statement: " + s);
        }
    }

    /**
     * The position closed by a turn line, or null when it cannot be built (errors reported). Only
     * P+/P- lines and no PI or ranks: the board starts empty (a tsume export). A turn line with no
     * position statement at all is the record parser's business.
     */
    StartPosition finish(CsaStatement turn) {
        if (sink.stopped()) { // a statement before spoilt the position, with a located error
            return null;
        }
        Side side = turn.text().equals("+") ? Side.BLACK : Side.WHITE;
        StartPosition preset = piLine != null ? preset(side) : presetRows(side);
        if (preset != null) {
            return preset;
        }
        PositionBuilder builder = base();
        if (builder == null) {
            return null;
        }
        Side allSide = null;
        CsaStatement allLine = null;
        for (CsaStatement line : pieceLines) {
            Side owner = line.text().charAt(1) == '+' ? Side.BLACK : Side.WHITE;
            String body = line.text().substring(2);
            if (body.length() % 4 != 0) {
                return error(
                        line.source(),
                        Message.of(
                                "read.csa.position.groups",
                                "53KI, 00FU, 00AL",
                                line.text().substring(0, 2)));
            }
            for (int i = 0; i < body.length(); i += 4) {
                String group = body.substring(i, i + 4);
                var at = line.source(2 + i, 4);
                String code = group.substring(2);
                boolean hand = group.startsWith("00");
                if (code.equals("AL")) {
                    if (!hand) {
                        return error(at, Message.of("read.csa.position.al-not-hand", "AL", "00"));
                    }
                    if (allLine != null && allSide != owner) {
                        return error(at, Message.of("read.csa.position.al-both", "00AL"));
                    }
                    allSide = owner;
                    allLine = line;
                    continue;
                }
                PieceType type = CsaMoveParser.piece(variant, code);
                if (type == null) {
                    return error(at, Message.of("read.csa.position.piece-code", code));
                }
                if (hand) {
                    if (type.royal()) {
                        return error(at, Message.of("read.csa.position.king-in-hand"));
                    }
                    if (type.promoted()) {
                        return error(at, Message.of("read.csa.position.hand-promoted", code));
                    }
                    builder.hand(owner, type, builder.handCount(owner, type) + 1);
                    continue;
                }
                Square square = CsaMoveParser.square(variant, group.charAt(0), group.charAt(1));
                if (square == null) {
                    return error(at, Message.of("read.csa.position.not-square", group.substring(0, 2), "00"));
                }
                Piece there = builder.pieceAt(square);
                if (there != null) {
                    return error(
                            at,
                            Message.of(
                                    "read.csa.position.occupied",
                                    square.csa(),
                                    (there.owner() == Side.BLACK ? "+" : "-")
                                            + there.type().csa()));
                }
                builder.put(square, type, owner);
            }
        }
        if (allSide != null) {
            for (PieceType t : variant.handTypes()) {
                int rest = builder.remaining(t);
                if (rest > 0) {
                    builder.hand(allSide, t, builder.handCount(allSide, t) + rest);
                }
            }
        }
        builder.sideToMove(side);
        Position position;
        try {
            position = builder.build();
        } catch (IllegalArgumentException e) {
            return error(
                    (first == null ? turn : first).source(),
                    Message.of("read.start.impossible", ImpossibleStart.why(builder, e)));
        }
        return StartPosition.of(position, (first == null ? turn : first).source());
    }

    /**
     * The preset a lone {@code PI} line gives ({@code PI} for an even game, {@code PI82HI22KA} for
     * two pieces, …) with the handicap's usual side to move, or null for any other setup. Almost
     * every record starts so, and the preset's position is shared instead of set up again.
     */
    private StartPosition preset(Side side) {
        if (piLine == null || !pieceLines.isEmpty() || variant != Variants.STANDARD) {
            return null;
        }
        Handicap h = Handicap.byCsaRemovals(piLine.text().substring(2)).orElse(null);
        if (h == null) {
            return null;
        }
        StartPosition start = StartPosition.of(h, piLine.source());
        return start.sideToMove() == side ? start : null;
    }

    /**
     * The preset whose board the nine rank lines spell cell for cell as writers write it, with no
     * {@code P+}/{@code P-} lines, and the handicap's usual side to move; null for anything else.
     * Servers such as floodgate write every game's start so: the rows are compared with the
     * presets' own rows instead of being read into a board and matched against the presets.
     */
    private StartPosition presetRows(Side side) {
        if (!pieceLines.isEmpty() || variant != Variants.STANDARD || rows[1] == null) {
            return null;
        }
        Handicap handicap = PresetRows.of(rows);
        if (handicap == null) {
            return null;
        }
        StartPosition start = StartPosition.of(handicap, first.source());
        return start.sideToMove() == side ? start : null;
    }

    /**
     * Each preset's nine rank lines as CSA writes them, trailing blanks dropped as the reader drops
     * them. Compared row by row, most presets differ from a record's rows at the first: nearly every
     * record is the even game, found without joining its rows into one text to hash.
     */
    private static final class PresetRows {

        private static final Handicap[] PRESETS = Handicap.values();
        /** Per preset, in the order of {@link #PRESETS}: its rank lines, at indexes 1 to 9. */
        private static final String[][] ROWS = new String[PRESETS.length][];

        static {
            for (int h = 0; h < PRESETS.length; h++) {
                ROWS[h] = rowsOf(PRESETS[h].position());
            }
        }

        private PresetRows() {}

        /** The first preset, in declaration order, whose rank lines the record's are; null for none. */
        static Handicap of(CsaStatement[] rows) {
            for (int rank = 1; rank <= 9; rank++) {
                if (rows[rank] == null) {
                    return null;
                }
            }
            for (int h = 0; h < PRESETS.length; h++) {
                if (same(rows, ROWS[h])) {
                    return PRESETS[h];
                }
            }
            return null;
        }

        private static boolean same(CsaStatement[] rows, String[] preset) {
            for (int rank = 1; rank <= 9; rank++) {
                if (!rows[rank].text().equals(preset[rank])) {
                    return false;
                }
            }
            return true;
        }

        private static String[] rowsOf(Position position) {
            String[] rows = new String[10];
            for (int rank = 1; rank <= 9; rank++) {
                StringBuilder row = new StringBuilder("P").append(rank);
                for (int file = 9; file >= 1; file--) {
                    Piece piece = position.pieceAt(new Square(file, rank));
                    row.append(
                            piece == null
                                    ? " * "
                                    : (piece.owner() == Side.BLACK ? "+" : "-")
                                            + piece.type().csa());
                }
                rows[rank] = row.toString().stripTrailing();
            }
            return rows;
        }
    }

    private PositionBuilder base() {
        if (piLine != null) {
            PositionBuilder b = PositionBuilder.of(Position.start(variant));
            String body = piLine.text().substring(2);
            if (body.length() % 4 != 0) {
                return error(piLine.source(), Message.of("read.csa.position.removals", "PI82HI22KA"));
            }
            for (int i = 0; i < body.length(); i += 4) {
                var at = piLine.source(2 + i, 4);
                Square square = CsaMoveParser.square(variant, body.charAt(i), body.charAt(i + 1));
                PieceType type = CsaMoveParser.piece(variant, body.substring(i + 2, i + 4));
                if (square == null || type == null) {
                    return error(at, Message.of("read.csa.position.removal-shape", "82HI"));
                }
                Piece there = b.pieceAt(square);
                if (there == null || !there.type().equals(type)) {
                    return error(
                            at,
                            Message.of(
                                    "read.csa.position.removal-wrong",
                                    "PI",
                                    type.csa(),
                                    square.csa(),
                                    there == null
                                            ? Message.of("read.csa.position.removal-empty")
                                            : Message.of(
                                                    "read.csa.position.removal-holds",
                                                    there.type().csa())));
                }
                b.remove(square);
            }
            return b;
        }
        PositionBuilder b = new PositionBuilder(variant);
        if (!anyRow()) {
            return b;
        }
        for (int rank = ranks + 1; rank < rows.length; rank++) {
            if (rows[rank] != null) {
                return error(
                        rows[rank].source(), Message.of("read.csa.position.row-beyond", "P" + rank, variant, ranks));
            }
        }
        for (int rank = 1; rank <= ranks; rank++) {
            if (rows[rank] == null) {
                CsaStatement any = firstRow();
                return error(any.source(), Message.of("read.csa.position.row-missing", "P" + rank, rowNames));
            }
        }
        for (int rank = 1; rank <= ranks; rank++) {
            if (!readRow(rows[rank], rank, b)) {
                return null;
            }
        }
        return b;
    }

    /**
     * One rank: a cell per file (nine in shogi) of three characters, {@code +XX}, {@code -XX}, or empty (per the spec
     * any cell not starting with + or -, normally {@code " * "}). Tolerated with a warning:
     * collapsed blanks between cells ({@code P2 * -HI * * …}); trailing blanks are already gone.
     */
    private boolean readRow(CsaStatement s, int rank, PositionBuilder b) {
        String body = s.text().substring(2);
        Piece[] cells = new Piece[files];
        Message strict = strictCells(body, cells, false);
        if (strict == null) {
            return place(rank, cells, b);
        }
        Piece[] tokens = new Piece[files];
        String scanned = scanTokens(body, tokens);
        if (scanned == null) {
            sink.problem(Problem.warning(s.source(), Message.of("read.csa.position.row-collapsed", "P" + rank, files)));
            return place(rank, tokens, b);
        }
        if (strictCells(body, cells, true) == null) {
            sink.problem(Problem.warning(s.source(), Message.of("read.csa.position.row-odd-cell", "P" + rank)));
            return place(rank, cells, b);
        }
        sink.problem(Problem.error(s.source(), strict));
        return false;
    }

    /** Reads a cell per file, 3 characters each; null when fine, else what is wrong. */
    private Message strictCells(String body, Piece[] cells, boolean lenient) {
        int width = 3 * files;
        if (body.length() > width) {
            return Message.of("read.csa.position.row-long", body.length(), "P", files, width);
        }
        String padded = body.length() == width ? body : body + " ".repeat(width - body.length());
        for (int i = 0; i < files; i++) {
            String cell = padded.substring(3 * i, 3 * i + 3);
            char mark = cell.charAt(0);
            if (mark == '+' || mark == '-') {
                PieceType type = CsaMoveParser.piece(variant, cell.substring(1));
                if (type == null) {
                    return Message.of("read.csa.position.cell-not-piece", i + 1, cell, "+FU, -OU");
                }
                cells[i] = new Piece(type, mark == '+' ? Side.BLACK : Side.WHITE);
            } else if (!lenient && !cell.equals(" * ")) {
                return Message.of("read.csa.position.cell-neither", i + 1, cell, "+FU");
            } else {
                cells[i] = null;
            }
        }
        return null;
    }

    /** Reads cells as blank-separated tokens {@code *}, {@code +XX}, {@code -XX}; null when one a file was found. */
    private String scanTokens(String body, Piece[] cells) {
        int count = 0;
        int i = 0;
        while (i < body.length()) {
            char c = body.charAt(i);
            if (c == ' ') {
                i++;
                continue;
            }
            if (count == files) {
                return "more cells than files";
            }
            if (c == '*') {
                cells[count++] = null;
                i++;
                continue;
            }
            if ((c == '+' || c == '-') && i + 3 <= body.length()) {
                PieceType type = CsaMoveParser.piece(variant, body.substring(i + 1, i + 3));
                if (type == null) {
                    return "not a piece";
                }
                cells[count++] = new Piece(type, c == '+' ? Side.BLACK : Side.WHITE);
                i += 3;
                continue;
            }
            return "unexpected character";
        }
        return count == files ? null : "fewer cells than files";
    }

    /** Cell i of a row is file {@code files - i}: the highest file first. */
    private boolean place(int rank, Piece[] cells, PositionBuilder b) {
        for (int i = 0; i < files; i++) {
            if (cells[i] != null) {
                b.put(new Square(files - i, rank), cells[i]);
            }
        }
        return true;
    }

    private boolean anyRow() {
        return firstRow() != null;
    }

    private CsaStatement firstRow() {
        CsaStatement earliest = null;
        for (CsaStatement row : rows) {
            if (row != null && (earliest == null || row.line() < earliest.line())) {
                earliest = row;
            }
        }
        return earliest;
    }

    private void fail(CsaStatement s, Message message) {
        sink.problem(Problem.error(s.source(), message));
    }

    /** Reports an error that makes the position unusable; returns null for the caller to return. */
    private <T> T error(SourceText at, Message message) {
        sink.problem(Problem.error(at, message));
        return null;
    }
}
