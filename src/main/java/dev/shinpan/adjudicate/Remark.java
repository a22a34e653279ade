package dev.shinpan.adjudicate;

/**
 * Something the referee tells the reader about a verdict: a disagreement, a rule interpretation,
 * moves recorded after the end. In English and Japanese.
 *
 * @param id        stable name for JSON, e.g. {@code moves-after-end}
 * @param message   English text
 * @param messageJa Japanese text
 */
public record Remark(String id, String message, String messageJa) {
}
