package dev.shinpan.record.kif;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader.ReadOptions;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Reads the Kakinoki family (KIF and KI2): what the two share — header lines, comments, bookmarks,
 * {@code 変化} blocks and {@code まで} lines — is read here; the start position is the business of
 * {@link StartSetup} and the move lines that of the format's {@link MoveSection}.
 */
final class KakinokiParser {

    private static final String HANDICAP_KEY = "手合割";

    private final RecordFormat format;
    private final ReadOptions options;
    private final Function<ReadContext, MoveSection> sectionFactory;

    private final StartSetup setup;
    private final List<HeaderEntry> header = new ArrayList<>();
    private final List<String> startComments = new ArrayList<>();
    private boolean sectionBegun;
    private ReadContext ctx;
    private MoveSection moves;
    /** The number of the line being read, to locate an internal error. */
    private int lineReached;

    KakinokiParser(RecordFormat format, ReadOptions options, StartPresets presets,
            Function<ReadContext, MoveSection> sectionFactory) {
        this.format = format;
        this.options = options;
        this.sectionFactory = sectionFactory;
        this.setup = new StartSetup(presets, options.variant());
    }

    GameRecord read(String text) {
        ctx = new ReadContext(() -> setup.settle(ctx));
        moves = sectionFactory.apply(ctx);
        StartPosition start = null;
        try {
            readLines(SourceLines.split(text));
            start = ctx.stopped && !ctx.startSettled() ? null : ctx.start();
        } catch (RuntimeException e) {
            // a bug must not escape the API: report it where reading stopped, keep what was read
            ctx.stop(Problem.error(lineReached, 0, "", "internal error while reading (please report it): " + e));
            start = ctx.startSettled() ? ctx.start() : null;
        }
        return new GameRecord(options.source(), 0, format, options.encoding(), header, start, startComments,
                ctx.tree.main().build(), ctx.problems);
    }

    private void readLines(List<TextLine> lines) {
        for (TextLine line : lines) {
            lineReached = line.number();
            if (ctx.stopped) {
                break;
            }
            LineKind kind = LineClassifier.classify(line.text());
            if (kind == LineKind.PROGRAM_COMMENT) {
                continue;
            }
            if (ctx.skipping && kind != LineKind.VARIATION) {
                continue;
            }
            if (kind == LineKind.OTHER && moves.continues(line)) {
                continue;
            }
            moves.flush();
            if (ctx.stopped || ctx.skipping && kind != LineKind.VARIATION) {
                continue;
            }
            dispatch(line, kind);
        }
        if (!ctx.stopped) {
            moves.flush();
        }
    }

    private void dispatch(TextLine line, LineKind kind) {
        switch (kind) {
            case BLANK, ROTATION, BOARD_FRAME -> {
                // decoration and display settings: nothing to read
            }
            case COMMENT -> comment(line.text().substring(1));
            case BOOKMARK -> comment(line.text());
            case VARIATION -> variation(line);
            case SUMMARY -> summary(line);
            case BOARD_ROW -> positionLine(line, () -> setup.board().addRow(line));
            case HAND -> positionLine(line, () -> {
                header(line);
                return setup.board().addHand(line);
            });
            case TURN -> positionLine(line, () -> {
                setup.board().setTurn(line);
                return null;
            });
            case BOARD_MOVE_COUNT -> boardMoveCount(line);
            case MOVE_HEADER -> sectionBegun = true;
            case KIF_MOVE -> moveLine(line, RecordFormat.KIF);
            case KI2_MOVE -> moveLine(line, RecordFormat.KI2);
            case HEADER -> headerLine(line);
            default -> ctx.warn(Problem.warning(line.whole(), "unrecognised line (expected a header key：value, a move, a comment *…, a board line or 変化/まで); ignored"));
        }
    }

    private interface LineReading {
        Problem read();
    }

    /** Board rows, hands and turn lines belong before the moves; after them they are an error. */
    private void positionLine(TextLine line, LineReading reading) {
        if (ctx.startSettled()) {
            ctx.stop(Problem.error(line.whole(), "start-position line after the moves began (board, hands and turn must come before the first move)"));
            return;
        }
        Problem problem = reading.read();
        if (problem != null) {
            ctx.stop(problem);
        }
    }

