package dev.shinpan.cli.config;

import dev.shinpan.text.Message;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * A glob of {@code shinpan.toml} ({@code [[paths]]} and {@code exclude}), matched against a name
 * whose folders are separated by {@code /}. It reads what Java's {@code glob:} reads: {@code *} any
 * characters within a name, {@code **} any characters across names, {@code ?} one character but
 * {@code /}, {@code [a-c]} and {@code [!a-c]} one character of a class or not of it (never
 * {@code /}), {@code {a,b}} either alternative, and {@code \} to take the next character as it is.
 *
 * <p>Java compiles a glob to a regular expression that backtracks: {@code a*a*a*…b} against a long
 * name took exponential time. Here each alternative is a list of tokens matched by keeping the set
 * of tokens reached after each character (a Thompson simulation), so a match costs at most the
 * glob's length times the name's. Braces are expanded into alternatives, which may nest, bounded in
 * count and depth so that expanding them stays small too.
 */
public final class Glob {

    /** At most this many alternatives once the braces are expanded. */
    static final int MAX_ALTERNATIVES = 64;
    /** Braces nest at most this deep. */
    static final int MAX_NESTING = 3;
    /** At most this many characters in the glob. */
    static final int MAX_LENGTH = 1024;

    /** A glob that cannot be read: why, and at which character (1-based) of it. */
    static final class Invalid extends Exception {
        private static final long serialVersionUID = 1L;
        private final transient Message reason;

        Invalid(Message reason) {
            super(reason.key());
            this.reason = reason;
        }

        Message reason() {
            return reason;
        }
    }

    private enum Kind {
        CHAR,
        ONE,
        CLASS,
        STAR,
        ANY
    }

    /**
     * One step of an alternative.
     *
     * @param c       the character of a {@code CHAR}
     * @param ranges  a {@code CLASS}'s ranges, first and last of each
     * @param negated whether a {@code CLASS} matches what is not in it
     */
    private record Token(Kind kind, char c, char[] ranges, boolean negated) {

        /** Whether a {@code STAR} or {@code ANY} may stay on this token across {@code ch}. */
        boolean repeats(char ch) {
            return kind == Kind.ANY || kind == Kind.STAR && ch != '/';
        }

        /** Whether a single-character token matches {@code ch}. */
        boolean accepts(char ch) {
            return switch (kind) {
                case CHAR -> ch == c;
                case ONE -> ch != '/';
                case CLASS -> ch != '/' && inRanges(ch) != negated;
                default -> false;
            };
        }

        private boolean inRanges(char ch) {
            for (int i = 0; i < ranges.length; i += 2) {
                if (ch >= ranges[i] && ch <= ranges[i + 1]) {
                    return true;
                }
            }
            return false;
        }

        boolean repeating() {
            return kind == Kind.STAR || kind == Kind.ANY;
        }
    }

    private final String text;
    private final List<Token[]> alternatives;

    private Glob(String text, List<Token[]> alternatives) {
        this.text = text;
        this.alternatives = alternatives;
    }

    /** Reads a glob; {@link Invalid} with the reason and the column for one that cannot be read or is too large. */
    static Glob of(String text) throws Invalid {
        if (text.length() > MAX_LENGTH) {
            throw new Invalid(Message.of("cli.glob.too-long", MAX_LENGTH));
        }
        Parser parser = new Parser(text);
        List<List<Token>> expanded =
                parser.sequence(0); // outside braces ',' and '}' are themselves: it reads to the end
        List<Token[]> alternatives = new ArrayList<>(expanded.size());
        for (List<Token> tokens : expanded) {
            alternatives.add(tokens.toArray(Token[]::new));
        }
        return new Glob(text, List.copyOf(alternatives));
    }

    /** The glob as written. */
    String text() {
        return text;
    }

    /** Whether the relative path matches, its names joined by {@code /} whatever the system's separator. */
    public boolean matches(Path path) {
        StringBuilder name = new StringBuilder();
        for (Path part : path) {
            if (name.length() > 0) {
                name.append('/');
            }
            name.append(part);
        }
        return matches(name.toString());
    }

    /** Whether the name, its folders separated by {@code /}, matches the whole glob. */
    public boolean matches(String name) {
        for (Token[] tokens : alternatives) {
            if (matches(tokens, name)) {
                return true;
            }
        }
        return false;
    }

    /** The set of tokens reached, advanced one character at a time: no backtracking. */
    private static boolean matches(Token[] tokens, String name) {
        int n = tokens.length;
        BitSet now = new BitSet(n + 1);
        BitSet next = new BitSet(n + 1);
        now.set(0);
        close(tokens, now);
        for (int i = 0; i < name.length() && !now.isEmpty(); i++) {
            char ch = name.charAt(i);
            next.clear();
            for (int t = now.nextSetBit(0); t >= 0 && t < n; t = now.nextSetBit(t + 1)) {
                Token token = tokens[t];
                if (token.repeating()) {
                    if (token.repeats(ch)) {
                        next.set(t);
                    }
                } else if (token.accepts(ch)) {
                    next.set(t + 1);
                }
            }
            close(tokens, next);
            BitSet swap = now;
            now = next;
            next = swap;
        }
        return now.get(n);
    }

