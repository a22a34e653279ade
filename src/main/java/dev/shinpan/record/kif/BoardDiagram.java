package dev.shinpan.record.kif;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.build.ImpossibleStart;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.PositionBuilder;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Collects the lines of a BOD board diagram (docs/formats.md §1.4) and builds the position they show:
 * rows {@code |v香v桂 … |一} (files from the variant's highest down to 1, {@code v} for White),
 * the two hands, and the side to move ({@code 後手番} / {@code 上手番}; Black otherwise). The board
 * size and the piece names come from the variant.
 */
final class BoardDiagram {

    private final Variant variant;
    private final Map<Integer, Piece[]> rows = new HashMap<>();
    private final Map<Side, Map<PieceType, Integer>> hands = new EnumMap<>(Side.class);
    private Side sideToMove = Side.BLACK;
    private SourceText firstLine;
    private int rowCount;

    BoardDiagram(Variant variant) {
        this.variant = variant;
    }

    /** The first line of the diagram, for locating it. */
    SourceText firstLine() {
        return firstLine;
    }

    boolean hasRows() {
        return rowCount > 0;
    }

    void touch(TextLine line) {
        if (firstLine == null) {
            firstLine = line.whole();
        }
    }

    /** Reads a row; returns a problem when the row cannot be read. */
    Problem addRow(TextLine line) {
        touch(line);
        String text = line.text();
        int close = text.indexOf('|', 1);
        if (close < 0) {
            return Problem.error(line.whole(), Message.of("read.kakinoki.row-end", "|"));
        }
        Piece[] cells = new Piece[variant.files()];
        int cell = 0;
        Side owner = Side.BLACK;
        for (int i = 1; i < close; i++) {
            char c = text.charAt(i);
            if (c == 'v' || c == 'V') {
                owner = Side.WHITE;
                continue;
            }
            if (c == ' ' || c == '+' || c == '^' || c == Chars.IDSP) {
                continue;
            }
            if (cell >= cells.length) {
                return Problem.error(line.at(i), Message.of("read.kakinoki.row-too-long", variant.files()));
            }
            if (c != '・') {
                Optional<PieceType> type = PieceNames.boardChar(variant, c);
                if (type.isEmpty()) {
                    return Problem.error(
                            line.at(i, i + 1),
                            Message.of(
                                    "read.kakinoki.cell",
                                    example(),
                                    PieceNames.variantHint(variant, text, i),
                                    "・",
                                    "v" + example()));
                }
                cells[cell] = new Piece(type.get(), owner);
            }
            cell++;
            owner = Side.BLACK;
        }
        if (cell != cells.length) {
            return Problem.error(
                    line.at(0, close + 1),
                    Message.of("read.kakinoki.row-count", variant.files(), cell, PieceNames.rowHint(variant, cell)));
        }
        rowCount++;
        int rank = rowCount;
        int after = Chars.skipBlanks(text, close + 1);
        if (after < text.length() && Chars.rank(text.charAt(after)) > 0) {
            rank = Chars.rank(text.charAt(after));
        }
        if (rank > variant.ranks()) {
            return Problem.error(line.at(close + 1), Message.of("read.kakinoki.rank-beyond", variant.ranks()));
        }
        if (rows.put(rank, cells) != null) {
            return Problem.error(line.at(close + 1), Message.of("read.kakinoki.rank-again", rank));
        }
        return null;
    }

    /** A piece name of the variant for messages: 歩 in shogi, 燕 in Tori Shogi. */
    private String example() {
        return String.valueOf(variant.fileLimitedType().boardKanji());
    }

    /** Reads a hand line ({@code 先手の持駒：…}); returns a problem when it cannot be read. */
    Problem addHand(TextLine line) {
        touch(line);
        String text = line.text();
        Side side = text.charAt(0) == '先' || text.charAt(0) == '下' ? Side.BLACK : Side.WHITE;
        int colon = LineClassifier.colonIndex(line);
        if (colon < 0) {
            hands.put(side, Map.of());
            return null;
        }
        String value = text.substring(colon + 1);
        HandReader.Result result = HandReader.read(variant, value, SourceText.of(value, line.number(), colon + 2));
        hands.put(side, result.counts());
        return result.problem();
    }

    void setTurn(TextLine line) {
        touch(line);
        char who = line.text().charAt(0);
        sideToMove = who == '後' || who == '上' ? Side.WHITE : Side.BLACK;
    }

    /** The position shown, or an error naming what is missing or impossible. */
    Result build() {
        if (rows.size() != variant.ranks()) {
            List<Integer> missing = new ArrayList<>();
            for (int r = 1; r <= variant.ranks(); r++) {
                if (!rows.containsKey(r)) {
                    missing.add(r);
                }
            }
            return new Result(
                    null, Problem.error(firstLine, Message.of("read.kakinoki.ranks-missing", missing.toString())));
        }
        PositionBuilder builder = new PositionBuilder(variant);
        for (Map.Entry<Integer, Piece[]> row : rows.entrySet()) {
            Piece[] cells = row.getValue();
            for (int i = 0; i < cells.length; i++) {
                if (cells[i] != null) {
                    builder.put(new Square(variant.files() - i, row.getKey()), cells[i]);
                }
            }
        }
        hands.forEach((side, counts) -> counts.forEach((type, n) -> builder.hand(side, type, n)));
        builder.sideToMove(sideToMove);
        try {
            return new Result(builder.build(), null);
        } catch (IllegalArgumentException e) {
            return new Result(
                    null,
                    Problem.error(
                            firstLine, Message.of("read.kakinoki.board-impossible", ImpossibleStart.why(builder, e))));
        }
    }

    record Result(Position position, Problem problem) {}
}
