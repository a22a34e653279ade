package dev.shinpan.record.codec;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Writes a readable record in a format: its start, its main line's moves as written (an illegal
 * move too, wherever the board lets it be played on) and its first stated ending.
 */
public abstract class RecordWriter {

    /**
     * Header keys every writer states in its own way, or not at all: the names, the start (手合割, the
     * hands of a board diagram, its move number) and the version and encoding of the file read, which the
     * written file has its own of.
     */
    public static final List<String> STATED = List.of(
            "手合割", "先手", "後手", "下手", "上手", "N+", "N-", "V", "先手の持駒", "後手の持駒", "下手の持駒", "上手の持駒", "手数", "encoding");

    /**
     * The record cannot be written in the format at all (a move whose piece the format must name and
     * the record does not): a located reason, for the command to report as a record not written.
     */
    public static final class Unwritable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        /** Why, located. */
        public final transient Message why;

        public Unwritable(Message why) {
            super(why.key(), null, false, false); // an outcome, reported by its message: no stack trace
            this.why = why;
        }
    }

    /** The file extension written, without the dot. */
    public abstract String extension();

    /**
     * Writes the record; it must be {@link GameRecord#readable() readable}.
     *
     * @param record the record
     * @param facts  its facts as its own format states them (the format registry reads them)
     * @return the text and what it could not hold
     */
    public final Converted write(GameRecord record, GameFacts facts) {
        List<Message> dropped = new ArrayList<>();
        for (RecordedMove m : record.mainLine().moves()) {
            if (!m.alternatives().isEmpty()) {
                dropped.add(Message.of("convert.dropped.variations"));
                break;
            }
        }
        // the statement the referee takes as the result, which need not be the first (a %CHUDAN before $X_WINNER)
        RecordedEnding ending = RecordedEnding.primary(record.mainLine().endings());
        Side toMove = ending == null ? null : toMove(record, ending);
        String text = write(record, new PlayedLine(record, facts, namesPieces()), ending, toMove, dropped);
        for (RecordedEnding later : record.mainLine().endings()) {
            if (later == ending || repeats(later, ending)) {
                continue;
            }
            // a statement that disagrees with the first one is part of the verdict: written where the format can
            String more = further(later, toMove(record, later));
            if (more != null) {
                text += more;
            } else {
                dropOnce(
                        dropped,
                        "convert.dropped.ending.later",
                        later.text().text(),
                        ending.text().text());
            }
        }
        fieldsMadeOneLine(dropped);
        if (ending != null && ending.refused() != null && !keepsRefused()) {
            // floodgate's 'ILLEGAL_MOVE(+2625FU): the foul was a move the server refused, due after the last one
            dropOnce(dropped, "convert.dropped.refused", ending.refused().text().text());
        }
        if (record.firstNumber() != 1 && !keepsNumbering()) {
            dropped.add(Message.of("convert.dropped.numbering", record.firstNumber()));
        }
        return new Converted(text, dropped);
    }

    /** The side to move where the statement applies. */
    private static Side toMove(GameRecord record, RecordedEnding ending) {
        Side first = record.start().sideToMove();
        return ending.ply() % 2 == 0 ? first : first.opponent();
    }

    /**
     * Whether a further statement says nothing the first does not: the same ply, and no winner or
     * the first's. Left out, it changes no verdict (the referee compares statements by winner and ply).
     */
    private static boolean repeats(RecordedEnding later, RecordedEnding first) {
        return later.ply() == first.ply()
                && (!later.decidesWinner() || first.decidesWinner() && Objects.equals(later.winner(), first.winner()));
    }

    /**
     * A further statement of the ending written after the first (KIF: a {@code まで} line after
     * the terminal move), or null when the format has no place for it.
     *
     * @param later  a statement beside the first one, disagreeing with it
     * @param toMove the side to move where it applies
     */
    protected String further(RecordedEnding later, Side toMove) {
        return null;
    }

    /**
     * Whether the format names the moving piece (KIF, KI2, CSA, JKF): a move from an empty square
     * whose record names no piece (a USI move) cannot be written in it.
     */
    protected boolean namesPieces() {
        return true;
    }

    /** Whether the format can hold a record of the variant at all (KI2, CSA and JKF hold standard shogi only). */
    public boolean holds(Variant variant) {
        return variant == Variants.STANDARD;
    }

    /** Whether the format states a move a server refused (CSA: floodgate's {@code 'ILLEGAL_MOVE(…)} comment). */
    protected boolean keepsRefused() {
        return false;
    }

    /** Whether the format keeps a first move number other than 1. */
    protected boolean keepsNumbering() {
        return false;
    }

    /**
     * @param moves  the main line, resolved move by move as the writer walks it (once)
     * @param toMove the side to move where the ending is stated, null without an ending
     * @param dropped where to say what the format cannot hold
     */
    protected abstract String write(
            GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped);

    /** Adds the message once. */
    public static void dropOnce(List<Message> dropped, String key, Object... args) {
        Message m = Message.of(key, args);
        if (!dropped.contains(m)) {
            dropped.add(m);
        }
    }

    /** The note of the fields {@link #oneLine} changed. */
    private static final String CONTROL = "convert.dropped.control";

    /** The fields {@link #oneLine} changed, said in one note for the record rather than one a field. */
    private static void fieldsMadeOneLine(List<Message> dropped) {
        List<Object> fields = new ArrayList<>();
        int first = -1;
        for (int i = dropped.size() - 1; i >= 0; i--) {
            if (dropped.get(i).key().equals(CONTROL)) {
                fields.add(0, dropped.remove(i).args().get(0));
                first = i;
            }
        }
        if (!fields.isEmpty()) {
            dropped.add(first, Message.of(CONTROL, Message.join("list.comma", fields)));
        }
    }

    /**
     * A header key or value, a name, as one line of a line-based format: each control character
     * and line break a space, and the field named once among what the format could not keep.
     *
     * @param field the header key or line the text is written under (先手, N+, 棋戦), as the warning names it
     */
    public static String oneLine(String field, String text, List<Message> dropped) {
        String line = LineText.oneLine(text);
        if (!line.equals(text)) {
            dropOnce(dropped, CONTROL, LineText.oneLine(field));
        }
        return line;
    }

    /**
     * Writes a comment as the lines a line-based format holds, each under its comment mark ({@code *},
     * {@code '}): its line breaks kept as lines, so that no line of it reads as a move; any other control
     * character a space, said once.
     */
    public static void comment(StringBuilder sb, char mark, String comment, List<Message> dropped) {
        for (String written : LineText.lines(comment)) {
            String line = LineText.oneLine(written);
            if (!line.equals(written)) {
                dropOnce(dropped, "convert.dropped.control.comments");
            }
            sb.append(mark).append(line).append('\n');
        }
    }
}
