package dev.shinpan.record.usi;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.codec.PlayedLine;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.List;

/** USI: {@code position startpos|sfen … moves …} and an ending word; no header, comment or time. */
public final class UsiWriter extends RecordWriter {

    @Override
    public String extension() {
        return "usi";
    }

    @Override
    public boolean holds(Variant variant) {
        return true; // a 7-rank SFEN is Tori Shogi
    }

    @Override
    protected boolean namesPieces() {
        return false; // 5e5d names squares only
    }

    @Override
    protected boolean keepsNumbering() {
        return true; // the SFEN's move number
    }

    @Override
    protected String write(
            GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped) {
        StringBuilder sb = new StringBuilder("position ");
        if (record.start().handicap() == Handicap.EVEN && record.firstNumber() == 1) {
            sb.append("startpos");
        } else {
            sb.append("sfen ").append(record.start().sfen());
        }
        if (!record.header().isEmpty()) {
            dropOnce(dropped, "convert.dropped.header");
        }
        if (!record.startComments().isEmpty()) {
            dropOnce(dropped, "convert.dropped.comments");
        }
        if (!moves.isEmpty() || ending != null) {
            sb.append(" moves");
        }
        for (ResolvedMove m : moves) {
            sb.append(' ').append(new Move(m.from(), m.to(), m.piece(), m.promote()).usi());
            if (!m.move().comments().isEmpty()) {
                dropOnce(dropped, "convert.dropped.comments");
            }
            if (m.move().time() != null) {
                dropOnce(dropped, "convert.dropped.times");
            }
        }
        String word = word(CsaSpecial.stating(ending, toMove));
        if (word != null) {
            sb.append(' ').append(word);
        } else if (ending != null) {
            dropOnce(dropped, "convert.dropped.ending", ending.text().text());
        }
        return sb.append('\n').toString();
    }

    private static String word(CsaSpecial s) {
        if (s == null) {
            return null;
        }
        for (UsiEnding e : UsiEnding.values()) {
            if (e.special() == s) {
                return e.word();
            }
        }
        return null;
    }
}
