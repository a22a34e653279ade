package dev.shinpan.cli.commands;

import dev.shinpan.cli.output.AtomicFile;
import dev.shinpan.cli.output.OutputPolicy;
import dev.shinpan.cli.output.OwnFiles;
import dev.shinpan.cli.output.ReportFile;
import dev.shinpan.cli.report.WriteFailures;
import dev.shinpan.cli.terminal.TerminalText;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The files a run of {@code check} writes besides its standard output ({@code --report},
 * {@code --board-svg}, {@code --write-baseline}): named once, with the option that names each, for the
 * policy that refuses a file the run reads and for the walk that passes over shinpan's own; each
 * started before anything is judged and put in place whole after it, or thrown away.
 */
final class OutputFiles {

    /** A file the run writes and the option that names it. */
    record Named(String option, Path file) {}

    private final List<Named> named = new ArrayList<>();
    private final List<ReportFile.Request> requests;
    private final Path boardSvg;
    private final Path writeBaseline;

    final List<ReportFile> reports = new ArrayList<>();
    AtomicFile.Pending board;
    AtomicFile.Pending baseline;

    /** The files asked for; a null path is a file not asked for. */
    OutputFiles(List<ReportFile.Request> requests, Path boardSvg, Path writeBaseline) {
        this.requests = requests;
        this.boardSvg = boardSvg;
        this.writeBaseline = writeBaseline;
        for (ReportFile.Request r : requests) {
            named.add(new Named("--report " + r.format(), r.file()));
        }
        if (boardSvg != null) {
            named.add(new Named("--board-svg", boardSvg));
        }
        if (writeBaseline != null) {
            named.add(new Named("--write-baseline", writeBaseline));
        }
    }

    /** Adds each file to the policy that decides, before anything is read, whether the run may write it. */
    OutputPolicy.Builder into(OutputPolicy.Builder policy) {
        for (Named n : named) {
            policy.output(n.option(), n.file());
        }
        return policy;
    }

    /**
     * Starts every file, so that one that cannot be written costs no judging; false, having said
     * why, when one cannot be.
     */
    boolean start(Diagnostics say) {
        for (ReportFile.Request r : requests) {
            try {
                reports.add(ReportFile.open(r));
            } catch (IOException e) {
                say.say("cli.report.cannot-write", TerminalText.name(r.file().toString()), WriteFailures.why(e));
                return false;
            }
        }
        if (boardSvg != null) {
            try {
                board = AtomicFile.create(boardSvg);
            } catch (IOException e) {
                say.say("out.svg.cannot-write", TerminalText.name(boardSvg.toString()), WriteFailures.why(e));
                return false;
            }
        }
        if (writeBaseline != null) {
            try {
                baseline = AtomicFile.create(writeBaseline);
            } catch (IOException e) {
                say.say("cli.baseline.write-failed", TerminalText.name(writeBaseline.toString()), WriteFailures.why(e));
                return false;
            }
        }
        return true;
    }

    /** Shinpan's own files for a walk to pass over: each file, and where it grows meanwhile. */
    OwnFiles own() {
        OwnFiles own = new OwnFiles();
        for (Named n : named) {
            own.output(n.file(), n.option());
        }
        for (ReportFile f : reports) {
            own.output(f.temporary(), "--report " + f.request().format());
        }
        if (baseline != null) {
            own.output(baseline.growing(), "--write-baseline");
        }
        if (board != null) {
            own.output(board.growing(), "--board-svg");
        }
        return own;
    }

    /** Throws away what was not put in place whole: the old files stay. */
    void abandon() {
        reports.forEach(ReportFile::abandon);
        if (board != null) {
            board.abandon();
        }
        if (baseline != null) {
            baseline.abandon();
        }
    }
}
