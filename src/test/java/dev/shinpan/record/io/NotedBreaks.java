package dev.shinpan.record.io;

import java.util.Arrays;

/** What a decoder that notes line breaks should have noted in the text it wrote. */
final class NotedBreaks {

    private NotedBreaks() {
    }

    /** The indexes of every CR and LF of the text, and of every NEL where {@code nel} says so. */
    static int[] expected(String text, boolean nel) {
        int[] at = new int[text.length()];
        int n = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n' || nel && c == '\u0085') {
                at[n++] = i;
            }
        }
        return Arrays.copyOf(at, n);
    }
}
