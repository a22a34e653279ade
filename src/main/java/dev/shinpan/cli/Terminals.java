package dev.shinpan.cli;

import java.util.OptionalInt;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/**
 * Whether standard error is a terminal that a progress bar may be drawn on, and how wide it is.
 * Java 17 cannot tell by itself ({@code System.console()} looks at standard input and output), so
 * JLine's detection asks the system ({@code test -t}, {@code stty}); where it cannot (Windows
 * outside Cygwin/MSYS), there is no terminal and so no bar.
 */
final class Terminals {

    /** Columns when the terminal does not say (a pseudo-terminal without a size). */
    static final int DEFAULT_WIDTH = 80;

    /** JLine logs what it could not find; that is no concern of a shinpan user, and never a report line. */
    private static final Logger JLINE_LOG = Logger.getLogger("org.jline");

    static {
        JLINE_LOG.setLevel(Level.OFF);
    }

    private Terminals() {
    }

    /**
     * The width of standard error when it is a terminal and standard output is not: with the
     * report scrolling on the same terminal there is no line for a bar to stay on (so curl, too,
     * shows its meter only when the output goes elsewhere).
     */
    static OptionalInt progressWidth() {
        try {
            TerminalProvider system = TerminalProvider.load("exec");
            if (!system.isSystemStream(SystemStream.Error) || system.isSystemStream(SystemStream.Output)) {
                return OptionalInt.empty();
            }
            int width = system.systemStreamWidth(SystemStream.Error);
            return OptionalInt.of(width > 0 ? width : DEFAULT_WIDTH);
        } catch (Exception | LinkageError e) {
            return OptionalInt.empty(); // no way to tell: no bar rather than escape codes in a log
        }
    }
}
