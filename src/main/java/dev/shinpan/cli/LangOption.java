package dev.shinpan.cli;

import dev.shinpan.cli.report.Lang;
import java.util.ArrayList;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The {@code --lang} option of commands that write for people. */
final class LangOption {

    @Option(names = "--lang", paramLabel = "LANG", order = 3, completionCandidates = Tags.class,
            description = "Language of what is written for people: the text report and check's JUnit, SARIF and HTML"
                    + " reports and SVG boards: ja or en (default: from the locale). JSON is always in English.")
    String lang;

    /** The languages, for shell completion. */
    static final class Tags extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Tags() {
            super(Lang.tags());
        }
    }

    Lang resolve(CommandSpec spec) {
        if (lang == null) {
            return Lang.fromLocale(Locale.getDefault());
        }
        return Lang.byTag(lang).orElseThrow(() -> new ParameterException(spec.commandLine(),
                "--lang takes " + String.join(" or ", Lang.tags()) + ", not '" + lang + "'"));
    }
}
