package dev.shinpan.record;

/**
 * The decoded text of one input, as the decoder made it: an array of characters, which readers
 * scan without a copy (a single record, the usual input), or a {@code String}, which for a text
 * of plain ASCII takes a byte a character (a file of many megabytes, walked by {@link TextLines}
 * window by window). Either form is made from the other only when asked for.
 */
public final class RecordText {

    private final char[] chars;
    private final int length;
    /** The text as a String: given, or made from the characters on first use. */
    private String string;

    private RecordText(char[] chars, int length, String string) {
        this.chars = chars;
        this.length = length;
        this.string = string;
    }

    public static RecordText of(String text) {
        return new RecordText(null, text.length(), text);
    }

    /** The first {@code length} characters of the array, which the text then owns: not to be changed. */
    public static RecordText of(char[] chars, int length) {
        if (length < 0 || length > chars.length) {
            throw new IndexOutOfBoundsException("no " + length + " characters in " + chars.length);
        }
        return new RecordText(chars, length, null);
    }

    public int length() {
        return length;
    }

    /** Whether the text is held as characters, so that {@link #chars()} costs nothing. */
    public boolean hasChars() {
        return chars != null;
    }

    /**
     * The characters, at indexes 0 to {@link #length()} (the array may be longer); not to be
     * changed. Shared when the text is held so, else a copy of the String made on each call.
     */
    public char[] chars() {
        return chars != null ? chars : string.toCharArray();
    }

    /** The character at an index below {@link #length()}. */
    public char charAt(int index) {
        return chars != null ? chars[index] : string.charAt(index);
    }

    /** The text as a String, made once from the characters when it is held as characters. */
    public String string() {
        String s = string;
        if (s == null) {
            s = new String(chars, 0, length);
            string = s;
        }
        return s;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RecordText t && string().equals(t.string());
    }

    @Override
    public int hashCode() {
        return string().hashCode();
    }

    @Override
    public String toString() {
        return string();
    }
}
