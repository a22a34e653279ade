package dev.shinpan.cli.report;

import static dev.shinpan.cli.report.Markup.escape;

import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.RecordedMove;
import java.util.List;

/**
 * The HTML report's time strip: an inline SVG with a bar per move, Black's above the line and
 * White's below, each as tall as the move's time against the longest; the flag's move in red.
 * Plain shapes in the page itself, so the page stays self-contained (inline SVG in HTML needs no
 * namespace address).
 */
final class ClockStrip {

    /** Each move's bar is this wide, with a gap of one; a side's bars at most this tall. */
    private static final int STEP = 3;

    private static final int HEIGHT = 20;

    private ClockStrip() {}

    /**
     * The strip of a record's times.
     *
     * @param record the record
     * @param c      its clock
     * @param label  what the strip shows, in words (its accessible name)
     * @return the SVG element
     */
    static String svg(GameRecord record, ClockFinding c, String label) {
        List<RecordedMove> moves = record.mainLine().moves();
        int n = moves.size();
        double longest =
                Math.max(1, Math.max(c.black().longestSeconds(), c.white().longestSeconds()));
        boolean blackFirst = record.start().sideToMove() == dev.shinpan.rules.Side.BLACK;
        int flagPly = c.flag() == null ? -1 : c.flag().ply();
        StringBuilder s = new StringBuilder(64 + 80 * n);
        s.append("<svg class=\"clock-strip\" viewBox=\"0 0 ")
                .append(Math.max(1, n * STEP))
                .append(' ')
                .append(2 * HEIGHT + 1)
                .append("\" preserveAspectRatio=\"none\" role=\"img\" aria-label=\"")
                .append(escape(label))
                .append("\"><title>")
                .append(escape(label))
                .append("</title>")
                .append("<line x1=\"0\" y1=\"")
                .append(HEIGHT)
                .append(".5\" x2=\"")
                .append(n * STEP)
                .append("\" y2=\"")
                .append(HEIGHT)
                .append(".5\" stroke=\"#bbb\" stroke-width=\"1\"/>");
        for (int i = 0; i < n; i++) {
            MoveTime t = moves.get(i).time();
            Double seconds = t == null ? null : t.seconds();
            if (seconds == null || seconds <= 0) {
                continue;
            }
            int ply = i + 1;
            boolean black = (ply % 2 == 1) == blackFirst;
            long h = Math.max(1, Math.round(Math.min(seconds, longest) / longest * HEIGHT));
            long y = black ? HEIGHT - h : HEIGHT + 1;
            String fill = ply == flagPly ? "#b71c1c" : black ? "#333" : "#999";
            s.append("<rect x=\"")
                    .append(i * STEP)
                    .append("\" y=\"")
                    .append(y)
                    .append("\" width=\"")
                    .append(STEP - 1)
                    .append("\" height=\"")
                    .append(h)
                    .append("\" fill=\"")
                    .append(fill)
                    .append("\"/>");
        }
        return s.append("</svg>").toString();
    }
}
