package dev.shinpan.cli.output;

/** Writing the output failed (a closed pipe, a full disk): the run stops there. */
public final class OutputFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public OutputFailedException() {
        super("the output could not be written");
    }
}
