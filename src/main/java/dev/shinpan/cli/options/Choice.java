package dev.shinpan.cli.options;

import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.ITypeConverter;

/**
 * An option that takes one word of a fixed set, in any case ({@code --ruleset JSA}): as picocli's
 * converter it gives the word as listed, or a usage error naming the words and the nearest one; as
 * its completion candidates it gives the words to the shell.
 */
public abstract class Choice implements ITypeConverter<String>, Iterable<String> {

    private final String option;
    private final List<String> words;

    public Choice(String option, List<String> words) {
        this.option = option;
        this.words = List.copyOf(words);
    }

    @Override
    public String convert(String value) {
        return pick(option, words, value);
    }

    @Override
    public Iterator<String> iterator() {
        return words.iterator();
    }

    /** The word of {@code words} that {@code value} is, whatever its case; a {@link UsageProblem} otherwise. */
    public static String pick(String option, List<String> words, String value) {
        for (String w : words) {
            if (w.equalsIgnoreCase(value)) {
                return w;
            }
        }
        throw new UsageProblem(
                Message.of("cli.usage.choice", option, Message.join("list.comma", words), value),
                Nearest.to(value, words));
    }

    /** {@code --format} of the commands that write text or JSON. */
    public static final class TextOrJson extends Choice {
        TextOrJson() {
            super("--format", List.of("text", "json"));
        }
    }

    /** {@code --lang}. */
    public static final class Languages extends Choice {
        Languages() {
            super("--lang", Lang.tags());
        }
    }

    /** {@code --variant}. */
    public static final class Variants extends Choice {
        Variants() {
            super(
                    "--variant",
                    dev.shinpan.rules.Variants.all().stream().map(Variant::name).toList());
        }
    }

    /** {@code --ruleset}: every preset, and {@code all}. */
    static final class RulesetNames extends Choice {
        RulesetNames() {
            super(
                    "--ruleset",
                    Stream.concat(Rulesets.all().stream().map(Ruleset::name), Stream.of("all"))
                            .toList());
        }
    }
}
