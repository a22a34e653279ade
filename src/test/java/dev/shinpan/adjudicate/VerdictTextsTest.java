package dev.shinpan.adjudicate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.testing.Languages;
import dev.shinpan.text.Message;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * Every text the referee produced for the corpus and the samples, under every preset of the
 * record's game and in the points count, says its piece in English and in Japanese, each without
 * words of the other language: remarks, illegal-move explanations, declaration conditions,
 * agreement explanations and notes.
 */
class VerdictTextsTest {

    private static final List<Path> INPUTS = List.of(Path.of("src/test/resources/corpus"), Path.of("samples"));

    @Test
    void everyTextOfEveryVerdictSpeaksOneLanguage() {
        Map<String, Message> byKey = new TreeMap<>();
        RecordLoader loader = new RecordLoader();
        Inputs.walk(Formats.inputNames(), INPUTS, new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                for (GameRecord record : loader.load(entry, null)) {
                    if (record.readable()) {
                        collect(record, byKey);
                    }
                }
            }

            @Override
            public void skipped(String name, Message reason) {}
        });
        for (Message m : byKey.values()) {
            Languages.assertEachInItsLanguage(m);
        }
        // the corpus reaches most of what the referee can say; if it stops doing so, this says it
        assertTrue(byKey.size() > 40, "texts seen: " + byKey.keySet());
    }

    /** One message per key and argument shape is enough; the corpus repeats itself a lot. */
    private static void collect(GameRecord record, Map<String, Message> byKey) {
        for (Ruleset ruleset : Rulesets.forVariant(record.variant())) {
            Verdict v = new Referee(ruleset).judge(record);
            v.remarks().forEach(r -> add(r.text(), byKey));
            if (v.firstIllegal() != null) {
                add(v.firstIllegal().explanation(), byKey);
            }
            if (v.impasse() != null) {
                add(v.impasse(), byKey);
            }
            PointsCount points = new PointsCounter(ruleset).count(record, -1);
            points.notes().forEach(n -> add(n, byKey));
            add(points.counts(), byKey);
            add(points.black(), byKey);
            add(points.white(), byKey);
            add(points.agreement().explanation(), byKey);
        }
    }

    private static void add(ImpasseFinding r, Map<String, Message> byKey) {
        if (r.declaration() != null) {
            add(r.declaration(), byKey);
        }
        if (r.agreement() != null) {
            add(r.agreement().explanation(), byKey);
        }
    }

    private static void add(DeclarationFinding d, Map<String, Message> byKey) {
        for (Condition c : d.conditions()) {
            add(c.required(), byKey);
            add(c.actual(), byKey);
        }
    }

    private static void add(Message m, Map<String, Message> byKey) {
        byKey.putIfAbsent(m.key() + shape(m), m);
    }

    private static String shape(Message m) {
        StringBuilder s = new StringBuilder("(");
        for (Object arg : m.args()) {
            s.append(
                            arg instanceof Message nested
                                    ? nested.key() + shape(nested)
                                    : arg.getClass().getSimpleName())
                    .append(',');
        }
        return s.append(')').toString();
    }
}
