package dev.shinpan.cli;

import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.ReportTexts;
import java.io.PrintWriter;

/** What a command says on standard error about the run as a whole, in the language of its report. */
record Diagnostics(PrintWriter err, ReportTexts texts) {

    Diagnostics(PrintWriter err, Lang lang) {
        this(err, ReportTexts.of(lang));
    }

    /** One line, "shinpan: " and the catalogue's text under {@code key}. */
    void say(String key, Object... args) {
        err.println("shinpan: " + texts.text(key, args));
    }

    /** One line of text already in the reader's language. */
    void sayText(String text) {
        err.println("shinpan: " + text);
    }
}
