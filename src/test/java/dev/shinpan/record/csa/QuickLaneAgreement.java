package dev.shinpan.record.csa;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * The contract between the CSA reader's two ways of reading a line: the quick lane
 * ({@code CsaRecordParser.quickLine}, kept for its gain on whole batches, docs/architecture.md
 * § Speed) and the statement splitter's general way: a line that is a lone move, a time or a
 * comment and starts its line is taken quickly; the same line after a blank goes the general way.
 * The two readings of a text must agree in everything but the columns the blank moves. Used by
 * {@link CsaQuickLaneTest} and by the {@code csaQuick} fuzz target.
 */
public final class QuickLaneAgreement {

    private static final ReadOptions OPTIONS = new ReadOptions("inline.csa", "UTF-8", null);

    private QuickLaneAgreement() {}

    /** Reads the text both ways; throws AssertionError, naming the first difference, when they disagree. */
    public static void check(String text) {
        List<String> quick = describe(new CsaReader().read(text, OPTIONS));
        List<String> general = describe(new CsaReader().read(blanked(text), OPTIONS));
        if (!quick.equals(general)) {
            int i = 0;
            while (i < Math.min(quick.size(), general.size()) && quick.get(i).equals(general.get(i))) {
                i++;
            }
            throw new AssertionError("quick and general readings differ at item " + i + ": "
                    + (i < quick.size() ? quick.get(i) : "(none)") + " / "
                    + (i < general.size() ? general.get(i) : "(none)"));
        }
    }

    /** The text with a blank before every line that starts with a move, time or comment mark. */
    static String blanked(String text) {
        StringBuilder out = new StringBuilder(text.length() + text.length() / 8);
        boolean lineStart = true;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (lineStart && (c == '+' || c == '-' || c == 'T' || c == '\'')) {
                out.append(' ');
            }
            out.append(c);
            lineStart = c == '\n' || c == '\r';
        }
        return out.toString();
    }

    /** What a reading gives, but where a blank before a line moves a column. */
    static List<String> describe(List<GameRecord> records) {
        List<String> parts = new ArrayList<>();
        for (GameRecord r : records) {
            parts.add("record " + r.index() + " " + r.format() + " start " + r.start());
            r.header().forEach(h -> parts.add("header " + h.key() + "=" + h.value()));
            parts.add("players " + r.players());
            r.statedRules()
                    .forEach(rule -> parts.add("rule " + rule.subject() + " " + rule.value() + " line "
                            + rule.text().line()));
            parts.add("start comments " + r.startComments());
            line(r.mainLine(), parts);
            r.problems()
                    .forEach(p -> parts.add(p.severity() + " " + p.catalogued().key() + " line " + p.line()));
        }
        return parts;
    }

    private static void line(Line line, List<String> parts) {
        line.moves()
                .forEach(m -> parts.add(m.ply() + " " + m.move() + " " + m.time() + " " + m.comments() + " line "
                        + (m.text() == null ? 0 : m.text().line())));
        for (RecordedEnding e : line.endings()) {
            parts.add("ending " + e.reason() + " " + e.winner() + " " + e.offender() + " " + e.ply() + " " + e.origin()
                    + " " + e.detail() + " "
                    + (e.refused() == null ? null : e.refused().move()));
        }
    }
}
