package dev.shinpan.cli.options;

import dev.shinpan.cli.report.Lang;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** The {@code --lang} option of commands that write for people. */
public final class LangOption {

    @Option(
            names = "--lang",
            paramLabel = "LANG",
            order = 3,
            completionCandidates = Choice.Languages.class,
            converter = Choice.Languages.class)
    String lang;

    /** The language asked for (its converter took only a known one), else the locale's. */
    public Lang resolve(CommandSpec spec) {
        if (lang == null) {
            return Lang.ofUser();
        }
        return Lang.byTag(lang).orElseThrow();
    }
}
