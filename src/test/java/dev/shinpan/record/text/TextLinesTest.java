package dev.shinpan.record.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.NotedBreaks;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Line splitting as the formats define it: CR LF, LF and a lone CR end a line; NEL where a format says so. */
class TextLinesTest {

    /** The lines of the text held as a String and as characters, which must agree. */
    private static List<String> lines(String text, boolean nel) {
        List<String> fromString = lines(TextLines.of(RecordText.of(text), nel, 1 << 20));
        char[] chars = (text + "\n\r\u0085tail").toCharArray(); // characters past the text's length are not its
        assertEquals(
                fromString,
                lines(TextLines.of(RecordText.of(chars, text.length()), nel, 1 << 20)),
                "held as characters");
        RecordText noted = RecordText.of(chars, text.length(), NotedBreaks.in(text, true));
        assertEquals(fromString, lines(TextLines.of(noted, nel, 1 << 20)), "with its breaks noted by the decoder");
        return fromString;
    }

    /** Random texts of line breaks, blanks and characters: the noted breaks give the lines the scan gives. */
    @Test
    void notedBreaksGiveTheLinesTheScanGives() {
        Random random = new Random(20261201);
        char[] alphabet = {'a', '７', ' ', '\r', '\n', '\u0085', '\uFEFF'};
        for (int round = 0; round < 2000; round++) {
            StringBuilder sb = new StringBuilder();
            int length = random.nextInt(24);
            for (int i = 0; i < length; i++) {
                sb.append(alphabet[random.nextInt(alphabet.length)]);
            }
            String text = sb.toString();
            for (boolean nel : new boolean[] {false, true}) {
                List<String> scanned =
                        lines(TextLines.of(RecordText.of(text.toCharArray(), text.length()), nel, 1 << 20));
                RecordText noted = RecordText.of(text.toCharArray(), text.length(), NotedBreaks.in(text, true));
                List<String> fromNotes = lines(TextLines.of(noted, nel, 1 << 20));
                assertEquals(
                        scanned,
                        fromNotes,
                        () -> "text "
                                + text.replace("\r", "<CR>")
                                        .replace("\n", "<LF>")
                                        .replace("\u0085", "<NEL>") + ", NEL ends a line: " + nel);
            }
        }
    }

    /** The current line from its start to {@code end}, taken from the window's characters. */
    private static String line(TextLines lines, int end) {
        return new String(lines.chars(), lines.start(), end - lines.start());
    }

    private static List<String> lines(TextLines lines) {
        List<String> out = new ArrayList<>();
        while (lines.next()) {
            out.add(lines.number() + ":" + line(lines, lines.end()));
        }
        return out;
    }

    @Test
    void everyTerminatorEndsALineAndCrLfIsOne() {
        assertEquals(List.of("1:a", "2:b", "3:c", "4:", "5:d"), lines("a\r\nb\nc\r\rd", false));
    }

    @Test
    void lastLineNeedsNoTerminatorAndATrailingOneAddsNoLine() {
        assertEquals(List.of("1:a", "2:b"), lines("a\nb", false));
        assertEquals(List.of("1:a", "2:b"), lines("a\nb\r\n", false));
        assertEquals(List.of("1:a"), lines("a\r", false));
        assertEquals(List.of(), lines("", false));
    }

    @Test
    void nelEndsALineOnlyWhereTheFormatSaysSo() {
        assertEquals(List.of("1:a", "2:b", "3:c"), lines("a\u0085b\r\nc", true));
        assertEquals(List.of("1:a\u0085b", "2:c"), lines("a\u0085b\r\nc", false));
    }

    @Test
    void crAndLfFarApartAreEachFoundAgain() {
        String text = "x".repeat(100) + "\r" + "y".repeat(50) + "\n\n" + "z\r\n" + "w";
        assertEquals(List.of("1:" + "x".repeat(100), "2:" + "y".repeat(50), "3:", "4:z", "5:w"), lines(text, true));
    }

    @Test
    void byteOrderMarkIsSkippedAndBoundsPointIntoTheText() {
        TextLines lines = TextLines.of(RecordText.of("\uFEFFab  \ncd"), false, 1 << 20);
        lines.next();
        assertEquals(1, lines.start());
        assertEquals(5, lines.end());
        assertEquals("ab", line(lines, lines.trimmedEnd()));
        lines.next();
        assertEquals("cd", line(lines, lines.end()));
        assertEquals(false, lines.next());
    }

