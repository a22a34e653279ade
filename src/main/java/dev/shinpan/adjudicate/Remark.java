package dev.shinpan.adjudicate;

import dev.shinpan.text.Message;

/**
 * Something the referee tells the reader about a verdict: a disagreement, a rule interpretation,
 * moves recorded after the end.
 *
 * @param id   stable name for JSON, e.g. {@code moves-after-end}
 * @param text what to say, for the message catalogue ({@code remark.*})
 */
public record Remark(String id, Message text) {
}
