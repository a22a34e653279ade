package dev.shinpan.record.text;

/**
 * Comparisons on a line read where it stands in the decoded characters, rather than on a String
 * made of it: readers look at every line, and keep a copy only of what they keep.
 */
public final class LineChars {

    private LineChars() {}

    /**
     * Whether {@code s[at, end)} starts with {@code prefix}, given as characters: what a path
     * taken for every move compares with, since {@code String.charAt} on a constant costs a call
     * and its checks under the quick JIT compiler.
     */
    public static boolean startsWith(char[] s, int end, char[] prefix, int at) {
        int n = prefix.length;
        if (at + n > end) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (s[at + k] != prefix[k]) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code chars[from, to)} followed by {@code next}, in a new array, or {@code next} itself when
     * nothing comes before it: a window read on from a place in the one before (a line, a token)
     * that is carried into it.
     */
    public static char[] joined(char[] chars, int from, int to, char[] next) {
        if (from == to) {
            return next;
        }
        char[] joined = new char[to - from + next.length];
        System.arraycopy(chars, from, joined, 0, to - from);
        System.arraycopy(next, 0, joined, to - from, next.length);
        return joined;
    }

    /** Whether {@code s[at, end)} starts with {@code prefix}. */
    public static boolean startsWith(char[] s, int end, String prefix, int at) {
        int n = prefix.length();
        if (at + n > end) {
            return false;
        }
        for (int k = 0; k < n; k++) {
            if (s[at + k] != prefix.charAt(k)) {
                return false;
            }
        }
        return true;
    }
}