    /** A star matches nothing too: reaching it reaches the token after it. */
    private static void close(Token[] tokens, BitSet states) {
        for (int t = states.nextSetBit(0); t >= 0 && t < tokens.length; t = states.nextSetBit(t + 1)) {
            if (tokens[t].repeating()) {
                states.set(t + 1);
            }
        }
    }

    /** Reads the glob into its alternatives, expanding braces as it goes. */
    private static final class Parser {
        private final String text;
        private int at;

        Parser(String text) {
            this.text = text;
        }

        /**
         * Reads until the end, or within braces until the {@code ,} or {@code }} that ends this
         * alternative; every expansion of what was read.
         */
        List<List<Token>> sequence(int depth) throws Invalid {
            List<List<Token>> result = new ArrayList<>();
            result.add(new ArrayList<>());
            while (at < text.length()) {
                char c = text.charAt(at);
                if (depth > 0 && (c == ',' || c == '}')) {
                    return result;
                }
                at++;
                switch (c) {
                    case '*' -> {
                        boolean two = at < text.length() && text.charAt(at) == '*';
                        if (two) {
                            at++;
                        }
                        appendAll(result, new Token(two ? Kind.ANY : Kind.STAR, '\0', null, false));
                    }
                    case '?' -> appendAll(result, new Token(Kind.ONE, '\0', null, false));
                    case '[' -> appendAll(result, characterClass(at - 1));
                    case '{' -> result = product(result, group(at - 1, depth + 1));
                    case '\\' -> appendAll(result, new Token(Kind.CHAR, escaped(at - 1), null, false));
                    default -> appendAll(result, new Token(Kind.CHAR, c, null, false));
                }
            }
            return result;
        }

        /** The alternatives of a group whose {@code {} is at {@code open}, up to and past its {@code }}. */
        private List<List<Token>> group(int open, int depth) throws Invalid {
            if (depth > MAX_NESTING) {
                throw new Invalid(Message.of("cli.glob.nesting", MAX_NESTING, open + 1));
            }
            List<List<Token>> all = new ArrayList<>();
            while (true) {
                all.addAll(sequence(depth));
                bound(all.size(), open);
                if (at >= text.length()) {
                    throw new Invalid(Message.of("cli.glob.unclosed", "{", open + 1));
                }
                char c = text.charAt(at++);
                if (c == '}') {
                    return all;
                }
            }
        }

        private List<List<Token>> product(List<List<Token>> before, List<List<Token>> group) throws Invalid {
            bound((long) before.size() * group.size(), at - 1);
            List<List<Token>> result = new ArrayList<>();
            for (List<Token> head : before) {
                for (List<Token> tail : group) {
                    List<Token> both = new ArrayList<>(head.size() + tail.size());
                    both.addAll(head);
                    both.addAll(tail);
                    result.add(both);
                }
            }
            return result;
        }

        private static void bound(long alternatives, int at) throws Invalid {
            if (alternatives > MAX_ALTERNATIVES) {
                throw new Invalid(Message.of("cli.glob.alternatives", MAX_ALTERNATIVES, at + 1));
            }
        }

        /** A class whose {@code [} is at {@code open}: ranges, {@code !} first to negate; {@code ]} first is itself. */
        private Token characterClass(int open) throws Invalid {
            boolean negated = at < text.length() && text.charAt(at) == '!';
            if (negated) {
                at++;
            }
            StringBuilder ranges = new StringBuilder();
            boolean first = true;
            while (true) {
                if (at >= text.length()) {
                    throw new Invalid(Message.of("cli.glob.unclosed", "[", open + 1));
                }
                char c = text.charAt(at++);
                if (c == ']' && !first) {
                    return new Token(Kind.CLASS, '\0', ranges.toString().toCharArray(), negated);
                }
                first = false;
                if (c == '\\') {
                    c = escaped(at - 1);
                }
                if (c == '/') {
                    throw new Invalid(Message.of("cli.glob.slash-in-class", at));
                }
                char last = c;
                if (at + 1 < text.length() && text.charAt(at) == '-' && text.charAt(at + 1) != ']') {
                    at++;
                    last = text.charAt(at++);
                    if (last == '\\') {
                        last = escaped(at - 1);
                    }
                    if (last < c) {
                        throw new Invalid(Message.of("cli.glob.range", String.valueOf(c), String.valueOf(last), at));
                    }
                }
                ranges.append(c).append(last);
            }
        }

        /** The character after the backslash at {@code backslash}. */
        private char escaped(int backslash) throws Invalid {
            if (at >= text.length()) {
                throw new Invalid(Message.of("cli.glob.trailing-backslash", backslash + 1));
            }
            return text.charAt(at++);
        }

        private static void appendAll(List<List<Token>> alternatives, Token token) {
            for (List<Token> tokens : alternatives) {
                tokens.add(token);
            }
        }
    }
}
