package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.function.Function;

/**
 * Reads the Kakinoki family (KIF and KI2): what the two share — header lines, comments, bookmarks,
 * {@code 変化} blocks and {@code まで} lines — is read here; the start position is the business of
 * {@link StartSetup} and the move lines that of the format's {@link MoveLineReader}. Everything read
 * goes to one {@link RecordBuilder}.
 */
final class KakinokiParser {

    private static final String HANDICAP_KEY = "手合割";

    private final RecordFormat format;
    private final ReadOptions options;
    private final Function<KakinokiParser, MoveLineReader> sectionFactory;

    private final StartSetup setup;
    private RecordBuilder builder;
    private boolean sectionBegun;
    private MoveLineReader moves;
    /** The number of the line being read, to locate an internal error. */
    private int lineReached;
    /** N of a board diagram's {@code 手数＝N} line, or -1. */
    private int movesBeforeStart = -1;

    KakinokiParser(
            RecordFormat format,
            ReadOptions options,
            StartNames presets,
            Function<KakinokiParser, MoveLineReader> sectionFactory) {
        this.format = format;
        this.options = options;
        this.sectionFactory = sectionFactory;
        this.setup = new StartSetup(presets, options.variant());
    }

    GameRecord read(RecordText text) {
        builder = new RecordBuilder(format, options, 0);
        moves = sectionFactory.apply(this);
        try {
            readLines(text);
            if (!builder.stopped()) {
                start();
            }
        } catch (RuntimeException e) {
            // a bug must not escape the API: report it where reading stopped, keep what was read
            builder.problem(Problem.error(lineReached, 0, "", Message.of("read.internal", e.toString())));
        }
        return builder.build();
    }

    /** The record being built, for the move section. */
    RecordSink builder() {
        return builder;
    }

    /** The start position, settled on first use; null when it cannot be established. */
    StartPosition start() {
        if (builder.start() == null && !builder.stopped()) {
            StartPosition start = setup.settle(builder);
            if (start != null) {
                builder.start(start);
            }
        }
        return builder.start();
    }

    /** The moves a board diagram's {@code 手数＝N} line says were made before the start, or -1. */
    int movesBeforeStart() {
        return movesBeforeStart;
    }

    /** Whether a board diagram gives the start: the game may start later than move 1. */
    boolean startsFromDiagram() {
        return setup.fromDiagram();
    }

    /** The variant of the settled start position. */
    Variant variant() {
        return builder.start().variant();
    }

    /**
     * A program line before the moves is kept in the header (it may name the application that
     * wrote the record); the encoding declaration ({@code #KIF version=2.0 encoding=UTF-8}) is the
     * decoder's, and lines among the moves are the application's notes to itself.
     */
    private void programLine(TextLine line) {
        if (builder.start() != null) {
            return;
        }
        String text = new String(line.chars(), line.start() + 1, line.end() - line.start() - 1).strip();
        if (text.isEmpty() || text.startsWith("KIF version")) {
            return;
        }
        builder.header(
                HeaderEntry.PROGRAM_LINE,
                text,
                SourceText.of(line.chars(), line.start(), line.end(), line.number(), 1));
    }

    private void readLines(RecordText text) {
        TextLines lines = TextLines.of(text, true, options.limits().lineLength());
        builder.readFrom(lines);
        while (lines.next()) {
            lineReached = lines.number();
            if (builder.stopped() || builder.lineTooLong(lines)) {
                break;
            }
            TextLine line = new TextLine(lines.number(), lines.chars(), lines.start(), lines.trimmedEnd());
            LineKind kind = LineClassifier.classify(line);
            if (kind == LineKind.PROGRAM_COMMENT) {
                programLine(line);
                continue;
            }
            if (builder.skipping() && kind != LineKind.VARIATION) {
                continue;
            }
            if (kind == LineKind.OTHER && moves.continues(line)) {
                continue;
            }
            moves.flush();
            if (builder.stopped() || builder.skipping() && kind != LineKind.VARIATION) {
                continue;
            }
            dispatch(line, kind);
        }
        if (!builder.stopped()) {
            moves.flush();
        }
    }

