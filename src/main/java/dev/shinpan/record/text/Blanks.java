package dev.shinpan.record.text;

/**
 * The blanks real record files use as separators and padding: SP, the ideographic space (IDSP,
 * U+3000) and TAB (docs/formats.md §0). Shared by every text reader.
 */
public final class Blanks {

    public static final char IDSP = '\u3000';

    private Blanks() {}

    public static boolean isBlank(char c) {
        return c == ' ' || c == IDSP || c == '\t';
    }

    /** The index of the first non-blank at or after {@code from}. */
    public static int skip(String s, int from) {
        int i = from;
        while (i < s.length() && isBlank(s.charAt(i))) {
            i++;
        }
        return i;
    }

    public static String stripTrailing(String s) {
        int end = s.length();
        while (end > 0 && isBlank(s.charAt(end - 1))) {
            end--;
        }
        return end == s.length() ? s : s.substring(0, end);
    }

    public static String strip(String s) {
        return stripTrailing(s.substring(skip(s, 0)));
    }
}
