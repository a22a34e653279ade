package dev.shinpan.text;

import java.util.List;
import java.util.Objects;

/**
 * Text for a person, kept as a key of the message catalogue and the arguments it names until it
 * is shown: the rules core and the referee say what happened, {@link Catalogue} says it in English
 * or Japanese.
 *
 * <p>An argument is a {@link String} shown as it is (a move as written, a ruleset name, a code), a
 * {@link Number}, a {@link Term} (a side, a piece, a rule: named in the reader's language), another
 * Message, a {@link Joined} list, or an {@link InJapanese} term quoted in Japanese on purpose.
 *
 * <pre>{@code
 * for (Remark remark : verdict.remarks()) {
 *     Message text = remark.text();
 *     System.out.println(text.key() + ": " + Catalogue.english().render(text));
 * }
 * }</pre>
 *
 * @param key  the catalogue key, e.g. {@code illegal.nifu}
 * @param args the values of {@code {0}}, {@code {1}}, … in the catalogue's text
 */
public record Message(String key, List<Object> args) {

    /**
     * Checks that every argument is of a kind the catalogue can show, and keeps an unmodifiable copy.
     *
     * @param key  the catalogue key
     * @param args the arguments
     * @throws IllegalArgumentException if an argument is of another kind
     */
    public Message {
        Objects.requireNonNull(key, "key");
        for (Object arg : args) {
            if (!(arg instanceof String
                    || arg instanceof Number
                    || arg instanceof Term
                    || arg instanceof Message
                    || arg instanceof Joined
                    || arg instanceof InJapanese)) {
                throw new IllegalArgumentException("message " + key + ": cannot show an argument " + arg);
            }
        }
        args = List.copyOf(args); // no copy when it is already one (Message.of)
    }

    /**
     * A message under a catalogue key.
     *
     * @param key  the catalogue key, e.g. {@code illegal.nifu}
     * @param args the values of its placeholders, in order
     * @return the message
     */
    public static Message of(String key, Object... args) {
        return new Message(key, List.of(args));
    }

    /**
     * A count and its noun, singular for one ({@code count.move}: "1 move") and plural otherwise
     * ({@code count.moves}: "2 moves"), as the catalogue words them.
     *
     * @param noun the singular noun of the catalogue's {@code count.} keys, e.g. {@code move}
     * @param n    the count
     * @return the message
     */
    public static Message count(String noun, long n) {
        return of("count." + noun + (n == 1 ? "" : "s"), n);
    }

    /**
     * Items shown one after another with the catalogue's text {@code separatorKey} between them.
     *
     * @param separatorKey the catalogue key of the separator, e.g. {@code list.comma}
     * @param items        the items, each a kind of argument a message takes
     * @return an argument for a message
     */
    public static Joined join(String separatorKey, List<?> items) {
        return new Joined(separatorKey, List.copyOf(items));
    }

    /**
     * A term in Japanese whatever the reader's language: a rule's Japanese name quoted in English.
     *
     * @param term the term
     * @return an argument for a message
     */
    public static InJapanese inJapanese(Term term) {
        return new InJapanese(term);
    }

    /**
     * A list argument; see {@link #join}.
     *
     * @param separatorKey the catalogue key of the text between two items
     * @param items        the items, in order
     */
    public record Joined(String separatorKey, List<Object> items) {}

    /**
     * A term always shown in Japanese; see {@link #inJapanese}.
     *
     * @param term the term
     */
    public record InJapanese(Term term) {}
}