    private void dispatch(TextLine line, LineKind kind) {
        switch (kind) {
            case BOARD_FRAME -> boardFrame(line);
            case BLANK, ROTATION -> {
                // decoration and display settings: nothing to read
            }
            case COMMENT -> comment(line, line.textFrom(1));
            case BOOKMARK -> comment(line, line.text());
            case VARIATION -> variation(line);
            case SUMMARY -> summary(line);
            case BOARD_ROW -> positionLine(line, () -> setup.board().addRow(line));
            case HAND ->
                positionLine(line, () -> {
                    header(line);
                    return setup.board().addHand(line);
                });
            case TURN ->
                positionLine(line, () -> {
                    setup.board().setTurn(line);
                    return null;
                });
            case BOARD_MOVE_COUNT -> boardMoveCount(line);
            case MOVE_HEADER -> sectionBegun = true;
            case KIF_MOVE -> moveLine(line, RecordFormat.KIF);
            case KI2_MOVE -> moveLine(line, RecordFormat.KI2);
            case HEADER -> headerLine(line);
            default -> builder.problem(Problem.warning(line.whole(), Message.of("read.kakinoki.unknown-line")));
        }
    }

    private interface LineReading {
        Problem read();
    }

    /** Board rows, hands and turn lines belong before the moves; after them they are an error. */
    private void positionLine(TextLine line, LineReading reading) {
        if (builder.start() != null) {
            builder.problem(Problem.error(line.whole(), Message.of("read.kakinoki.position-after-moves")));
            return;
        }
        Problem problem = reading.read();
        if (problem != null) {
            builder.problem(problem);
        }
    }

    /** A frame line is decoration, but before a diagram's rows its width tells the board's files. */
    private void boardFrame(TextLine line) {
        Problem unsupported = builder.start() != null ? null : setup.frame(line);
        if (unsupported != null) {
            builder.problem(unsupported);
        }
    }

    private void headerLine(TextLine line) {
        HeaderEntry entry = header(line);
        if (entry.key().equals(HANDICAP_KEY)) {
            if (builder.start() != null) {
                builder.problem(
                        Problem.error(line.whole(), Message.of("read.kakinoki.handicap-after-moves", HANDICAP_KEY)));
                return;
            }
            Problem unsupported = setup.handicap(entry.value(), line.whole());
            if (unsupported != null) {
                builder.problem(unsupported);
            }
        } else if (builder.start() != null) {
            builder.problem(Problem.warning(line.whole(), Message.of("read.kakinoki.header-after-moves")));
        }
    }

    private HeaderEntry header(TextLine line) {
        String text = line.text();
        int colon = LineClassifier.colonIndex(line);
        String key = Chars.stripBlanks(colon < 0 ? text : text.substring(0, colon));
        String value = colon < 0 ? "" : Chars.stripBlanks(text.substring(colon + 1));
        HeaderEntry entry = builder.header(key, value, line.whole());
        KifHeaderFacts.read(entry, builder);
        return entry;
    }

    /** A comment explains the ending of a line it follows, else goes where the builder puts comments. */
    private void comment(TextLine line, String text) {
        if (!builder.admitComments(1, line.whole())) {
            return;
        }
        if (builder.lineClosed() && !builder.endings().isEmpty()) {
            builder.endings().get(builder.endings().size() - 1).addDetail(text);
        } else {
            builder.comment(text);
        }
    }

    private void moveLine(TextLine line, RecordFormat lineFormat) {
        if (lineFormat != format) {
            builder.problem(Problem.error(
                    line.whole(),
                    lineFormat == RecordFormat.KIF
                            ? Message.of("read.kakinoki.kif-line-in-ki2", "KIF", "KI2")
                            : Message.of("read.kakinoki.ki2-line-in-kif", "KI2", "KIF")));
            return;
        }
        if (!beginMoves()) {
            return;
        }
        moves.line(line);
    }

    /** Settles the start position before the first statement about moves; false when it cannot be. */
    private boolean beginMoves() {
        sectionBegun = true;
        return start() != null;
    }

    private void variation(TextLine line) {
        if (!sectionBegun) {
            builder.problem(Problem.warning(line.whole(), Message.of("read.kakinoki.variation-first", "変化")));
            return;
        }
        int written = variationPly(line.text());
        int ply = written < 1 ? written : moves.plyOf(written);
        if (ply < 1) {
            builder.problem(Problem.warning(line.whole(), Message.of("read.kakinoki.variation-shape", "変化：N手")));
            builder.skipVariation();
            return;
        }
        if (!beginMoves()) {
            return;
        }
        if (!builder.branch(ply, line.whole())) {
            if (builder.stopped()) {
                return;
            }
            if (builder.treeCut()) {
                builder.skipVariation(); // past a limit on variations: said once, by the builder
                return;
            }
            builder.problem(Problem.warning(
                    line.whole(), Message.of("read.kakinoki.variation-no-move", "変化：" + ply + "手", ply)));
            builder.skipVariation();
            return;
        }
        moves.variationStarted(ply);
    }

