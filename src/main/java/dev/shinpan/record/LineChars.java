package dev.shinpan.record;

/**
 * Comparisons on a line read where it stands in the decoded characters, rather than on a String
 * made of it: readers look at every line, and keep a copy only of what they keep.
 */
public final class LineChars {

    private LineChars() {
    }

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
