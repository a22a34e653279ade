package dev.shinpan.cli.options;

import dev.shinpan.cli.commands.UsageErrors;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;

/**
 * A bad option value, said in the catalogue's words so that {@link UsageErrors} can show it in the
 * reader's language: thrown by the converters while picocli parses (picocli wraps it in its own
 * exception, whose cause it stays) and by a command checking its options before it reads anything.
 */
public final class UsageProblem extends TypeConversionException {

    private static final long serialVersionUID = 1L;

    private final transient Message message;
    /** The value the user probably meant, or null when none is near enough. */
    private final String nearest;

    public UsageProblem(Message message, String nearest) {
        super(Catalogue.english().render(message));
        this.message = message;
        this.nearest = nearest;
    }

    public UsageProblem(Message message) {
        this(message, null);
    }

    public Message message() {
        return message;
    }

    public String nearest() {
        return nearest;
    }

    /** The problem as the usage error picocli reports for this command line. */
    public ParameterException on(CommandLine commandLine) {
        return new ParameterException(commandLine, getMessage(), this);
    }

    /** The problem an exception was thrown for, found among its causes (picocli wraps a converter's), or null. */
    public static UsageProblem in(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof UsageProblem p) {
                return p;
            }
        }
        return null;
    }

    /** Shorthand for {@code new UsageProblem(Message.of(key, args)).on(commandLine)}. */
    public static ParameterException of(CommandLine commandLine, String key, Object... args) {
        return new UsageProblem(Message.of(key, args)).on(commandLine);
    }
}
