package dev.shinpan.cli.terminal;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.jline.terminal.spi.SystemStream;
import org.jline.terminal.spi.TerminalProvider;

/**
 * Whether standard error is a terminal that a progress bar may be drawn on, and how wide it is.
 * Java 17 cannot tell by itself ({@code System.console()} looks at standard input and output). On
 * Linux the links {@code /proc/self/fd/1} and {@code /2} name the terminal device a stream is
 * (or the pipe, file or socket it is not), which costs no process; only a bar that will be drawn
 * asks JLine for the width, and only JLine answers where there is no {@code /proc}: it asks the
 * system ({@code test -t}, {@code stty}), and where it cannot (Windows outside Cygwin/MSYS) there is
 * no terminal and so no bar.
 */
public final class Terminals {

    /** Columns when the terminal does not say (a pseudo-terminal without a size). */
    static final int DEFAULT_WIDTH = 80;

    private static final Path FD = Path.of("/proc/self/fd");

    private Terminals() {}

    /**
     * The width of standard error when it is a terminal and standard output is not: with the
     * report scrolling on the same terminal there is no line for a bar to stay on (so curl, too,
     * shows its meter only when the output goes elsewhere).
     */
    public static OptionalInt progressWidth() {
        Optional<Boolean> errorIsTerminal = linuxTerminal(2);
        Optional<Boolean> outputIsTerminal = linuxTerminal(1);
        if (errorIsTerminal.isPresent()
                && outputIsTerminal.isPresent()
                && (!errorIsTerminal.get() || outputIsTerminal.get())) {
            return OptionalInt.empty();
        }
        return JLine.progressWidth(errorIsTerminal.isPresent() && outputIsTerminal.isPresent());
    }

    /**
     * Whether the file descriptor is a terminal, as its {@code /proc} link names the device
     * ({@code /dev/pts/3}, {@code /dev/tty1}, {@code /dev/console}); empty where there is no such link.
     */
    public static Optional<Boolean> linuxTerminal(int fd) {
        Path link = FD.resolve(Integer.toString(fd));
        try {
            return Optional.of(isTerminalDevice(Files.readSymbolicLink(link).toString()));
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return Optional.empty();
        }
    }

    /** Whether a device path names a terminal: a pseudo-terminal, a virtual console or serial line, the console. */
    public static boolean isTerminalDevice(String target) {
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
    }

    /** JLine, loaded only where it is asked: it starts processes to find out. */
    private static final class JLine {

        /** JLine logs what it could not find; that is no concern of a shinpan user, and never a report line. */
        private static final Logger LOG = Logger.getLogger("org.jline");

        static {
            LOG.setLevel(Level.OFF);
        }

        /** @param known whether standard error is known to be a terminal and standard output not */
        public static OptionalInt progressWidth(boolean known) {
            try {
                TerminalProvider system = TerminalProvider.load("exec");
                if (!known
                        && (!system.isSystemStream(SystemStream.Error) || system.isSystemStream(SystemStream.Output))) {
                    return OptionalInt.empty();
                }
                int width = system.systemStreamWidth(SystemStream.Error);
                return OptionalInt.of(width > 0 ? width : DEFAULT_WIDTH);
            } catch (Exception | LinkageError e) {
                // no way to tell: no bar rather than escape codes in a log (or the default width on a known terminal)
                return known ? OptionalInt.of(DEFAULT_WIDTH) : OptionalInt.empty();
            }
        }
    }
}
