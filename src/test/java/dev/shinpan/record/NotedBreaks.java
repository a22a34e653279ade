package dev.shinpan.record;

import dev.shinpan.record.text.LineBreaks;

/** What a decoder that notes line breaks should have noted in the text it wrote. */
public final class NotedBreaks {

    private NotedBreaks() {}

    /** The breaks of the text: every CR and LF, and every NEL where {@code nel} says so. */
    public static LineBreaks in(String text, boolean nel) {
        LineBreaks breaks = new LineBreaks();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n' || nel && c == '\u0085') {
                breaks.add(i);
            }
        }
        return breaks;
    }
}
