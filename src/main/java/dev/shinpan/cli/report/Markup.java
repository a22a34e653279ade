package dev.shinpan.cli.report;

/** Escaping for the XML, HTML and SVG the reports write. */
public final class Markup {

    private Markup() {}

    /**
     * Text safe in XML 1.0 element content and quoted attributes: the five special characters
     * escaped, and characters XML 1.0 cannot hold at all (control characters, unpaired surrogates)
     * replaced by U+FFFD, since a record file may contain anything.
     */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> {
                    if (Character.isHighSurrogate(c)
                            && i + 1 < text.length()
                            && Character.isLowSurrogate(text.charAt(i + 1))) {
                        sb.append(c).append(text.charAt(++i));
                    } else if (allowed(c)) {
                        sb.append(c);
                    } else {
                        sb.append('\uFFFD');
                    }
                }
            }
        }
        return sb.toString();
    }

    private static boolean allowed(char c) {
        if (c < 0x20) {
            return c == '\t' || c == '\n' || c == '\r';
        }
        return !Character.isSurrogate(c) && c != '\uFFFE' && c != '\uFFFF';
    }
}
