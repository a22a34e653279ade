package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;

/**
 * One line of a record: its 1-based number and its text without the line terminator and without
 * trailing blanks (SP, IDSP, TAB), which real files add freely (docs/formats.md §0). The line is
 * a stretch of the decoded text, {@code source[start, end)}: move lines are read there, and the
 * line's own copy, {@link #text()}, is made only for the lines that need one. Hot readers scan
 * {@link #chars()}, the source's characters at the same indexes (see {@code TextLines#chars()}).
 */
final class TextLine {

    private final int number;
    private final String source;
    private final char[] chars;
    private final int start;
    private final int end;
    private String text;

    /** @param chars the characters of {@code source}, shared, not copied */
    TextLine(int number, String source, char[] chars, int start, int end) {
        this.number = number;
        this.source = source;
        this.chars = chars;
        this.start = start;
        this.end = end;
    }

    TextLine(int number, String text) {
        this(number, text, text.toCharArray(), 0, text.length());
    }

    int number() {
        return number;
    }

    /** The line's text, copied out of the source on first use. */
    String text() {
        if (text == null) {
            text = source.substring(start, end);
        }
        return text;
    }

    /** The line's text from its {@code offset}-th character on, copied once (a comment without its mark). */
    String textFrom(int offset) {
        return text != null ? text.substring(offset) : source.substring(start + offset, end);
    }

    /** The characters of the decoded text the line is part of, at the same indexes; not to be changed. */
    char[] chars() {
        return chars;
    }

    /** Where the line starts in the source. */
    int start() {
        return start;
    }

    /** Where the line ends in the source (exclusive), trailing blanks dropped. */
    int end() {
        return end;
    }

    /** The part of this line from a 0-based character index, located. */
    SourceText at(int index) {
        return at(index, end - start);
    }

    /** A part of this line, located at its 0-based start index; its text is copied only when read. */
    SourceText at(int from, int to) {
        return SourceText.of(source, start + from, start + to, number, from + 1);
    }

    /** The whole line, located at its first non-blank character. */
    SourceText whole() {
        return at(Chars.skipBlanks(chars, start, end) - start);
    }
}
