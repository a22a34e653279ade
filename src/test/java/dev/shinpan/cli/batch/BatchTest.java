package dev.shinpan.cli.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.commands.CheckCommand;
import dev.shinpan.cli.commands.Diagnostics;
import dev.shinpan.cli.options.FailOn;
import dev.shinpan.cli.report.JsonReport;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.RunTotals;
import dev.shinpan.cli.terminal.Progress;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.rules.Variants;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The batch's fault isolation: what fails in one input stays in that input; a failed write stops all. */
class BatchTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path tmp;

    private static final Function<GameRecord, List<Ruleset>> PLAIN =
            record -> List.of(Rulesets.defaultFor(record.variant() == null ? Variants.STANDARD : record.variant()));

    /** Judging fails the way a deep input or an exhausted heap would, for the records named so. */
    private static final Function<GameRecord, List<Ruleset>> FAILING = record -> {
        if (record.source().endsWith("nifu.kif")) {
            throw new StackOverflowError();
        }
        if (record.source().endsWith("sennichite.kif")) {
            throw new OutOfMemoryError("Java heap space");
        }
        return PLAIN.apply(record);
    };

    private record Run(Batch.Outcome outcome, RunTotals summary, JsonNode document) {}

    private static Run json(Function<GameRecord, List<Ruleset>> rulesets, String... inputs) throws IOException {
        StringWriter text = new StringWriter();
        PrintWriter out = new PrintWriter(text);
        JsonReport report = new JsonReport(out, false, false);
        RunTotals summary = new RunTotals();
        Batch.Settings settings =
                new Batch.Settings(null, rulesets, Limits.DEFAULT, 2, "-", InputStream.nullInputStream());
        Batch.Outcome outcome = new Batch(settings, report, summary, out, Progress.NONE).run(List.of(inputs));
        report.finish(summary);
        return new Run(outcome, summary, JSON.readTree(text.toString()));
    }

    @Test
    void aFailureWhileJudgingOneRecordCostsThatRecordAlone() throws IOException {
        Run run = json(FAILING, "samples");
        JsonNode records = run.document().get("records");
        assertEquals(2, run.outcome().internalErrors());
        assertEquals(run.summary().records(), records.size(), "the document is closed with every record");
        assertEquals(
                json(PLAIN, "samples").document().get("records").size(),
                records.size(),
                "every record of the samples is there");
        for (JsonNode r : records) {
            String source = r.get("source").asText();
            String error = r.get("errors").isEmpty()
                    ? ""
                    : r.get("errors").get(0).get("message").asText();
            if (source.endsWith("nifu.kif")) {
                assertEquals("unreadable", r.get("status").asText());
                assertTrue(error.startsWith("internal error: the input nests too deeply"), error);
                assertEquals("kif", r.get("format").asText(), "what was read is kept");
            } else if (source.endsWith("sennichite.kif")) {
                assertTrue(error.startsWith("internal error: out of memory"), error);
            } else {
                assertTrue(error.isEmpty() || !error.startsWith("internal error"), source + ": " + error);
            }
        }
    }

    @Test
    void anInternalErrorWinsOverUnreadableInputs() throws IOException {
        Path binary = tmp.resolve("photo.kif");
        Files.write(binary, new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0});
        Run run = json(FAILING, binary.toString(), "samples/nifu.kif", "samples/mate.jkf");
        assertEquals(1, run.summary().ok());
        assertEquals(2, run.summary().unreadable());
        StringWriter err = new StringWriter();
        assertEquals(
                ExitCodes.INTERNAL_ERROR,
                CheckCommand.exitStatus(
                                run.summary(),
                                run.outcome(),
                                FailOn.DEFAULT,
                                null,
                                new Diagnostics(new PrintWriter(err, true), Lang.EN))
                        .code());
        assertTrue(err.toString().startsWith("shinpan: internal error on 1 record(s) or input(s)"), err.toString());
        Run plain = json(FAILING, binary.toString(), "samples/mate.jkf");
        assertEquals(
                ExitCodes.UNREADABLE,
                CheckCommand.exitStatus(
                                plain.summary(),
                                plain.outcome(),
                                FailOn.DEFAULT,
                                null,
                                new Diagnostics(new PrintWriter(new StringWriter()), Lang.EN))
                        .code());
    }

    @Test
    void inputsJudgedTogetherAreReportedInTheirOrderWithWhatIsSkippedBetween() throws IOException {
        Path many = Files.createDirectory(tmp.resolve("many"));
        byte[] game = Files.readAllBytes(Path.of("samples/nifu.kif"));
        byte[] large = Files.readAllBytes(Path.of("samples/floodgate-multi.csa"));
        List<String> expected = new java.util.ArrayList<>();
        for (int i = 0; i < 3 * Batch.CHUNK_INPUTS + 5; i++) {
            if (i == 70) {
                // a file larger than a task's bytes travels alone; its three records stay together
                byte[] padded = java.util.Arrays.copyOf(large, Batch.CHUNK_BYTES + large.length);
                java.util.Arrays.fill(padded, large.length, padded.length, (byte) '\n');
                Files.write(many.resolve("game070.csa"), padded);
                expected.addAll(List.of("many/game070.csa", "many/game070.csa", "many/game070.csa"));
            }
            String name = String.format("game%03d.kif", i);
            Files.write(many.resolve(name), game);
            expected.add("many/" + name);
            if (i == 40) {
                Files.writeString(many.resolve("game040.txt"), "not a record");
                expected.add("skipped many/game040.txt");
            }
        }
        Cli r = Cli.run("check", "--format", "jsonl", "--jobs", "3", many.toString());
        List<String> reported = r.out()
                .lines()
                .map(line -> {
                    try {
                        JsonNode node = JSON.readTree(line);
                        return node.has("skipped")
                                ? "skipped " + node.get("skipped").asText()
                                : node.get("source").asText();
                    } catch (IOException e) {
                        throw new java.io.UncheckedIOException(e);
                    }
                })
                .map(name -> name.replace(tmp.toString() + "/", ""))
                .toList();
        assertEquals(expected, reported);
    }

    /** Standard output closed after some characters, like a pipe into {@code head}. */
    private static final class ClosingWriter extends Writer {
        private final int capacity;
        private int written;
        int attemptsAfterFailure;

        ClosingWriter(int capacity) {
            this.capacity = capacity;
        }

        @Override
        public void write(char[] cbuf, int off, int len) throws IOException {
            if (written + len > capacity) {
                attemptsAfterFailure++;
                throw new IOException("Broken pipe");
            }
            written += len;
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }

    @Test
    void aFailedWriteStopsTheBatchAtOnce() throws IOException {
        Path many = Files.createDirectory(tmp.resolve("many"));
        for (int i = 0; i < 200; i++) {
            Files.copy(Path.of("samples/mate.jkf"), many.resolve("game" + i + ".jkf"));
        }
        ClosingWriter out = new ClosingWriter(100);
        Cli r = Cli.run(out, "check", "--lang", "en", many.toString());
        assertEquals(ExitCodes.OUTPUT_FAILED, r.exit());
        assertEquals("shinpan: cannot write the output; stopped\n", r.err());
        assertTrue(
                out.attemptsAfterFailure < 20,
                "stopped within the record being written, not after " + out.attemptsAfterFailure + " more writes");
    }
}
