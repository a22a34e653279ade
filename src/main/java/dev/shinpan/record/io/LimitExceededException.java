package dev.shinpan.record.io;

import java.io.IOException;

/**
 * An input went past one of the user's {@link dev.shinpan.record.Limits}: reading stopped at the
 * limit, never past it. The message names the limit by the name the user sets it with.
 */
public final class LimitExceededException extends IOException {

    private static final long serialVersionUID = 1L;

    /** The limits the input layer enforces, by the names users give them. */
    public enum Limit {
        /** Bytes of one record or archive entry. */
        INPUT("input"),
        /** Uncompressed bytes of all entries of one archive. */
        ARCHIVE("archive"),
        /** Entries of one archive. */
        ENTRIES("entries"),
        /** Archives inside archives. */
        NESTING("nesting");

        private final String id;

        Limit(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        /** Whether going past it ends the whole archive rather than one entry. */
        boolean endsArchive() {
            return this == ARCHIVE || this == ENTRIES;
        }
    }

    private final Limit limit;
    private final String where;

    /**
     * @param where the input or entry at which reading stopped: the name the error is reported under
     */
    LimitExceededException(Limit limit, String where, String message) {
        super(message);
        this.limit = limit;
        this.where = where;
    }

    /** The input or entry {@code where} holds more than {@code limit} bytes. */
    static LimitExceededException tooLarge(String where, long limit) {
        return new LimitExceededException(Limit.INPUT, where, "larger than " + Sizes.format(limit) + " (the '"
                + Limit.INPUT.id() + "' limit for one record or archive entry); not read");
    }

    public Limit limit() {
        return limit;
    }

    public String where() {
        return where;
    }
}
