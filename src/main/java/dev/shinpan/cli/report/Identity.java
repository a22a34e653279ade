package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Fingerprint;

/**
 * A record's fingerprint and what it is a copy of in the batch.
 *
 * @param print       the record's fingerprint, or null when it has none (unreadable)
 * @param duplicateOf the first record in input order with the same fingerprint, or null
 * @param prefixOf    an earlier record whose main line this record's is a strict prefix of (a truncated copy), or null
 */
public record Identity(Fingerprint.Print print, Ref duplicateOf, Ref prefixOf) {

    public static final Identity NONE = new Identity(null, null, null);

    /** The fingerprint's hex digits, or null; taken only when a report shows it. */
    public String fingerprint() {
        return print == null ? null : print.hex();
    }

    /** A record named as in the report: its source and its index within it. */
    public record Ref(String source, int index) {}
}
