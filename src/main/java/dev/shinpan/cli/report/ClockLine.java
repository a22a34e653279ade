package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.adjudicate.clock.ClockTime;
import dev.shinpan.adjudicate.clock.Flag;
import dev.shinpan.adjudicate.clock.SideClock;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;

/** The one {@code Clock:} line of a record's times, as the text and HTML reports show it. */
final class ClockLine {

    private ClockLine() {}

    /**
     * Each side's time used and left, the control, the flag if any.
     *
     * @param w      the words in the record's language and sides
     * @param record the record
     * @param c      its clock
     * @return the line, without indentation
     */
    static String of(Words w, GameRecord record, ClockFinding c) {
        Flag flag = c.flag();
        Object flagged = flag == null
                ? ""
                : Message.of(
                        "report.clock.flag",
                        w.side(flag.side(), record),
                        record.plyLabel(flag.ply()),
                        ClockTime.of(flag.overSeconds()));
        ClockControl control = c.control();
        Object applied = control == null
                ? ""
                : Message.of(
                        "report.clock.control",
                        control.written(),
                        Message.of("report.clock.kind." + control.kind().id()),
                        Message.of("report.clock.source." + control.source().id()));
        return w.text(
                "report.clock",
                side(w, record, Side.BLACK, c.black()),
                side(w, record, Side.WHITE, c.white()),
                flagged,
                applied);
    }

    private static Message side(Words w, GameRecord record, Side side, SideClock s) {
        Object left =
                s.remainingSeconds() == null ? "" : Message.of("report.clock.left", ClockTime.of(s.remainingSeconds()));
        return Message.of(
                "report.clock.side",
                w.side(side, record),
                ClockTime.of(s.usedSeconds()),
                left,
                s.moves(),
                ClockTime.of(s.longestSeconds()));
    }
}
