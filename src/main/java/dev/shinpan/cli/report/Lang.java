package dev.shinpan.cli.report;

import dev.shinpan.text.Catalogue;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** The languages of text reports: a tag as --lang takes it, and the catalogue that speaks it. */
public enum Lang {
    EN("en"), JA("ja");

    private final String tag;

    Lang(String tag) {
        this.tag = tag;
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
        return chosen != null ? chosen : fromLocale(locale);
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
