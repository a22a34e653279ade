package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;

/**
 * One line of a record: its 1-based number and its text without the line terminator and without
 * trailing blanks (SP, IDSP, TAB), which real files add freely (docs/formats.md §0). The line is
 * a stretch of the decoded characters, {@code chars[start, end)}: move lines are read there, and
 * the line's own copy, {@link #text()}, is made only for the lines that need one.
 */
final class TextLine {

    private final int number;
    private final char[] chars;
    private final int start;
    private final int end;
    private String text;

    /** @param chars the decoded characters the line stands in, shared, not copied */
    TextLine(int number, char[] chars, int start, int end) {
        this.number = number;
        this.chars = chars;
        this.start = start;
        this.end = end;
    }

    TextLine(int number, String text) {
        this(number, text.toCharArray(), 0, text.length());
    }

    int number() {
        return number;
    }

    /** The line's text, copied out of the characters on first use. */
    String text() {
        if (text == null) {
            text = new String(chars, start, end - start);
        }
        return text;
    }

    /** The line's text from its {@code offset}-th character on, copied once (a comment without its mark). */
    String textFrom(int offset) {
        return text != null ? text.substring(offset) : new String(chars, start + offset, end - start - offset);
    }

    /** The decoded characters the line stands in, at the same indexes; not to be changed. */
    char[] chars() {
        return chars;
    }

    /** Where the line starts in {@link #chars()}. */
    int start() {
        return start;
    }

    /** Where the line ends in {@link #chars()} (exclusive), trailing blanks dropped. */
    int end() {
        return end;
    }

    /** The part of this line from a 0-based character index, located. */
    SourceText at(int index) {
        return at(index, end - start);
    }

    /** A part of this line, located at its 0-based start index; its text is copied only when read. */
    SourceText at(int from, int to) {
        return SourceText.of(chars, start + from, start + to, number, from + 1);
    }

    /** The whole line, located at its first non-blank character. */
    SourceText whole() {
        return at(Chars.skipBlanks(chars, start, end) - start);
    }
}
