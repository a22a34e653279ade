package dev.shinpan.cli.output;

import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;

/**
 * Standard output for reports: UTF-8 text, buffered, that can tell whether a write has failed
 * without pushing out what it holds ({@link PrintWriter#checkError()} flushes first, which for a
 * batch of small records would be a system call per record).
 */
public final class ReportWriter extends PrintWriter {

    private final WatchedOutputStream stream;

    public ReportWriter(WatchedOutputStream stream) {
        super(new OutputStreamWriter(stream, StandardCharsets.UTF_8), false);
        this.stream = stream;
    }

    /** Whether a write to standard output has failed so far. */
    public boolean failed() {
        return stream.failed();
    }
}
