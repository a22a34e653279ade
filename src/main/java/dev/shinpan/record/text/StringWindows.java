package dev.shinpan.record.text;

/** A String cut into windows, for a text given as a String. */
final class StringWindows implements TextWindows {

    private final String text;

    StringWindows(String text) {
        this.text = text;
    }

    @Override
    public int length() {
        return text.length();
    }

    @Override
    public char[] window(int from, int atLeast, int atMost) {
        // a line break past the bound is not looked for: a line without end is not scanned per window
        int end = (int) Math.min(text.length(), (long) from + atMost + 1);
        int to = end;
        if (to - from > atLeast) {
            int lf = indexOf(text, '\n', from + atLeast - 1, end);
            if (lf >= 0) {
                to = lf + 1;
            } else {
                // no line feed from there on: the lines end with lone CRs (old Mac files)
                int cr = indexOf(text, '\r', from + atLeast - 1, end);
                if (cr >= 0) {
                    to = cr + 1;
                }
            }
        }
        if (to - from > atMost) {
            to = from + atMost;
            if (Character.isHighSurrogate(text.charAt(to - 1))) {
                to += to - 1 > from ? -1 : 1; // a pair stays whole
            }
        }
        char[] chars = new char[to - from];
        text.getChars(from, to, chars, 0);
        return chars;
    }

    private static int indexOf(String text, char c, int from, int end) {
        for (int i = Math.max(from, 0); i < end; i++) {
            if (text.charAt(i) == c) {
                return i;
            }
        }
        return -1;
    }
}
