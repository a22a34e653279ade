package dev.shinpan.cli.output;

import dev.shinpan.cli.options.Choice;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * One {@code --report FORMAT=FILE}: the format asked for and the file it goes to, opened before
 * anything is judged so that an unwritable file costs no judging, and closed after the summary.
 * The report streams into a temporary file beside FILE, which replaces FILE only when the report
 * is whole ({@link AtomicFile}): a run stopped half-way leaves the old file.
 */
public final class ReportFile {

    /** The option's value read: a format of {@code --format} and a file. */
    public record Request(String format, Path file) {

        /** {@code sarif=out.sarif}; a format not known or a missing file is a {@link UsageProblem}. */
        public static Request parse(String value, List<String> formats) {
            int eq = value.indexOf('=');
            if (eq <= 0 || eq == value.length() - 1) {
                throw new UsageProblem(Message.of("cli.usage.report", value));
            }
            String format =
                    Choice.pick("--report", formats, value.substring(0, eq).strip());
            return new Request(format, Path.of(value.substring(eq + 1)));
        }
    }

    private final Request request;
    private final AtomicFile.Pending file;
    private final WatchedOutputStream stream;
    private final ReportWriter writer;

    private ReportFile(Request request, AtomicFile.Pending file) {
        this.request = request;
        this.file = file;
        this.stream = new WatchedOutputStream(file);
        this.writer = new ReportWriter(stream);
    }

    /** Starts the file; the old one, if any, stays until {@link #close()}. */
    public static ReportFile open(Request request) throws IOException {
        return new ReportFile(request, AtomicFile.create(request.file()));
    }

    /** Where the report is written until it is whole; null when it goes straight to a device. */
    public Path temporary() {
        return file.growing();
    }

    public Request request() {
        return request;
    }

    public ReportWriter writer() {
        return writer;
    }

    /**
     * Writes out what is held and puts the file in place; returns why a write failed, or null when
     * all went out. After a failure the old file is left as it was.
     */
    public IOException close() {
        writer.flush();
        IOException failure = stream.failure();
        if (failure == null) {
            try {
                file.commit();
            } catch (IOException e) {
                failure = e;
            }
        }
        file.abandon(); // nothing after a commit
        return failure;
    }

    /** Throws the report away: the run stopped before it was whole. */
    public void abandon() {
        file.abandon();
    }
}
