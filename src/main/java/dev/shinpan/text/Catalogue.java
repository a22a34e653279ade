package dev.shinpan.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The one home of every sentence shinpan shows a person: a message catalogue per language
 * ({@code dev/shinpan/messages.properties} in English, {@code messages_ja.properties} in Japanese,
 * both UTF-8), rendering the {@link Message}s the domain returns.
 *
 * <p>A catalogue text names its arguments {@code {0}}, {@code {1}}, …; {@code {0,a}} asks for the
 * argument's {@code .a} form where the catalogue has one (English articles: {@code an eagle}).
 * Nothing else is special: apostrophes and other braces are plain text. Each language is complete
 * on its own (no fallback to the other), so a missing text fails loudly instead of switching
 * language mid-sentence.
 *
 * <p>A record of a handicap game names its sides otherwise (下手 and 上手 in Japanese): the
 * catalogue {@link #forHandicapGame()} renders every term by its {@code .handicap} form where the
 * catalogue has one, so that each message names a side as the rest of the report does.
 *
 * <pre>{@code
 * Message why = verdict.firstIllegal().explanation();
 * System.out.println(Catalogue.english().render(why));
 * System.out.println(Catalogue.japanese().render(why));
 * }</pre>
 */
public final class Catalogue {

    /** Each language is read when first asked for: a run speaks one, and reading one is a start-up cost. */
    private static final class English {
        static final Catalogue CATALOGUE = load("en", "/dev/shinpan/messages.properties");
    }

    private static final class Japanese {
        static final Catalogue CATALOGUE = load("ja", "/dev/shinpan/messages_ja.properties");
    }

    /** {@return the English catalogue, read from {@code messages.properties} when first asked for} */
    public static Catalogue english() {
        return English.CATALOGUE;
    }

    /** {@return the Japanese catalogue, read from {@code messages_ja.properties} when first asked for} */
    public static Catalogue japanese() {
        return Japanese.CATALOGUE;
    }

    private final String language;
    private final Map<String, String> texts;
    /**
     * Each text cut once into literal parts and placeholders, when first rendered: a batch renders
     * the same few texts for every record. Shared by every thread that renders.
     */
    private final Map<String, Object[]> compiled = new ConcurrentHashMap<>();
    /** Each term's text, once looked up: every record names its side, status and game. */
    private final Map<Term, String> terms = new ConcurrentHashMap<>();
    /** Whether terms are named as in a handicap game ({@code termKey().handicap} where there is one). */
    private final boolean handicapGame;
    /** The same texts for an even game and for a handicap game (one of them this one). */
    private final Catalogue evenNames;

    private final Catalogue handicapNames;

    private Catalogue(String language, Map<String, String> texts) {
        this.language = language;
        this.texts = texts;
        this.handicapGame = false;
        this.evenNames = this;
        this.handicapNames = new Catalogue(this);
    }

    /** The handicap-game sibling of an even-game catalogue: the same texts. */
    private Catalogue(Catalogue even) {
        this.language = even.language;
        this.texts = even.texts;
        this.handicapGame = true;
        this.evenNames = even;
        this.handicapNames = this;
    }

    /**
     * This catalogue as it speaks of a handicap game: a term with a {@code .handicap} form (a side:
     * 下手, 上手) is named by it, in every message rendered.
     *
     * @return the handicap-game form of this catalogue, itself if it is that already
     */
    public Catalogue forHandicapGame() {
        return handicapNames;
    }

    /**
     * This catalogue for a game that is or is not a handicap game.
     *
     * @param handicap whether the game is a handicap game
     * @return {@link #forHandicapGame()} for a handicap game, the even-game catalogue otherwise
     */
    public Catalogue forGame(boolean handicap) {
        return handicap ? handicapNames : evenNames;
    }

    private static Catalogue load(String language, String resource) {
        try (InputStream in = Catalogue.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("message catalogue " + resource + " is missing");
            }
            ResourceBundle bundle = new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
            Map<String, String> texts = new HashMap<>();
            for (String key : bundle.keySet()) {
                texts.put(key, bundle.getString(key));
            }
            return new Catalogue(language, Collections.unmodifiableMap(texts));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** {@return the language's code, {@code en} or {@code ja}} */
    public String language() {
        return language;
    }

    /**
     * Every key, in order, for tests that check the languages against each other.
     *
     * @return the catalogue's keys, sorted and unmodifiable
     */
    public Set<String> keys() {
        return Collections.unmodifiableSortedSet(new TreeSet<>(texts.keySet()));
    }

    /**
     * Whether the catalogue has a text under a key: a term's optional forms ({@code .a}, {@code .handicap})
     * are looked up so.
     *
     * @param key a catalogue key
     * @return whether there is a text under it
     */
    public boolean has(String key) {
        return texts.containsKey(key);
    }

    /**
     * The raw text under a key, with its {@code {n}} placeholders.
     *
     * @param key a catalogue key
     * @return the text as written in the catalogue
     * @throws IllegalStateException if this language has no text under the key
     */
    public String template(String key) {
        String text = texts.get(key);
        if (text == null) {
            throw new IllegalStateException("no text for '" + key + "' in the " + language + " message catalogue");
        }
        return text;
    }

    /**
     * Shorthand for {@code render(Message.of(key, args))}.
     *
     * @param key  a catalogue key
     * @param args the values of its placeholders, as a {@link Message} takes them
     * @return the text, in this catalogue's language
     */
    public String text(String key, Object... args) {
        return render(Message.of(key, args));
    }

    /**
     * A message in this catalogue's language: its text with each placeholder replaced by its argument, terms
     * and nested messages rendered here too.
     *
     * @param message what to say
     * @return the text to show
     * @throws IllegalStateException if the key is missing here or its text names an argument the message lacks
     */
    public String render(Message message) {
        StringBuilder out = new StringBuilder(64);
        renderTo(out, message);
        return out.toString();
    }

    /** Renders into one builder: nested messages and lists are written in place, not made strings first. */
    private void renderTo(StringBuilder out, Message message) {
        // looked up before computeIfAbsent, whose lambda captures this catalogue: made on every
        // call, through a method handle under the quick JIT compiler, for a text compiled long ago
        Object[] parts = compiled.get(message.key());
        if (parts == null) {
            parts = compiled.computeIfAbsent(message.key(), key -> compile(template(key)));
        }
        List<Object> args = message.args();
        for (Object part : parts) {
            if (part instanceof Placeholder p) {
                if (p.index() >= args.size()) {
                    throw new IllegalStateException("'" + template(message.key()) + "' names {" + p.index()
                            + "} but has only " + args.size() + " argument(s)");
                }
                showTo(out, args.get(p.index()), p.form());
            } else {
                out.append((String) part);
            }
        }
    }

    /**
     * A term's word in this language: a side, a piece, a rule (in a handicap game's catalogue, its
     * {@code .handicap} form where there is one).
     *
     * @param term the term to name
     * @return its word
     */
    public String term(Term term) {
        String text = terms.get(term);
        return text != null ? text : terms.computeIfAbsent(term, t -> template(termKey(t)));
    }

    /** The key a term is named by here: its handicap-game form in a handicap game's catalogue, where there is one. */
    private String termKey(Term term) {
        if (handicapGame) {
            String handicap = term.termKey() + ".handicap";
            if (has(handicap)) {
                return handicap;
            }
        }
        return term.termKey();
    }

    /** The template as literal strings and placeholders, in order: what is not a placeholder is plain text. */
    private static Object[] compile(String template) {
        List<Object> parts = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        int i = 0;
        while (i < template.length()) {
            char c = template.charAt(i);
            int close = c == '{' ? template.indexOf('}', i) : -1;
            Placeholder p = close < 0 ? null : Placeholder.parse(template.substring(i + 1, close));
            if (p == null) {
                literal.append(c);
                i++;
                continue;
            }
            if (literal.length() > 0) {
                parts.add(literal.toString());
                literal.setLength(0);
            }
            parts.add(p);
            i = close + 1;
        }
        if (literal.length() > 0) {
            parts.add(literal.toString());
        }
        return parts.toArray();
    }

    private void showTo(StringBuilder out, Object arg, String form) {
        if (arg instanceof String text) {
            out.append(text);
        } else if (arg instanceof Term term) {
            String formKey = form == null ? null : term.termKey() + "." + form;
            out.append(formKey != null && has(formKey) ? template(formKey) : term(term));
        } else if (arg instanceof Message message) {
            renderTo(out, message);
        } else if (arg instanceof Message.Joined joined) {
            List<Object> items = joined.items();
            int start = out.length();
            for (int i = 0; i < items.size(); i++) {
                if (out.length() > start) { // as before: no separator after items that said nothing
                    out.append(template(joined.separatorKey()));
                }
                showTo(out, items.get(i), form);
            }
        } else if (arg instanceof Message.InJapanese quoted) {
            out.append(japanese().term(quoted.term()));
        } else if (arg instanceof Integer || arg instanceof Long) {
            out.append(((Number) arg).longValue()); // no String made for a count or a line number
        } else {
            out.append(arg);
        }
    }

    /** {@code {n}} or {@code {n,form}}. */
    private record Placeholder(int index, String form) {

        static Placeholder parse(String inside) {
            int comma = inside.indexOf(',');
            String number = comma < 0 ? inside : inside.substring(0, comma);
            if (number.isEmpty() || number.length() > 2 || !number.chars().allMatch(Character::isDigit)) {
                return null;
            }
            return new Placeholder(Integer.parseInt(number), comma < 0 ? null : inside.substring(comma + 1));
        }
    }
}
