package dev.shinpan.record.io;

import dev.shinpan.record.Limits;
import dev.shinpan.text.Message;

/**
 * An input went past one of the user's {@link dev.shinpan.record.Limits}: reading stopped at the
 * limit, never past it. The message names the limit by the name the user sets it with.
 */
public final class LimitExceededException extends InputException {

    private static final long serialVersionUID = 1L;

    /** The limits the input layer enforces, by the names users give them. */
    public enum Limit {
        /** Bytes of one record or archive entry. */
        INPUT(Limits.INPUT_BYTES),
        /** Uncompressed bytes of all entries of one archive. */
        ARCHIVE(Limits.ARCHIVE_BYTES),
        /** Entries of one archive. */
        ENTRIES(Limits.ARCHIVE_ENTRIES),
        /** Archives inside archives. */
        NESTING(Limits.NESTING_DEPTH);

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
    LimitExceededException(Limit limit, String where, Message reason) {
        super(reason, null);
        this.limit = limit;
        this.where = where;
    }

    /** The input or entry {@code where} holds more than {@code limit} bytes. */
    static LimitExceededException tooLarge(String where, long limit) {
        return new LimitExceededException(
                Limit.INPUT, where, Message.of("input.limit.input", Sizes.message(limit), Limit.INPUT.id()));
    }

    public Limit limit() {
        return limit;
    }

    public String where() {
        return where;
    }
}
