package dev.shinpan.record.kif;

import dev.shinpan.record.SourceText;

/**
 * One line of a record: its 1-based number and its text without the line terminator and without
 * trailing blanks (SP, IDSP, TAB), which real files add freely (docs/formats.md §0).
 */
record TextLine(int number, String text) {

    /** The part of this line from a 0-based character index, located. */
    SourceText at(int index) {
        return SourceText.of(text.substring(index), number, index + 1);
    }

    /** A part of this line, located at its 0-based start index. */
    SourceText at(int start, int end) {
        return SourceText.of(text.substring(start, end), number, start + 1);
    }

    /** The whole line, located at its first non-blank character. */
    SourceText whole() {
        return at(Chars.skipBlanks(text, 0));
    }
}
