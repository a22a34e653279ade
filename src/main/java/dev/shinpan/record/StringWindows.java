package dev.shinpan.record;

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
        int to = text.length();
        if (to - from > atLeast) {
            int lf = text.indexOf('\n', from + atLeast - 1);
            if (lf >= 0) {
                to = lf + 1;
            } else {
                // no line feed from there on: the lines end with lone CRs (old Mac files)
                int cr = text.indexOf('\r', from + atLeast - 1);
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
}
