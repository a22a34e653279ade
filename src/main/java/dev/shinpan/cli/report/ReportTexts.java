package dev.shinpan.cli.report;

import java.text.MessageFormat;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * The words of the JUnit, SARIF and HTML reports and of the SVG board, one catalogue per language
 * ({@code formats.properties}, {@code formats_ja.properties} beside this class), so that the
 * renderers hold no text of their own.
 */
public final class ReportTexts {

    private final ResourceBundle bundle;
    private final Lang lang;

    private ReportTexts(Lang lang) {
        this.lang = lang;
        Locale locale = lang.ja() ? Locale.JAPANESE : Locale.ROOT;
        this.bundle = ResourceBundle.getBundle("dev.shinpan.cli.report.formats", locale,
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES));
    }

    public static ReportTexts of(Lang lang) {
        return new ReportTexts(lang);
    }

    public Lang lang() {
        return lang;
    }

    /** The text under the key with the arguments filled in (all passed as strings: no number formatting). */
    public String text(String key, Object... args) {
        String pattern = bundle.getString(key);
        if (args.length == 0) {
            return new MessageFormat(pattern, Locale.ROOT).format(new Object[0]);
        }
        Object[] strings = new Object[args.length];
        for (int i = 0; i < args.length; i++) {
            strings[i] = String.valueOf(args[i]);
        }
        return new MessageFormat(pattern, Locale.ROOT).format(strings);
    }
}
