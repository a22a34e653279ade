package dev.shinpan.adjudicate;

import dev.shinpan.record.SourceText;
import dev.shinpan.text.Message;

/**
 * Something the referee tells the reader about a verdict: a disagreement, a rule interpretation,
 * moves recorded after the end.
 *
 * @param id    stable name for JSON, e.g. {@code moves-after-end}
 * @param text  what to say, for the message catalogue ({@code remark.*})
 * @param where the statement or move of the record it is about, or null when it is about no one
 *              place (a rule the record declares, the record as a whole)
 */
public record Remark(String id, Message text, SourceText where) {

    /** A remark about no one place in the record. */
    public Remark(String id, Message text) {
        this(id, text, null);
    }
}