    /** A long text is walked in windows ending after a line feed: the same lines, numbered on, each in its window. */
    @Test
    void aLongTextReadInWindowsGivesTheSameLines() {
        String text = "ab\r\ncd\ne\rfg\r\n\r\nhijk\u0085l\nm\rno\rp\r";
        List<String> whole = lines(new TextLines(RecordText.of(text), 0, true, 1 << 20));
        for (int window = 1; window <= text.length() + 1; window++) {
            TextLines windowed = new TextLines(RecordText.of(text), 0, true, 1 << 20, window);
            assertEquals(whole, lines(windowed), "window " + window);
        }
        assertEquals(List.of("1:ab", "2:cd", "3:e", "4:fg", "5:", "6:hijk", "7:l", "8:m", "9:no", "10:p"), whole);
        TextLines oldMac = new TextLines(RecordText.of("a\rb\rc"), 0, false, 1 << 20, 1);
        oldMac.next();
        oldMac.next();
        assertEquals("b\r", new String(oldMac.chars()), "lone CRs end windows where no line feed follows");
        TextLines small = new TextLines(RecordText.of("x\ny\nz"), 0, false, 1 << 20, 2);
        small.next();
        small.next();
        assertEquals(
                "y\n",
                new String(small.chars(), small.start(), small.chars().length - small.start()),
                "the second window holds the second line");
        assertEquals('y', small.chars()[small.start()]);
    }

    /** A text held as characters is walked in place, however small the window: no copy, no String unless asked for. */
    @Test
    void aTextHeldAsCharactersIsWalkedInPlace() {
        char[] chars = "ab\ncd\nzz".toCharArray();
        TextLines lines = new TextLines(RecordText.of(chars, 5), 0, false, 1 << 20, 1);
        lines.next();
        assertSame(chars, lines.chars());
        lines.next();
        assertEquals(3, lines.start());
        assertEquals(5, lines.end());
        assertEquals("cd", line(lines, lines.end()), "the text is the first five characters");
        assertEquals(false, lines.next());
    }

    /** Each line as read, marked + when it goes on past what was given of it. */
    private static List<String> marked(TextLines lines) {
        List<String> out = new ArrayList<>();
        while (lines.next()) {
            out.add(lines.number() + ":" + line(lines, lines.end()) + (lines.goesOn() ? "+" : ""));
        }
        return out;
    }

    /**
     * A window holds at most the window and the longest line a reader takes whole: a line up to
     * that long comes whole, carried over a window's end wherever it is cut; a longer one comes in
     * part, longer than the limit so that the reader refuses it, its rest passed over, and the
     * lines after it come as before. Short lines ended by lone CRs, cut by that bound because the
     * next line feed is far away, come whole too.
     */
    @Test
    void aLineLongerThanTheLongestTakenWholeIsGivenInPart() {
        String text = "ab\n" + "x".repeat(50) + "\ncd\n" + "y".repeat(12) + "\r\nef\n" + "p\rq\rr\rs\rt\ru\rv\rw\n"
                + "z".repeat(30);
        for (RecordText form :
                List.of(RecordText.of(text), dev.shinpan.record.encoding.WindowAgreement.windowed(text, 1))) {
            for (int window = 1; window <= 8; window++) {
                List<String> read = marked(new TextLines(form, 0, false, 10, window));
                String where = "window " + window + " " + form.hasChars();
                assertEquals(14, read.size(), where + " " + read);
                assertEquals("1:ab", read.get(0), where);
                assertTrue(
                        read.get(1).startsWith("2:xxxxxxxxxxx") && read.get(1).endsWith("+"), where + " " + read);
                assertTrue(
                        read.get(1).length() - 3 > 10 && read.get(1).length() - 3 <= 10 + window + 1 + 1,
                        where + " " + read);
                assertEquals("3:cd", read.get(2), where);
                // twelve characters: whole where one window holds them, else in part
                assertTrue(
                        read.get(3).equals("4:" + "y".repeat(12))
                                || read.get(3).startsWith("4:yyyyyyyyyyy")
                                        && read.get(3).endsWith("+"),
                        where + " " + read);
                assertEquals(
                        List.of("5:ef", "6:p", "7:q", "8:r", "9:s", "10:t", "11:u", "12:v"),
                        read.subList(4, 12),
                        where);
                assertEquals("13:w", read.get(12), where);
                assertTrue(read.get(13).startsWith("14:zzzzzzzzzzz"), where + " " + read);
            }
        }
        // a limit the lines keep under: every line whole, as read in one piece
        assertEquals(
                lines(new TextLines(RecordText.of(text), 0, false, 1 << 20)),
                lines(new TextLines(RecordText.of(text), 0, false, 50, 3)));
    }
}
