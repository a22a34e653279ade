package dev.shinpan.cli;

import dev.shinpan.cli.report.Lang;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The {@code --lang} option of commands that write text for people. */
final class LangOption {

    @Option(names = "--lang", paramLabel = "LANG", order = 3,
            description = "Language of text output: ja or en (default: from the locale).")
    String lang;

    Lang resolve(CommandSpec spec) {
        if (lang == null) {
            return Lang.fromLocale(Locale.getDefault());
        }
        return Lang.byTag(lang).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "--lang takes " + String.join(" or ", Lang.tags()) + ", not '" + lang + "'"));
    }
}
