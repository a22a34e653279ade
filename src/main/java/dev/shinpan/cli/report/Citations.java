package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Where the rules a verdict applies are written, as people read them. */
public final class Citations {

    private Citations() {}

    /**
     * The rules a verdict applies, each once, in the order a reader meets them: the first illegal
     * move, the repetition, the declaration, the agreed impasse, the result.
     */
    public static List<Citation> of(Verdict v) {
        List<Citation> cited = new ArrayList<>();
        if (v.status() == Verdict.Status.UNREADABLE || v.status() == Verdict.Status.NOT_JUDGED) {
            return cited;
        }
        if (v.firstIllegal() != null) {
            cited.add(v.ruleset().citation(EndingReason.ILLEGAL_MOVE));
        }
        if (v.repetition() != null) {
            cited.add(repetition(v));
        }
        if (v.impasse() != null && v.impasse().declaration() != null) {
            cited.add(v.ruleset().citation(EndingReason.DECLARATION));
        }
        if (v.impasse() != null && v.impasse().agreement() != null) {
            cited.add(v.ruleset().citation(EndingReason.IMPASSE));
        }
        cited.add(v.ruleset().citation(v.result().reason()));
        // each once, without a stream: a report asks this for every record
        List<Citation> distinct = new ArrayList<>(cited.size());
        for (Citation c : cited) {
            if (c != null && !distinct.contains(c)) {
                distinct.add(c);
            }
        }
        return Collections.unmodifiableList(distinct);
    }

    /** The rule a repetition is judged by: perpetual check where one side checked throughout. */
    public static Citation repetition(Verdict v) {
        return v.ruleset()
                .citation(
                        v.repetition().perpetualCheck() != null
                                ? EndingReason.PERPETUAL_CHECK
                                : EndingReason.SENNICHITE);
    }

    /** {@code JSA 対局規則, 第9条 <https://…>}: the brief form and the address, where there is one. */
    public static Message full(Citation c) {
        return c.url() == null ? c.brief() : Message.of("citation.url", c.brief(), c.url());
    }
}
