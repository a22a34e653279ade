package dev.shinpan.record.usi;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.UnsupportedGame;
import dev.shinpan.record.build.ImpossibleStart;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.SfenException;
import dev.shinpan.rules.UnsupportedVariant;
import dev.shinpan.rules.UnsupportedVariants;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads USI position strings and SFEN (docs/formats.md §4): one record per non-blank line, {@code #}
 * lines being comments. A line may be {@code position startpos|sfen … [moves …]}, the same without
 * {@code position}, a bare SFEN, or bare USI moves from the start position (the lishogi export
 * shape). A 7-rank SFEN is a Tori Shogi game, written the way Fairy-Stockfish writes it in USI mode
 * (docs/formats.md §7).
 *
 * <p>Moves are taken as written: USI names no piece for board moves and no side at all, so those
 * are left for the rules to judge. Each record is handed on as soon as its line is read.
 */
public final class UsiReader implements RecordReader {

    /** The ways a USI record may begin, as messages name them. */
    private static final Message EXPECTED_START = Message.of(
            "read.usi.starts", "'position startpos', 'position sfen …', 'startpos', 'sfen …'", "SFEN", "USI");
    /** The fields of a SFEN, in order, to say which one is wrong. */
    private static final List<Message> SFEN_FIELDS = List.of(
            Message.of("read.usi.sfen-field.board"),
            Message.of("read.usi.sfen-field.side"),
            Message.of("read.usi.sfen-field.hands"),
            Message.of("read.usi.sfen-field.number"));

    private static final Message AFTER_POSITION =
            Message.of("read.usi.after-position", "'startpos'", "'sfen'", "'position'");

    @Override
    public RecordFormat format() {
        return RecordFormat.USI;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        TextLines lines = new TextLines(text, 0, false, options.limits().lineLength());
        int count = 0;
        while (lines.next()) {
            if (lines.length() > options.limits().lineLength()) {
                if (!room(count, lines.number(), options, sink)) {
                    return;
                }
                RecordBuilder builder = new RecordBuilder(RecordFormat.USI, options, count++);
                builder.span(lines.number(), lines.number());
                builder.lineTooLong(lines);
                sink.accept(builder.unreadable());
                continue;
            }
            List<Token> tokens = Token.split(lines);
            if (tokens.isEmpty() || tokens.get(0).startsWith('#')) {
                continue;
            }
            if (!room(count, lines.number(), options, sink)) {
                return;
            }
            sink.accept(new LineReader(tokens, lines.number(), count++, options).read());
        }
        if (count == 0) {
            sink.accept(GameRecord.unreadable(
                    options.source(),
                    0,
                    RecordFormat.USI,
                    options.encoding(),
                    List.of(Problem.error(0, 0, "", Message.of("read.usi.no-record", "USI", EXPECTED_START)))));
        }
    }

    /**
     * Whether another record may be read; when the file has reached its limit of records, a record
     * saying so, located at the line, ends it.
     */
    private static boolean room(int count, int line, ReadOptions options, Consumer<GameRecord> sink) {
        int limit = options.limits().recordsPerFile();
        if (count < limit) {
            return true;
        }
        RecordBuilder beyond = new RecordBuilder(RecordFormat.USI, options, count);
        beyond.span(line, line);
        beyond.problem(Problem.error(
                line, 1, "", Message.of("read.limit.records", limit, Limits.RECORDS_PER_FILE + "=" + limit)));
        sink.accept(beyond.unreadable());
        return false;
    }

    /**
     * A blank-separated word of a line, where it stands in the decoded text ({@code chars[start,
     * end)}): moves are read there, and the word's own copy is made only when asked for.
     */
    static final class Token {
        private final char[] chars;
        private final int start;
        private final int end;
        private final int column;
        private String text;

        private Token(char[] chars, int start, int end, int column) {
            this.chars = chars;
            this.start = start;
            this.end = end;
            this.column = column;
        }

        /** The words of the current line, each at its 1-based column. */
        static List<Token> split(TextLines lines) {
            char[] c = lines.chars();
            int lineStart = lines.start();
            int n = lines.end();
            // sized for a line of moves (five characters each with its blank), so it need not grow
            List<Token> tokens = new ArrayList<>((n - lineStart) / 5 + 4);
            int i = lineStart;
            while (i < n) {
                while (i < n && isBlank(c[i])) {
                    i++;
                }
                int start = i;
                while (i < n && !isBlank(c[i])) {
                    i++;
                }
                if (i > start) {
                    tokens.add(new Token(c, start, i, start - lineStart + 1));
                }
            }
            return tokens;
        }

        private static boolean isBlank(char c) {
            return c == ' ' || c == '\t' || c == '\u3000' || c == '\uFEFF';
        }

        String text() {
            if (text == null) {
                text = new String(chars, start, end - start);
            }
            return text;
        }

        int column() {
            return column;
        }

        int length() {
            return end - start;
        }

        boolean startsWith(char c) {
            return chars[start] == c;
        }

        boolean startsWithLowerCase() {
            return chars[start] >= 'a' && chars[start] <= 'z';
        }

        /** Whether the word is {@code word}, compared where it stands. */
        boolean is(String word) {
            if (word.length() != end - start) {
                return false;
            }
            for (int k = 0; k < word.length(); k++) {
                if (chars[start + k] != word.charAt(k)) {
                    return false;
                }
            }
            return true;
        }

        /** The move the word writes, or why it is none. */
        UsiMoves.Parsed move(Variant variant) {
            return UsiMoves.parse(chars, start, end, variant);
        }

        SourceText at(int line) {
            return SourceText.of(chars, start, end, line, column);
        }
    }

    /** Reads the record on one line. */
    private static final class LineReader {

        private final List<Token> tokens;
        private final int line;
        private final ReadOptions options;
        private final RecordBuilder builder;
        private int next;

        LineReader(List<Token> tokens, int line, int index, ReadOptions options) {
            this.tokens = tokens;
            this.line = line;
            this.options = options;
            this.builder = new RecordBuilder(RecordFormat.USI, options, index);
            builder.span(line, line);
        }

        GameRecord read() {
            if (readStart()) {
                readMoves();
            }
            return builder.start() != null ? builder.build() : builder.unreadable();
        }

        /** Reads up to the moves; false when the line cannot be read further. */
        private boolean readStart() {
            Token first = tokens.get(0);
            boolean command = first.is("position");
            if (command) {
                next++;
                if (next == tokens.size()) {
                    return error(endOfLine(), AFTER_POSITION);
                }
            }
            Token token = tokens.get(next);
            switch (token.text()) {
                case "startpos" -> {
                    startFromStartpos(token.at(line));
                    next++;
                }
                case "sfen" -> {
                    next++;
                    if (!readSfen()) {
                        return false;
                    }
                }
                case "moves" -> {
                    if (command) {
                        return error(token.at(line), AFTER_POSITION);
                    }
                    startFromStartpos(null);
                }
                default -> {
                    if (!command && token.text().indexOf('/') >= 0) {
                        if (!readSfen()) {
                            return false;
                        }
                    } else if (!command && UsiMoves.looksLikeMove(token.text())) {
                        // A line of bare moves: the lishogi export, from the start position.
                        startFromStartpos(null);
                        return true;
                    } else {
                        return error(token.at(line), Message.of("read.usi.start-shape", EXPECTED_START));
                    }
                }
            }
            if (next < tokens.size()) {
                Token keyword = tokens.get(next);
                if (!keyword.is("moves")) {
                    return error(keyword.at(line), Message.of("read.usi.after-start", "'moves'"));
                }
                next++;
            }
            return true;
        }

        private void startFromStartpos(SourceText written) {
            builder.start(
                    StartPosition.initial(options.variant() != null ? options.variant() : Variants.STANDARD, written));
        }

        /** Reads board, side, hands and an optional move number from {@code next}. */
        private boolean readSfen() {
            int first = next;
            int fields = 0;
            while (fields < 3 && next < tokens.size() && !tokens.get(next).is("moves")) {
                next++;
                fields++;
            }
            if (fields < 3) {
                Token where = next < tokens.size() ? tokens.get(next) : null;
                return error(
                        where == null ? endOfLine() : where.at(line),
                        Message.of("read.usi.sfen-fields", "b", "w", "-", "SFEN"));
            }
            if (next < tokens.size() && isNumber(tokens.get(next).text())) {
                next++;
            }
            Token board = tokens.get(first);
            Token last = tokens.get(next - 1);
            String sfen = joined(first, next);
            int ranks = Sfen.ranks(board.text());
            Variant requested = options.variant();
            List<UnsupportedVariant> unsupported = UnsupportedVariants.byBoard(Sfen.files(board.text()), ranks);
            if (!unsupported.isEmpty()) {
                return error(UnsupportedGame.problem(SourceText.of(sfen, line, board.column()), unsupported));
            }
            if (requested != null && ranks != requested.ranks()) {
                return error(
                        board.at(line),
                        Message.of(
                                "read.usi.sfen-ranks",
                                "SFEN",
                                ranks,
                                requested.toString(),
                                requested.ranks(),
                                requested));
            }
            try {
                Position position = requested != null ? Sfen.parse(requested, sfen) : Sfen.parse(sfen);
                SourceText written = SourceText.of(sfen, line, board.column());
                Message impossible = ImpossibleStart.of(position);
                if (impossible != null) {
                    return error(written, Message.of("read.start.impossible", impossible));
                }
                builder.start(StartPosition.of(position, written));
            } catch (SfenException e) {
                int offset = Math.max(0, Math.min(e.offset(), sfen.length()));
                int to = offset;
                while (to < sfen.length() && sfen.charAt(to) != ' ') {
                    to++;
                }
                String bad = offset < sfen.length() ? sfen.substring(offset, Math.max(to, offset + 1)) : last.text();
                return error(
                        SourceText.of(bad, line, board.column() + offset),
                        Message.of(
                                "read.usi.sfen-bad",
                                "SFEN",
                                e.getMessage(),
                                SFEN_FIELDS.get(Math.min(fieldAt(sfen, offset), SFEN_FIELDS.size() - 1)),
                                bad));
            }
            return true;
        }

        /** Which field of the SFEN (0 board, 1 side to move, 2 hands, 3 move number) an offset lies in. */
        private static int fieldAt(String sfen, int offset) {
            int field = 0;
            for (int i = 0; i < offset && i < sfen.length(); i++) {
                if (sfen.charAt(i) == ' ' && (i == 0 || sfen.charAt(i - 1) != ' ')) {
                    field++;
                }
            }
            return field;
        }

        /** The SFEN fields as written, with single spaces, so SFEN offsets map onto columns. */
        private String joined(int from, int to) {
            StringBuilder sb = new StringBuilder();
            Token previous = null;
            for (int i = from; i < to; i++) {
                Token t = tokens.get(i);
                if (previous != null) {
                    int gap = t.column() - previous.column() - previous.length();
                    sb.append(" ".repeat(Math.max(1, gap)));
                }
                sb.append(t.text());
                previous = t;
            }
            return sb.toString();
        }

        private void readMoves() {
            Variant variant = builder.start().variant();
            while (next < tokens.size()) {
                Token token = tokens.get(next++);
                UsiEnding ending = UsiEnding.of(token);
                if (ending != null) {
                    builder.addEnding(
                            ending.meaning(builder.sideToMove()),
                            builder.played(),
                            token.at(line),
                            EndingOrigin.TERMINAL_MOVE);
                    if (next < tokens.size()) {
                        error(tokens.get(next).at(line), Message.of("read.usi.after-end", token.text()));
                    }
                    return;
                }
                if (token.is("pass") || token.is("0000")) {
                    error(token.at(line), Message.of("read.usi.null-move", token.text(), UsiMoves.EXPECTED));
                    return;
                }
                UsiMoves.Parsed parsed = token.move(variant);
                if (parsed.error() != null) {
                    error(token.at(line), parsed.error());
                    return;
                }
                if (builder.addMove(parsed.move(), token.at(line), null) == null) {
                    return;
                }
            }
        }

        private SourceText endOfLine() {
            Token last = tokens.get(tokens.size() - 1);
            return SourceText.of("", line, last.column() + last.length());
        }

        private boolean error(SourceText at, Message message) {
            return error(Problem.error(at, message));
        }

        private boolean error(Problem problem) {
            builder.problem(problem);
            return false;
        }

        private static boolean isNumber(String s) {
            for (int i = 0; i < s.length(); i++) {
                if (s.charAt(i) < '0' || s.charAt(i) > '9') {
                    return false;
                }
            }
            return !s.isEmpty();
        }
    }
}
