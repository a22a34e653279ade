package dev.shinpan.record.csa;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.build.RecordBuilder;
import dev.shinpan.record.codec.RecordReader;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.record.text.TextLines;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * Reads CSA standard records, versions V1 (no version line), V2, V2.1, V2.2 and V3.0, as they are
 * written in practice (docs/formats.md §3, deviations 3–6 and 34–46). A file may hold several records
 * separated by lines {@code /}; each becomes its own {@link GameRecord}, numbered from 0, and a
 * problem in one stays in that one.
 *
 * <p>What the reader records and where:
 * <ul>
 *   <li>header: the version as key {@value CsaRecordParser#VERSION_KEY} (e.g. {@code 2.2}), a
 *       {@code 'CSA encoding=} / {@code 'encoding=} first line as key
 *       {@value CsaRecordParser#ENCODING_KEY}, {@code N+}/{@code N-} and {@code $KEY} lines as
 *       written (key with its {@code $}), unknown keys included, and 81Dojo's {@code To_Move:±} (key
 *       {@code To_Move}) and {@code I+…}/{@code I-…} lines (keys {@code I+}, {@code I-});</li>
 *   <li>move times: {@code T} lines, and Shogi Wars' time left ({@code +7776FU,L599});</li>
 *   <li>comments: without the leading {@code '} (so {@code '** 30 …} is kept as {@code ** 30 …}),
 *       attached to the move before them or to the start position;</li>
 *   <li>endings: every {@code %} special, and every floodgate {@code 'summary:} line, with the
 *       floodgate {@code 'ILLEGAL_MOVE(…)} note as the detail of illegal-move endings and the move
 *       it names as their refused move, due at the next ply.</li>
 * </ul>
 * Moves are read as written, side mark included; nothing is judged here.
 *
 * <p>Records are handed on as they are read: at most the record before the one being read is
 * held, so that warnings about what follows the last record can still join it.
 */
public final class CsaReader implements RecordReader {

    @Override
    public RecordFormat format() {
        return RecordFormat.CSA;
    }

    @Override
    public void read(RecordText text, ReadOptions options, Consumer<GameRecord> sink) {
        Variant variant = options.variant() == null ? Variants.STANDARD : options.variant();
        if (!variant.hasCsaCodes()) {
            sink.accept(GameRecord.unreadable(
                    options.source(),
                    0,
                    RecordFormat.CSA,
                    options.encoding(),
                    List.of(Problem.error(0, 0, "", Message.of("read.csa.variant", "CSA", variant, variant.name())))));
            return;
        }
        new Records(text, options, variant, sink).read();
    }

    /** The records of one file, read and handed on one by one. */
    private static final class Records {

        private final RecordText text;
        private final ReadOptions options;
        private final Variant variant;
        private final Consumer<GameRecord> sink;
        /** The last record read, handed on when the next one is complete or the text ends. */
        private GameRecord held;

        private int count;
        /** Warnings about empty stretches between separators, for the next record. */
        private final List<Problem> pending = new ArrayList<>();

        private boolean separatorSeen;
        /** The record being read, from its first statement on; null between records. */
        private RecordBuilder builder;
        /** The file's lines, which each record's builder watches for windows. */
        private TextLines lines;

        private CsaRecordParser parser;
        private int chunkFirstLine = 1;
        /** The file has more records than the limit allows: nothing more is read. */
        private boolean over;
        /**
         * Where the statements of each line go, made once: a method reference written in the loop
         * is a new object per line, which the launcher's quick JIT compiler allocates the slow way.
         */
        private final Consumer<CsaStatement> statements = this::statement;

        Records(RecordText text, ReadOptions options, Variant variant, Consumer<GameRecord> sink) {
            this.text = text;
            this.options = options;
            this.variant = variant;
            this.sink = sink;
        }

        void read() {
            lines = TextLines.of(text, false, options.limits().lineLength());
            int last = 0;
            while (lines.next() && !over) {
                last = lines.number();
                if (CsaStatementSplitter.isSeparator(lines)) {
                    separatorSeen = true;
                    finish(lines.number() - 1);
                    chunkFirstLine = lines.number() + 1;
                } else if (lines.length() > options.limits().lineLength()) {
                    if (begin(lines.number())) {
                        builder.lineTooLong(lines);
                    }
                } else if (builder == null || !builder.stopped()) {
                    if (parser == null
                            || !parser.quickLine(lines.chars(), lines.start(), lines.trimmedEnd(), lines.number())) {
                        CsaStatementSplitter.splitLine(lines, statements);
                    }
                }
            }
            if (over) {
                return;
            }
            finish(Math.max(chunkFirstLine, last));
            if (count == 0) {
                sink.accept(GameRecord.unreadable(
                        options.source(),
                        0,
                        RecordFormat.CSA,
                        options.encoding(),
                        List.of(Problem.error(0, 0, "", Message.of("read.csa.no-record", "CSA")))));
                return;
            }
            if (!pending.isEmpty()) {
                held = held.withProblems(pending);
            }
            sink.accept(held);
        }

        private void statement(CsaStatement s) {
            if (begin(s.line())) {
                parser.accept(s);
            }
        }

        /**
         * Makes sure a record is being read, its first statement being on {@code line}; false when
         * the file has reached its limit of records (a located error then ends it).
         */
        private boolean begin(int line) {
            if (builder != null) {
                return true;
            }
            if (over) {
                return false;
            }
            if (count >= options.limits().recordsPerFile()) {
                handOn();
                RecordBuilder beyond = new RecordBuilder(RecordFormat.CSA, options, count);
                int limit = options.limits().recordsPerFile();
                beyond.problem(Problem.error(
                        line, 1, "", Message.of("read.limit.records", limit, Limits.RECORDS_PER_FILE + "=" + limit)));
                sink.accept(beyond.unreadable());
                over = true;
                return false;
            }
            builder = new RecordBuilder(RecordFormat.CSA, options, count);
            builder.readFrom(lines);
            parser = new CsaRecordParser(builder, variant, count == 0);
            return true;
        }

        /** Ends the stretch of lines up to {@code lastLine}: a record, or a warning that there was none. */
        private void finish(int lastLine) {
            if (builder == null) {
                if (separatorSeen) {
                    pending.add(Problem.warning(
                            Math.max(1, chunkFirstLine - 1), 1, "/", Message.of("read.csa.empty-between-separators")));
                }
                return;
            }
            parser.finish(lastLine);
            builder.span(chunkFirstLine, lastLine);
            for (Problem warning : pending) { // a loop: a bound method reference is made per record under C1
                builder.problem(warning);
            }
            pending.clear();
            GameRecord record = builder.build();
            parser = null;
            builder = null;
            handOn();
            held = record;
            count++;
        }

        private void handOn() {
            if (held != null) {
                sink.accept(held);
                held = null;
            }
        }
    }
}
