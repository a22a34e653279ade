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
