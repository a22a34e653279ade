package dev.shinpan.record.jkf;

/**
 * The keys of a move object in the order written, with what is needed to write them again as
 * compact JSON ({@code {"color":0,"from":{"x":7,"y":7},…}}), the move's text in a problem: a move
 * written plainly gets its text from what was read, with nothing read again. Reused from move to
 * move.
 */
final class ShownKeys {

    /** Keys written, in order, for the move's compact text; more make the text be written by Jackson's rules. */
    static final int MOST = 12;

    private final String[] names = new String[MOST];
    private final int[] kinds = new int[MOST];
    private final int[] ints = new int[MOST];
    private final String[] texts = new String[MOST];
    private final boolean[] yFirst = new boolean[MOST];
    private int count;

    /** Ready for the next move. */
    void clear() {
        count = 0;
    }

    /** Notes a key; returns its index, or -1 past {@link #MOST} keys (the text is then Jackson's). */
    int add(String name) {
        if (count >= MOST) {
            return -1;
        }
        names[count] = name;
        texts[count] = null;
        return count++;
    }

    /** What the key's value is ({@link JkfMove#INT}, {@link JkfMove#STRING}, …). */
    void kind(int index, int kind) {
        kinds[index] = kind;
    }

    /** The key's int, a string's length, or a square as {@code 10 * x + y}. */
    void intValue(int index, int value) {
        ints[index] = value;
    }

    /** The last key's string value (past {@link #MOST} keys, the text is Jackson's and this one unused). */
    void lastText(String text) {
        if (count > 0) {
            texts[count - 1] = text;
        }
    }

    /** Whether the last key's square was written {@code y} first. */
    void lastYFirst(boolean first) {
        if (count > 0) {
            yFirst[count - 1] = first;
        }
    }

    /** The length of the compact JSON, or less than the text's when a value is of no kind written here. */
    int compactLength() {
        int length = 2 + Math.max(0, count - 1);
        for (int i = 0; i < count; i++) {
            length += names[i].length() + 3;
            length += switch (kinds[i]) {
                case JkfMove.INT -> WrittenChars.digits(ints[i]);
                case JkfMove.TRUE, JkfMove.NULL -> 4;
                case JkfMove.FALSE -> 5;
                case JkfMove.SQUARE -> 13;
                case JkfMove.STRING -> ints[i] + 2;
                default -> -1000;
            };
        }
        return length;
    }

    /** The compact JSON written from what was read. */
    String written() {
        StringBuilder out = new StringBuilder(96).append('{');
        for (int i = 0; i < count; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append('"').append(names[i]).append("\":");
            switch (kinds[i]) {
                case JkfMove.INT -> out.append(ints[i]);
                case JkfMove.TRUE -> out.append("true");
                case JkfMove.FALSE -> out.append("false");
                case JkfMove.NULL -> out.append("null");
                case JkfMove.STRING -> out.append('"').append(texts[i]).append('"');
                default -> {
                    int x = ints[i] / 10;
                    int y = ints[i] % 10;
                    out.append(yFirst[i] ? "{\"y\":" + y + ",\"x\":" + x + "}" : "{\"x\":" + x + ",\"y\":" + y + "}");
                }
            }
        }
        return out.append('}').toString();
    }
}
