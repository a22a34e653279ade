package dev.shinpan.cli.report;

import dev.shinpan.text.Catalogue;
import java.util.Locale;

/** The language of text reports. */
public enum Lang {
    EN, JA;

    /** Japanese when the user's locale is Japanese, English otherwise. */
    public static Lang fromLocale(Locale locale) {
        return locale.getLanguage().equals("ja") ? JA : EN;
    }

    public boolean ja() {
        return this == JA;
    }

    /** The message catalogue that says things in this language. */
    public Catalogue catalogue() {
        return this == JA ? Catalogue.JAPANESE : Catalogue.ENGLISH;
    }
}
