package dev.shinpan.cli.report;

import dev.shinpan.cli.terminal.Utf8Relaunch;
import dev.shinpan.text.Catalogue;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The languages of text reports: a tag as --lang takes it, and the catalogue that speaks it. */
public enum Lang {
    EN("en"),
    JA("ja");

    private final String tag;

    Lang(String tag) {
        this.tag = tag;
    }

    /** The JVM property by which a relaunched shinpan is told the language its parent chose. */
    public static final String CHOSEN_PROPERTY = Utf8Relaunch.CHOSEN_LANGUAGE;

    /** The POSIX variables that name the language of messages, the first set one deciding. */
    private static final List<String> MESSAGE_VARIABLES = List.of("LC_ALL", "LC_MESSAGES", "LANG");

    /** The user's language: {@link #fromEnvironment} over this process's environment and locale. */
    public static Lang ofUser() {
        String chosen = System.getProperty(CHOSEN_PROPERTY);
        return (chosen == null ? Optional.<Lang>empty() : byTag(chosen))
                .orElseGet(() -> fromEnvironment(System.getenv(), Locale.getDefault()));
    }

    /**
     * The language the environment asks for, as POSIX reads it: the first of {@code LC_ALL},
     * {@code LC_MESSAGES} and {@code LANG} that is set and not empty ({@code ja_JP.UTF-8} is
     * Japanese; {@code C}, {@code POSIX} and languages shinpan does not speak are English). Read
     * directly, because Java takes its locale only from a locale the machine has installed (a
     * Japanese user on a machine without {@code ja_JP} would get English); when none is set, the
     * JVM's locale decides.
     */
    public static Lang fromEnvironment(Map<String, String> environment, Locale locale) {
        for (String variable : MESSAGE_VARIABLES) {
            String value = environment.get(variable);
            if (value != null && !value.isEmpty()) {
                String language = value.split("[_.@]", 2)[0].toLowerCase(Locale.ROOT);
                return byTag(language).orElse(EN);
            }
        }
        return fromLocale(locale);
    }

    /** The language of the user's locale where shinpan speaks it, English otherwise. */
    public static Lang fromLocale(Locale locale) {
        return byTag(locale.getLanguage()).orElse(EN);
    }

    /**
     * The language a command line asks for, before picocli has parsed it: the value of its last
     * {@code --lang X} or {@code --lang=X} that names a language shinpan speaks (options end at
     * {@code --}), else the locale's. Help, usage errors and reports then all speak the same
     * language; an unknown tag is left to the option's own check to report.
     */
    public static Lang fromArgs(String[] args, Locale locale) {
        return fromArgs(args, fromLocale(locale));
    }

    /** The same, {@code otherwise} when the arguments name no language shinpan speaks. */
    public static Lang fromArgs(String[] args, Lang otherwise) {
        Lang chosen = null;
        for (int i = 0; i < args.length && !args[i].equals("--"); i++) {
            String value = null;
            if (args[i].equals("--lang") && i + 1 < args.length) {
                value = args[++i];
            } else if (args[i].startsWith("--lang=")) {
                value = args[i].substring("--lang=".length());
            }
            if (value != null) {
                chosen = byTag(value.toLowerCase(Locale.ROOT)).orElse(chosen);
            }
        }
        return chosen != null ? chosen : otherwise;
    }

    /** The tag, as {@code --lang} takes it. */
    public String tag() {
        return tag;
    }

    public static Optional<Lang> byTag(String tag) {
        return Arrays.stream(values()).filter(l -> l.tag.equals(tag)).findFirst();
    }

    public static List<String> tags() {
        return Arrays.stream(values()).map(l -> l.tag).toList();
    }

    /** The message catalogue that says things in this language. */
    public Catalogue catalogue() {
        return this == EN ? Catalogue.english() : Catalogue.japanese();
    }
}
