package dev.shinpan.cli.commands;

import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.ReportTexts;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.text.Message;
import java.io.PrintWriter;

/** What a command says on standard error about the run as a whole, in the language of its report. */
public record Diagnostics(PrintWriter err, ReportTexts texts) {

    public Diagnostics(PrintWriter err, Lang lang) {
        this(err, ReportTexts.of(lang));
    }

    /**
     * One line, "shinpan: " and the catalogue's text under {@code key}; a text argument (a file
     * name, a record's text) is made {@link TerminalText}, so that it can neither reach the terminal
     * raw nor start a line of its own.
     */
    void say(String key, Object... args) {
        err.println("shinpan: " + texts.render(TerminalText.message(Message.of(key, args))));
    }

    /** One line of text already in the reader's language, made {@link TerminalText} whole. */
    void sayText(String text) {
        err.println("shinpan: " + TerminalText.name(text));
    }
}
