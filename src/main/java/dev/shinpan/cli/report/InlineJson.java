package dev.shinpan.cli.report;

/**
 * JSON strings to put inside an HTML {@code <script>} data block: besides what JSON escapes, every
 * {@code <}, {@code >} and {@code &} is written as a {@code \}{@code u} escape, so that no text of a record
 * ({@code </script>}, {@code <!--}) can end the block or start markup; characters that are not text
 * (unpaired surrogates) become U+FFFD, as {@link Markup#escape} makes them.
 */
final class InlineJson {

    private static final char[] HEX = "0123456789abcdef".toCharArray();

    private InlineJson() {}

    /** Appends {@code text} as a quoted JSON string ({@code null} as the empty string). */
    static void string(StringBuilder out, String text) {
        out.append('"');
        if (text != null) {
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                switch (c) {
                    case '"' -> out.append("\\\"");
                    case '\\' -> out.append("\\\\");
                    case '\n' -> out.append("\\n");
                    case '\t' -> out.append("\\t");
                    default -> {
                        if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                            unicode(out, c);
                        } else if (Character.isHighSurrogate(c)
                                && i + 1 < text.length()
                                && Character.isLowSurrogate(text.charAt(i + 1))) {
                            out.append(c).append(text.charAt(++i));
                        } else if (Character.isSurrogate(c)) {
                            out.append('\uFFFD');
                        } else {
                            out.append(c);
                        }
                    }
                }
            }
        }
        out.append('"');
    }

    private static void unicode(StringBuilder out, char c) {
        out.append("\\u")
                .append(HEX[c >> 12 & 0xf])
                .append(HEX[c >> 8 & 0xf])
                .append(HEX[c >> 4 & 0xf])
                .append(HEX[c & 0xf]);
    }
}
