package dev.shinpan.cli.terminal;

/**
 * What a batch tells, as it writes its report, about how far it has come: for a progress display
 * on the terminal. Called from the one thread that writes the report; each call must be cheap.
 */
public interface Progress {

    /** Shows nothing: not a terminal, a CI job, or {@code --quiet}. */
    Progress NONE = new Progress() {
        @Override
        public boolean shown() {
            return false;
        }

        @Override
        public void record(int moves) {}

        @Override
        public void readTo(long bytes) {}

        @Override
        public void tick() {}

        @Override
        public void clear() {}
    };

    /** Whether anything is shown; when not, the batch need not wake up to {@link #tick()}. */
    boolean shown();

    /** One record was reported; {@code moves} are the moves of its main line. */
    void record(int moves);

    /** Everything up to this many bytes of the inputs (as they lie on disk) is read and reported. */
    void readTo(long bytes);

    /** The batch is waiting for a slow input: time passes all the same. */
    void tick();

    /** Takes the display away, before the closing summary or anything else is written. */
    void clear();
}
