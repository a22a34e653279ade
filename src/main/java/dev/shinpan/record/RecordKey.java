package dev.shinpan.record;

import dev.shinpan.rules.WrittenMove;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * What a record is, whatever its file is called or where in the file it stands: a SHA-256 over the
 * variant, the start SFEN and the main line's moves in USI. A baseline keys its findings by it, so a
 * record moved, renamed or converted to another format keeps its findings known. An unreadable record
 * has no moves to key: its key is a hash of the errors read (their line, column and text as written),
 * which change only when its content does. Kept in one place so that a duplicate detector can share it.
 */
public final class RecordKey {

    private RecordKey() {
    }

    /** The key of a record, 64 lower-case hex digits. */
    public static String of(GameRecord record) {
        StringBuilder content = new StringBuilder();
        if (!record.readable() || record.start() == null) {
            content.append("unreadable\n");
            for (Problem p : record.problems()) {
                if (p.isError()) {
                    content.append(p.line()).append(':').append(p.column()).append(' ').append(p.text()).append('\n');
                }
            }
            return sha256(content.toString());
        }
        content.append(record.variant().name()).append('\n').append(record.start().sfen()).append('\n');
        for (RecordedMove m : record.mainLine().moves()) {
            content.append(usi(m.move())).append(' ');
        }
        return sha256(content.toString());
    }

    private static String usi(WrittenMove m) {
        if (m == null) {
            return "?";
        }
        String to = m.to() == null ? "?" : m.to().usi();
        if (m.from() == null) {
            return (m.piece() == null ? "?" : String.valueOf(m.piece().letter())) + "*" + to;
        }
        return m.from().usi() + to + (m.promote() ? "+" : "");
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
