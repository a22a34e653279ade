package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * {@code --board-svg FILE}: passes everything on to the report chosen by {@code --format} and draws
 * the disputed position of a single record as an SVG file, for a TD to show or print: the position
 * before the move of its first finding with the move marked, or, when nothing was found, the
 * position the verdict concerns. Only the first record's picture is held.
 */
public final class BoardSvgFile implements Report {

    private final Report report;
    private final Path file;
    private final Findings findings;
    private final Boards boards;
    private final SvgBoard svg;
    private final ReportTexts texts;
    private int records;
    private String drawing;

    public BoardSvgFile(Report report, Path file, Lang lang) {
        this.report = report;
        this.file = file;
        this.texts = ReportTexts.of(lang);
        this.findings = new Findings(texts, false);
        this.boards = new Boards(texts);
        this.svg = new SvgBoard(texts);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        record(record, verdicts, Identity.NONE);
    }

    @Override
    public void record(GameRecord record, List<Verdict> verdicts, Identity identity) {
        report.record(record, verdicts, identity); // the copies it names reach JSON with --board-svg too
        records++;
        if (records == 1 && !verdicts.isEmpty()) {
            BoardPicture picture = picture(verdicts.get(0));
            drawing = picture == null ? null : svg.standalone(picture);
        }
    }

    /** The first verdict's (the first ruleset's) first finding with a position, else the verdict's own position. */
    private BoardPicture picture(Verdict v) {
        for (Finding f : findings.of(v)) {
            BoardPicture picture = boards.of(v, f);
            if (picture != null) {
                return picture;
            }
        }
        return boards.ofVerdict(v);
    }

    @Override
    public void skipped(String name, Message reason) {
        report.skipped(name, reason);
    }

    @Override
    public void finish(RunTotals summary) {
        report.finish(summary);
    }

    /** Whether the input held the one record this option draws. */
    public boolean oneRecord() {
        return records == 1;
    }

    /**
     * Why no board was written, in the report's language; {@code writeFailed} when the file could
     * not be written (a missing folder, a full disk) rather than there being no one board to draw.
     */
    public record NotDrawn(String text, boolean writeFailed) {}

    /** Where the drawing goes: the file, written whole or not at all. */
    public interface Destination {
        void write(byte[] svg) throws IOException;
    }

    /** Writes the file after the run; returns why it was not written, or null when it was. */
    public NotDrawn write(Destination to) {
        if (records != 1) {
            return new NotDrawn(texts.text("out.svg.not-one-record", records), false);
        }
        if (drawing == null) {
            return new NotDrawn(texts.text("out.svg.no-position"), false);
        }
        try {
            to.write(drawing.getBytes(StandardCharsets.UTF_8));
            return null;
        } catch (IOException e) {
            return new NotDrawn(
                    texts.text("out.svg.cannot-write", TerminalText.name(file.toString()), WriteFailures.why(e)), true);
        }
    }
}