    private void headerLine(TextLine line) {
        HeaderEntry entry = header(line);
        if (entry.key().equals(HANDICAP_KEY)) {
            if (ctx.startSettled()) {
                ctx.stop(Problem.error(line.whole(), "手合割 after the moves began (it must come before the first move)"));
                return;
            }
            setup.handicap(entry.value(), line.whole());
        } else if (ctx.startSettled()) {
            ctx.warn(Problem.warning(line.whole(), "header line after the moves; kept"));
        }
    }

    private HeaderEntry header(TextLine line) {
        String text = line.text();
        int colon = LineClassifier.colonIndex(text, 0);
        String key = Chars.stripBlanks(colon < 0 ? text : text.substring(0, colon));
        String value = colon < 0 ? "" : Chars.stripBlanks(text.substring(colon + 1));
        HeaderEntry entry = new HeaderEntry(key, value, line.whole());
        header.add(entry);
        return entry;
    }

    private void comment(String text) {
        MoveTree.LineDraft current = ctx.tree.current();
        if (current.closed && !current.endings.isEmpty()) {
            current.endings.get(current.endings.size() - 1).addDetail(text);
            return;
        }
        MoveTree.MoveDraft last = ctx.tree.lastMove();
        if (last != null) {
            last.comments.add(text);
        } else if (ctx.tree.inVariation()) {
            current.leadingComments.add(text);
        } else {
            startComments.add(text);
        }
    }

    private void moveLine(TextLine line, RecordFormat lineFormat) {
        if (lineFormat != format) {
            ctx.stop(Problem.error(line.whole(), (lineFormat == RecordFormat.KIF
                    ? "a numbered KIF move line in a KI2 record" : "KI2 move notation in a KIF record")
                    + "; read the file as " + lineFormat.name()));
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
        return ctx.start() != null;
    }

    private void variation(TextLine line) {
        ctx.skipping = false;
        if (!sectionBegun) {
            ctx.warn(Problem.warning(line.whole(), "変化 line before any move (a known ShogiHome bug); ignored"));
            return;
        }
        int ply = variationPly(line.text());
        if (ply < 1) {
            ctx.warn(Problem.warning(line.whole(), "expected 変化：N手; the variation is skipped"));
            ctx.skipping = true;
            return;
        }
        if (!beginMoves()) {
            return;
        }
        if (!ctx.tree.startVariation(ply)) {
            ctx.warn(Problem.warning(line.whole(), "変化：" + ply + "手 but the current line has no move "
                    + ply + " to branch from; the variation is skipped"));
            ctx.skipping = true;
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
        SummaryLine.Parsed parsed = SummaryLine.parse(line.text(), ctx.startSide());
        if (parsed == null) {
            ctx.warn(Problem.warning(at, "expected まで N手で <result>; the line is ignored"));
            return;
        }
        StatedEnding stated = parsed.stated();
        if (stated == null) {
            ctx.warn(Problem.warning(at, "unknown result '" + parsed.result()
                    + "' (expected e.g. 先手の勝ち, 時間切れにより後手の勝ち, 先手の反則負け, 中断, 千日手, 持将棋, 詰); read as an interrupted game"));
            stated = new StatedEnding(EndingReason.INTERRUPTED, null, null);
        }
        MoveTree.LineDraft current = ctx.tree.current();
        if (parsed.moves() != current.lastPly()) {
            ctx.warn(Problem.warning(at, "the summary counts " + parsed.moves() + " moves but the line has "
                    + current.lastPly()));
        }
        current.endings.add(new MoveTree.EndingDraft(stated, parsed.moves(), at, EndingOrigin.SUMMARY_LINE));
        current.closed = true;
    }

    /** {@code 手数＝N  ８八角成(22)  まで}: remembers the square for a first move written 同. */
    private void boardMoveCount(TextLine line) {
        if (ctx.startSettled()) {
            ctx.warn(Problem.warning(line.whole(), "board move-count line after the moves; ignored"));
            return;
        }
        ctx.diagramLastMove = setup.diagramLastMove(line.text());
    }
}
