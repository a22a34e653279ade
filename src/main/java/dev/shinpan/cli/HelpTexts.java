package dev.shinpan.cli;

import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.record.Limits;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collections;
import java.util.Enumeration;
import java.util.Locale;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.stream.Collectors;

/**
 * The help of every command in a language other than the annotations' English, as the resource
 * bundle picocli reads ({@code dev/shinpan/help_ja.properties}, keys qualified by command:
 * {@code shinpan.check.format}). What the code declares is made here from its declarations, in the
 * same words: the options of the ruleset parameters ({@code parameter.<id>}, with the values they
 * take) and the table of limits, which stands in the footer as {@code @limits@}.
 */
final class HelpTexts extends ResourceBundle {

    private final ResourceBundle texts;
    private final Lang lang;

    private HelpTexts(ResourceBundle texts, Lang lang) {
        this.texts = texts;
        this.lang = lang;
    }

    /** The bundle for this language, or null for English, which the annotations speak. */
    static ResourceBundle of(Lang lang) {
        if (lang == Lang.EN) {
            return null;
        }
        String resource = "/dev/shinpan/help_" + lang.catalogue().language() + ".properties";
        try (InputStream in = HelpTexts.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("help texts " + resource + " are missing");
            }
            return new HelpTexts(new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8)), lang);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    protected Object handleGetObject(String key) {
        if (!texts.containsKey(key)) {
            return null;
        }
        String text = texts.getString(key);
        if (text.equals(LimitOptions.HELP_ROWS)) {
            return limitRows();
        }
        if (text.equals(CodesCommand.HELP_ENTRIES)) {
            return CodesCommand.entries(lang);
        }
        if (key.startsWith("parameter.") && !key.equals("parameter.takes")) {
            RulesetParameter<?> p = RulesetParameter.byId(key.substring("parameter.".length()));
            return String.format(Locale.ROOT, texts.getString("parameter.takes"), text, accepted(p));
        }
        return text;
    }

    /** The values a parameter takes, quoted as typed, or a ply count in words. */
    private String accepted(RulesetParameter<?> p) {
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
        ResourceBundle bundle = of(lang);
        if (!(bundle instanceof HelpTexts help)) {
            return new Meanings() {
                @Override
                public String meaning(RulesetParameter<?> p) {
                    return p.help();
                }

                @Override
                public String accepted(RulesetParameter<?> p) {
                    return p.acceptedText();
                }
            };
        }
        return new Meanings() {
            @Override
            public String meaning(RulesetParameter<?> p) {
                return help.texts.getString("parameter." + p.id()).replace("%%", "%");
            }

            @Override
            public String accepted(RulesetParameter<?> p) {
                return help.accepted(p);
            }
        };
    }

    @Override
    public Enumeration<String> getKeys() {
        return Collections.enumeration(texts.keySet());
    }
}
