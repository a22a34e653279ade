package dev.shinpan.cli.report;

/**
 * Names made safe to print on a terminal. A file or archive entry name is chosen by whoever made
 * the archive: a newline in it would forge report lines, an escape sequence would reach the
 * terminal, a bidirectional override would show the text reordered. Such characters are written
 * as escapes; everything else, Japanese included, stays as it is.
 */
public final class TerminalText {

    private TerminalText() {
    }

    /** The name with C0, DEL, C1, line and paragraph separators and bidi controls escaped. */
    public static String name(String name) {
        StringBuilder out = null;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (out == null && c >= 0x20 && c < 0x7F) {
                continue; // printable ASCII, what almost every name is made of
            }
            String escape = escape(c);
            if (escape != null && out == null) {
                out = new StringBuilder(name.length() + 8).append(name, 0, i);
            }
            if (out != null) {
                if (escape != null) {
                    out.append(escape);
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? name : out.toString();
    }

    private static String escape(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> {
                if (c < 0x20 || c == 0x7F) {
                    yield String.format("\\x%02x", (int) c);
                }
                if (c >= 0x80 && c <= 0x9F || isBidiControl(c) || c == '\u2028' || c == '\u2029') {
                    yield String.format("\\u%04x", (int) c);
                }
                yield null;
            }
        };
    }

    /** Marks, embeddings, overrides and isolates: what reorders text as it is shown (Unicode UAX #9). */
    private static boolean isBidiControl(char c) {
        return c == '\u061C' || c == '\u200E' || c == '\u200F' || c >= '\u202A' && c <= '\u202E'
                || c >= '\u2066' && c <= '\u2069';
    }
}
