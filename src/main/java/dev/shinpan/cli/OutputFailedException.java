package dev.shinpan.cli;

/** Writing the output failed (a closed pipe, a full disk): the run stops there. */
final class OutputFailedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    OutputFailedException() {
        super("the output could not be written");
    }
}
