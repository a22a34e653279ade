package dev.shinpan.record.csa;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordReader;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads CSA standard records, versions V1 (no version line), V2, V2.1, V2.2 and V3.0, as they are
 * written in practice (FORMATS.md §3, §6 items 3–6 and 34–43). A file may hold several records
 * separated by lines {@code /}; each becomes its own {@link GameRecord}, numbered from 0, and a
 * problem in one stays in that one.
 *
 * <p>What the reader records and where:
 * <ul>
 *   <li>header: the version as key {@value CsaRecordParser#VERSION_KEY} (e.g. {@code 2.2}), a
 *       {@code 'CSA encoding=} / {@code 'encoding=} first line as key
 *       {@value CsaRecordParser#ENCODING_KEY}, {@code N+}/{@code N-} and {@code $KEY} lines as
 *       written (key with its {@code $}), unknown keys included;</li>
 *   <li>comments: without the leading {@code '} (so {@code '** 30 …} is kept as {@code ** 30 …}),
 *       attached to the move before them or to the start position;</li>
 *   <li>endings: every {@code %} special, and every floodgate {@code 'summary:} line, with the
 *       floodgate {@code 'ILLEGAL_MOVE(…)} note as the detail of illegal-move endings.</li>
 * </ul>
 * Moves are read as written, side mark included; nothing is judged here.
 */
public final class CsaReader implements RecordReader {

    @Override
    public RecordFormat format() {
        return RecordFormat.CSA;
    }

    @Override
    public List<GameRecord> read(String text, ReadOptions options) {
        Variant variant = options.variant() == null ? Variants.STANDARD : options.variant();
        CsaPieceCodes codes = new CsaPieceCodes(variant);
        if (!codes.supported()) {
            return List.of(GameRecord.unreadable(options.source(), 0, RecordFormat.CSA, options.encoding(),
                    List.of(Problem.error(0, 0, "", "CSA has no piece codes for " + variant.name()
                            + "; CSA records are standard shogi"))));
        }
        List<CsaRecordChunk> chunks = CsaStatementSplitter.split(text);
        List<GameRecord> records = new ArrayList<>();
        List<Problem> pending = new ArrayList<>();
        for (CsaRecordChunk chunk : chunks) {
            if (chunk.statements().isEmpty()) {
                if (chunks.size() > 1) {
                    pending.add(Problem.warning(Math.max(1, chunk.firstLine() - 1), 1, "/",
                            "nothing but blank lines between this / and the next separator or the end; no record"));
                }
                continue;
            }
            CsaRecordParser parser = new CsaRecordParser(codes, records.isEmpty());
            GameRecord record = parser.read(chunk, options.source(), records.size(), options.encoding());
            records.add(withProblems(record, pending));
            pending.clear();
        }
        if (records.isEmpty()) {
            return List.of(GameRecord.unreadable(options.source(), 0, RecordFormat.CSA, options.encoding(),
                    List.of(Problem.error(0, 0, "", "no CSA record in the text"))));
        }
        if (!pending.isEmpty()) {
            int last = records.size() - 1;
            records.set(last, withProblems(records.get(last), pending));
        }
        return records;
    }

    private static GameRecord withProblems(GameRecord r, List<Problem> extra) {
        if (extra.isEmpty()) {
            return r;
        }
        List<Problem> all = new ArrayList<>(r.problems());
        all.addAll(extra);
        return new GameRecord(r.source(), r.index(), r.format(), r.encoding(), r.header(), r.start(),
                r.startComments(), r.mainLine(), all);
    }
}
