package dev.shinpan.adjudicate;

import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;

/**
 * Something the referee tells the reader about a verdict: a disagreement, a rule interpretation,
 * moves recorded after the end.
 *
 * <pre>{@code
 * verdict.remarks().forEach(remark -> System.out.println(remark.id()));
 * }</pre>
 *
 * @param id           stable name for JSON, e.g. {@code moves-after-end}
 * @param text         what to say, for the message catalogue ({@code remark.*})
 * @param where        the statement or move of the record it is about, or null when it is about no
 *                     one place (a rule the record declares, the record as a whole)
 * @param disagreement how the record disagrees with the rules, where this remark is a disagreement
 *                     (it makes the verdict inconsistent); null for one that explains or interprets
 */
public record Remark(String id, Message text, SourceText where, Disagreement disagreement) {

    /**
     * A remark that explains or interprets, about one place of the record (or none).
     *
     * @param id    stable name for JSON
     * @param text  what to say
     * @param where the statement or move it is about, or null
     */
    public Remark(String id, Message text, SourceText where) {
        this(id, text, where, null);
    }

    /**
     * A remark that explains or interprets, about no one place in the record.
     *
     * @param id   stable name for JSON
     * @param text what to say
     */
    public Remark(String id, Message text) {
        this(id, text, null, null);
    }
}
