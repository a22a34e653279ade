package dev.shinpan.cli;

import dev.shinpan.text.Message;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * One {@code --report FORMAT=FILE}: the format asked for and the file it goes to, opened before
 * anything is judged so that an unwritable file costs no judging, and closed after the summary.
 */
final class ReportFile {

    /** The option's value read: a format of {@code --format} and a file. */
    record Request(String format, Path file) {

        /** {@code sarif=out.sarif}; a format not known or a missing file is a {@link UsageProblem}. */
        static Request parse(String value, List<String> formats) {
            int eq = value.indexOf('=');
            if (eq <= 0 || eq == value.length() - 1) {
                throw new UsageProblem(Message.of("cli.usage.report", value));
            }
            String format = Choice.pick("--report", formats, value.substring(0, eq).strip());
            return new Request(format, Path.of(value.substring(eq + 1)));
        }
    }

    private final Request request;
    private final WatchedOutputStream stream;
    private final ReportWriter writer;

    private ReportFile(Request request, WatchedOutputStream stream) {
        this.request = request;
        this.stream = stream;
        this.writer = new ReportWriter(stream);
    }

    /** Creates (or empties) the file. */
    static ReportFile open(Request request) throws IOException {
        return new ReportFile(request,
                new WatchedOutputStream(new BufferedOutputStream(Files.newOutputStream(request.file()), 1 << 16)));
    }

    Request request() {
        return request;
    }

    ReportWriter writer() {
        return writer;
    }

    /** Writes out what is held and closes the file; returns why a write failed, or null when all went out. */
    IOException close() {
        writer.close();
        return stream.failure();
    }
}
