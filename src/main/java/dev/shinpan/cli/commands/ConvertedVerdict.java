package dev.shinpan.cli.commands;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.text.Message;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * Reads a converted record back and judges it beside the original, so that convert never changes a
 * verdict silently: what a writer says it could not keep explains a changed ending and result; any
 * other change is named as a loss of its own.
 */
public final class ConvertedVerdict {

    private final RecordLoader loader;

    public ConvertedVerdict(RecordLoader loader) {
        this.loader = loader;
    }

    /**
     * What the verdicts of original and copy show: the fields they are compared by (status, result,
     * recorded ending, first foul, disagreement), as one line of stable names.
     */
    static String fields(Verdict v) {
        RecordedEnding e = v.recordedEnding();
        return "status " + v.status().id()
                + ", result " + v.result().reason().id() + " " + side(v.result().winner()) + " "
                + v.result().ply()
                + ", ending " + (e == null ? "none" : e.reason().id() + " " + side(e.winner()) + " " + e.ply())
                + ", foul "
                + (v.firstIllegal() == null
                        ? "none"
                        : v.firstIllegal().ply() + " " + v.firstIllegal().code().code())
                + ", disagreement "
                + (v.disagreement() == null ? "none" : v.disagreement().id());
    }

    /**
     * The loss to add to what the writer listed, or null when the copy is judged alike or a listed
     * loss (the ending, the refused move) explains the difference.
     *
     * @param original  the record read
     * @param converted what the writer made of it
     * @param extension the written file's extension, so the copy is read as that format
     */
    public Message check(GameRecord original, Converted converted, String extension) {
        List<GameRecord> back = loader.load(
                InputEntry.of("converted." + extension, converted.text().getBytes(StandardCharsets.UTF_8)),
                original.variant());
        Verdict was = judge(original);
        Verdict now = back.size() == 1 ? judge(back.get(0)) : null;
        String before = fields(was);
        String after = now == null ? "records " + back.size() : fields(now);
        if (before.equals(after)) {
            return null;
        }
        // a dropped ending explains a changed result, never a changed foul: the moves are always written
        boolean sameFoul = now != null && Objects.equals(foul(was), foul(now));
        return sameFoul && explained(converted) ? null : Message.of("convert.changed.verdict", before, after);
    }

    private static String foul(Verdict v) {
        return v.firstIllegal() == null
                ? null
                : v.firstIllegal().ply() + " " + v.firstIllegal().code();
    }

    private static Verdict judge(GameRecord record) {
        return new Referee(record.variant() == null ? Rulesets.JSA : Rulesets.defaultFor(record.variant()))
                .judge(record);
    }

    /** Whether the writer already said it could not state an ending or a refused move, which the verdict weighs. */
    private static boolean explained(Converted converted) {
        for (Message m : converted.dropped()) {
            if (m.key().startsWith("convert.dropped.ending") || m.key().equals("convert.dropped.refused")) {
                return true;
            }
        }
        return false;
    }

    private static String side(Object winner) {
        return Objects.toString(winner, "none").toLowerCase(Locale.ROOT);
    }
}
