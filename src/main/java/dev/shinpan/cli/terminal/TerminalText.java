package dev.shinpan.cli.terminal;

import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The one place where text from outside (a record's names, header values, comments and moves as
 * written; a file or archive entry name) becomes text for a terminal or a line-based output.
 * Whoever wrote the record or made the archive chose that text: a newline in it would forge report
 * lines, an escape sequence would reach the terminal, a bidirectional override would show the text
 * reordered. Such characters are written as escapes ({@code \x1b}, <code>&#92;u202e</code>); everything
 * else, Japanese included, stays as it is. Escaping is idempotent: what it writes is printable
 * ASCII that needs no escape, so a text escaped twice reads the same.
 */
public final class TerminalText {

    private TerminalText() {}

    /** The name with C0, DEL, C1, line and paragraph separators and bidi controls escaped. */
    public static String name(String name) {
        StringBuilder out = null;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (out == null && c >= 0x20 && c < 0x7F) {
                continue; // printable ASCII, what almost every name is made of
            }
            String escape = escape(c);
            if (escape != null && out == null) {
                out = new StringBuilder(name.length() + 8).append(name, 0, i);
            }
            if (out != null) {
                if (escape != null) {
                    out.append(escape);
                } else {
                    out.append(c);
                }
            }
        }
        return out == null ? name : out.toString();
    }

    /**
     * The message with every text argument, at any depth (nested messages, joined lists), made
     * terminal text: a text argument is a move, a name or a value as written somewhere, and the
     * catalogue's own words need no escape. The same message when nothing needed one.
     */
    public static Message message(Message message) {
        List<Object> args = message.args();
        List<Object> shown = null;
        for (int i = 0; i < args.size(); i++) {
            Object arg = args.get(i);
            Object safe = argument(arg);
            if (safe != arg && shown == null) {
                shown = new ArrayList<>(args);
            }
            if (shown != null) {
                shown.set(i, safe);
            }
        }
        return shown == null ? message : new Message(message.key(), shown);
    }

    private static Object argument(Object arg) {
        if (arg instanceof String text) {
            return name(text);
        }
        if (arg instanceof Message nested) {
            return message(nested);
        }
        if (arg instanceof Message.Joined joined) {
            List<Object> items = joined.items();
            List<Object> shown = null;
            for (int i = 0; i < items.size(); i++) {
                Object safe = argument(items.get(i));
                if (safe != items.get(i) && shown == null) {
                    shown = new ArrayList<>(items);
                }
                if (shown != null) {
                    shown.set(i, safe);
                }
            }
            return shown == null ? joined : Message.join(joined.separatorKey(), shown);
        }
        return arg; // numbers and terms: the catalogue's own words
    }

    /**
     * The name as one shell word, as {@code ls --quoting-style=shell-escape} shows it, so that a
     * list of names is one line per name whatever a name holds: a plain name unchanged
     * ({@code game.kif}, {@code 大会/第1局.kif}); one with a space or a character the shell reads
     * specially in single quotes ({@code 'a b.kif'}, an apostrophe as {@code '\''}); one with a
     * control character, a line separator or a bidi control as ANSI-C quoting with the same escapes
     * as {@link #name} ({@code $'a\nb.kif'}, {@code $'\x1b[31m.kif'}, <code>$'&#92;u202e.kif'</code>).
     */
    public static String shellWord(String name) {
        boolean quote = name.isEmpty();
        boolean escapes = false;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (escape(c) != null) {
                escapes = true;
            } else if (!plainInShell(c, i == 0)) {
                quote = true;
            }
        }
        if (escapes) {
            StringBuilder out = new StringBuilder(name.length() + 8).append("$'");
            for (int i = 0; i < name.length(); i++) {
                char c = name.charAt(i);
                String escape = escape(c);
                out.append(escape != null ? escape : c == '\\' ? "\\\\" : c == '\'' ? "\\'" : String.valueOf(c));
            }
            return out.append('\'').toString();
        }
        return quote ? "'" + name.replace("'", "'\\''") + "'" : name;
    }

    /** Characters the shell takes as they are: what GNU ls leaves unquoted ({@code #} and {@code ~} not first). */
    private static boolean plainInShell(char c, boolean first) {
        if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c > 0x7F) {
            return true;
        }
        return "%+,-./:=@]_".indexOf(c) >= 0 || !first && (c == '#' || c == '~');
    }

    private static String escape(char c) {
        return switch (c) {
            case '\n' -> "\\n";
            case '\r' -> "\\r";
            case '\t' -> "\\t";
            default -> {
                if (c < 0x20 || c == 0x7F) {
                    yield String.format("\\x%02x", (int) c);
                }
                if (c >= 0x80 && c <= 0x9F || isBidiControl(c) || c == '\u2028' || c == '\u2029') {
                    yield String.format("\\u%04x", (int) c);
                }
                yield null;
            }
        };
    }

    /** Marks, embeddings, overrides and isolates: what reorders text as it is shown (Unicode UAX #9). */
    private static boolean isBidiControl(char c) {
        return c == '\u061C'
                || c == '\u200E'
                || c == '\u200F'
                || c >= '\u202A' && c <= '\u202E'
                || c >= '\u2066' && c <= '\u2069';
    }
}
