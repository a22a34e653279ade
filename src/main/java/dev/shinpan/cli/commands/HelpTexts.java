package dev.shinpan.cli.commands;

import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.cli.options.LimitName;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.record.Limits;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Enumeration;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The help of every command in a language, as the resource bundle picocli reads
 * ({@code dev/shinpan/help.properties} in English, {@code help_ja.properties} in Japanese; keys
 * qualified by command: {@code shinpan.check.format}); the annotations name no text. What the code
 * declares is made here from its declarations, in the same words: the options of the ruleset
 * parameters ({@code parameter.<id>}, with the values they take; in English the parameter's own
 * declaration speaks), the table of limits, which stands in the footer as {@code @limits@}, and the
 * finding codes of {@code shinpan codes}, {@code @codes@}.
 */
public final class HelpTexts extends ResourceBundle {

    /** Stands in a footer where {@link #limitRows} puts one row per limit. */
    static final String LIMITS = "@limits@";
    /** Stands in a footer where {@link CodesCommand#entries} puts every code in full. */
    static final String CODES = "@codes@";

    /**
     * Stands for a ruleset parameter's English help ({@code parameter.<id>} in {@code help.properties}),
     * which its declaration gives: every key is in the files, so picocli learns them without the
     * parameters being loaded, which a run that shows no help (a check, {@code --version}) never does.
     */
    static final String PARAMETER = "@parameter@";

    private final ResourceBundle texts;
    private final Lang lang;
    /** {@code parameter.<id>} of every ruleset parameter, once a help asks for one: the help of its option. */
    private Set<String> parameterKeys;

    private HelpTexts(ResourceBundle texts, Lang lang) {
        this.texts = texts;
        this.lang = lang;
    }

    private boolean isParameter(String key) {
        if (!key.startsWith("parameter.")) {
            return false;
        }
        if (parameterKeys == null) {
            parameterKeys = RulesetParameter.all().stream()
                    .map(p -> "parameter." + p.id())
                    .collect(Collectors.toUnmodifiableSet());
        }
        return parameterKeys.contains(key);
    }

    /** The help's texts in this language. */
    public static HelpTexts of(Lang lang) {
        String resource = "/dev/shinpan/" + resourceName(lang);
        try (InputStream in = HelpTexts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("help texts " + resource + " are missing");
            }
            return new HelpTexts(new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8)), lang);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The file of the help in a language: {@code help.properties} for English, else {@code help_<tag>.properties}. */
    static String resourceName(Lang lang) {
        return lang == Lang.EN ? "help.properties" : "help_" + lang.catalogue().language() + ".properties";
    }

    @Override
    protected Object handleGetObject(String key) {
        if (!texts.containsKey(key)) {
            return null;
        }
        if (isParameter(key)) {
            return parameterHelp(key);
        }
        String text = texts.getString(key);
        if (text.equals(LIMITS)) {
            return limitRows();
        }
        if (text.equals(CODES)) {
            return CodesCommand.entries(lang);
        }
        return text;
    }

    /** A parameter option's help, as picocli formats it (a % of the text is written %%). */
    private String parameterHelp(String key) {
        RulesetParameter<?> p = RulesetParameter.byId(key.substring("parameter.".length()));
        return String.format(
                Locale.ROOT,
                texts.getString("parameter.takes"),
                meaning(p),
                accepted(p).replace("%", "%%"));
    }

    /** What a parameter means, as help texts write it (%%). */
    private String meaning(RulesetParameter<?> p) {
        return lang == Lang.EN ? p.help().replace("%", "%%") : texts.getString("parameter." + p.id());
    }

    /** The values a parameter takes, quoted as typed, or a ply count in words. */
    private String accepted(RulesetParameter<?> p) {
        if (lang == Lang.EN) {
            return p.acceptedText();
        }
        if (p.accepted().isEmpty()) {
            return texts.getString("parameter.plies");
        }
        return p.accepted().stream().map(v -> "'" + v + "'").collect(Collectors.joining("、"));
    }

    /** One row per limit, its name, default and meaning, as lines of one footer element. */
    private String limitRows() {
        return Arrays.stream(LimitName.values())
                .map(n -> String.format(
                        Locale.ROOT,
                        "  %-24s%s",
                        n.id() + "=" + n.display(n.of(Limits.DEFAULT)),
                        texts.getString("limit." + n.id())))
                .collect(Collectors.joining("%n"));
    }

    /** What each ruleset parameter means and takes, in a language, for the rulesets listing. */
    interface Meanings {
        String meaning(RulesetParameter<?> p);

        String accepted(RulesetParameter<?> p);
    }

    static Meanings meanings(Lang lang) {
        HelpTexts help = of(lang);
        return new Meanings() {
            @Override
            public String meaning(RulesetParameter<?> p) {
                return help.meaning(p).replace("%%", "%");
            }

            @Override
            public String accepted(RulesetParameter<?> p) {
                return help.accepted(p);
            }
        };
    }

    @Override
    public Enumeration<String> getKeys() {
        return texts.getKeys();
    }
}