    /** N of {@code 変化：N手} ({@code 変化:N手}, blanks allowed, also {@code N手目}), or -1. */
    private static int variationPly(String text) {
        int i = Chars.skipBlanks(text, 0) + 2;
        i = Chars.skipBlanks(text, i) + 1;
        i = Chars.skipBlanks(text, i);
        int n = 0;
        int digits = 0;
        while (i < text.length() && Chars.decimal(text.charAt(i)) >= 0 && digits < 7) {
            n = n * 10 + Chars.decimal(text.charAt(i));
            i++;
            digits++;
        }
        i = Chars.skipBlanks(text, i);
        if (digits == 0 || !text.startsWith("手", i)) {
            return -1;
        }
        i++;
        if (text.startsWith("目", i)) {
            i++;
        }
        return Chars.skipBlanks(text, i) == text.length() ? n : -1;
    }

    private void summary(TextLine line) {
        if (!beginMoves()) {
            return;
        }
        SourceText at = line.whole();
        ResultLine.Parsed parsed = ResultLine.parse(line.text(), n -> builder.toMoveAfter(counted(n)));
        if (parsed == null) {
            builder.problem(Problem.warning(at, Message.of("read.kakinoki.summary-shape", "まで N手で <result>")));
            return;
        }
        StatedEnding stated = parsed.stated();
        if (stated == null) {
            builder.problem(Problem.warning(at, Message.of("read.kakinoki.summary-result", parsed.result())));
            stated = StatedEnding.interrupted();
        }
        int counted = counted(parsed.moves());
        if (counted != builder.played()) {
            builder.problem(
                    Problem.warning(at, Message.of("read.kakinoki.summary-count", parsed.moves(), builder.played())));
        }
        builder.addEnding(stated, counted, at, EndingOrigin.SUMMARY_LINE);
        builder.closeLine();
    }

    /**
     * The moves a まで line's N counts: N itself, or, where the moves are numbered from another
     * number than 1, the moves N stands for when that is what the line has.
     */
    private int counted(int written) {
        return written != builder.played() && moves.plyOf(written) == builder.played() ? builder.played() : written;
    }

    /**
     * Records a terminal statement ({@code 投了}, a KI2 pseudo-move {@code △投了}) made after
     * {@code played} moves of the current line; said of the side to move, or of the side it names
     * (Shogi Club 24's {@code 先手 反則負け}: that side lost by a foul, whoever is to move).
     */
    void terminal(String word, Side named, int played, SourceText text, EndingOrigin origin) {
        terminal(word, named, played, text, origin, null);
    }

    /** As {@link #terminal(String, Side, int, SourceText, EndingOrigin)}, with the time the line records, or null. */
    void terminal(String word, Side named, int played, SourceText text, EndingOrigin origin, MoveTime time) {
        StatedEnding stated = TerminalWords.meaning(word, named != null ? named : builder.toMoveAfter(played));
        if (stated == null) {
            builder.problem(Problem.warning(text, Message.of("read.kakinoki.terminal-unknown", word)));
            stated = StatedEnding.interrupted();
        }
        EndingDraft ending = builder.addEnding(stated, played, text, origin);
        if (ending != null && time != null) {
            ending.time(time);
        }
        builder.closeLine();
    }

    /** {@code 手数＝N  ８八角成(22)  まで}: remembers the square for a first move written 同. */
    private void boardMoveCount(TextLine line) {
        if (builder.start() != null) {
            builder.problem(Problem.warning(line.whole(), Message.of("read.kakinoki.move-count-after-moves", "手数＝")));
            return;
        }
        builder.lastMoveBeforeStart(setup.diagramLastMove(line.text()));
        long count = StartSetup.diagramMoveCount(line.text());
        if (count >= Integer.MAX_VALUE) { // its first move would be numbered past 2³¹−1, and every one after it wrap
            builder.problem(Problem.error(
                    line.whole(),
                    Message.of(
                            "read.kif.move-count-too-large",
                            "手数＝" + (count == Long.MAX_VALUE ? "…" : count),
                            Integer.MAX_VALUE - 1)));
            return;
        }
        movesBeforeStart = (int) count;
        if (movesBeforeStart >= 0) {
            builder.firstNumber(movesBeforeStart + 1); // KI2 has no numbers of its own; KIF's first line may restate it
        }
    }
}
