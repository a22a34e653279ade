package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What a record is, whatever its file is called or where in the file it stands, as a baseline keys
 * its findings: the record's {@link Fingerprint} (variant, start, every move of the main line and the
 * ending; version {@value Fingerprint#VERSION} of the recipe), so a record moved,
 * renamed or converted to another format keeps its findings known. An unreadable record has no
 * moves to fingerprint: its key is a hash of the errors read (their line, column and text as
 * written), which change only when its content does.
 */
final class RecordKey {

    private RecordKey() {}

    /** The key of a record: its fingerprint's hex digits, or {@code unreadable:} and 64 hex digits. */
    static String of(GameRecord record) {
        Fingerprint.Print print = record.readable() ? new Fingerprint().of(record) : null;
        if (print != null) {
            return of(print);
        }
        StringBuilder errors = new StringBuilder();
        for (Problem p : record.problems()) {
            if (p.isError()) {
                errors.append(p.line())
                        .append(':')
                        .append(p.column())
                        .append(' ')
                        .append(p.text())
                        .append('\n');
            }
        }
        return "unreadable:" + sha256(errors.toString());
    }

    /** The key of a readable record whose fingerprint is taken already. */
    static String of(Fingerprint.Print print) {
        return print.hex();
    }

    private static String sha256(String text) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            return HexFormat.of().formatHex(digest.digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
