package dev.shinpan.record.io;

import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.io.IOException;

/**
 * An input that could not be read, with the reason as a catalogue message, so that a report can
 * say it in the reader's language; {@link #getMessage()} is its English text.
 */
public class InputException extends IOException {

    private static final long serialVersionUID = 1L;

    private final transient Message reason;

    InputException(Message reason, Throwable cause) {
        super(Catalogue.english().render(reason), cause);
        this.reason = reason;
    }

    /** Why, in the catalogue's words. */
    public Message reason() {
        return reason;
    }
}
