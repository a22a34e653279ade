package dev.shinpan.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.codec.Converted;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The guarantee of {@code shinpan convert}: every readable record of the test corpus, written in
 * another format and read back, is judged as the original (first illegal move and ply, repetition,
 * result, the recorded ending), in each of the five formats; Tori Shogi records too, in the formats
 * that hold them (KIF's Tori dialect, USI's 7-rank SFEN).
 */
class ConvertedVerdictsTest {

    private static final Path CORPUS = Path.of("src/test/resources/corpus");

    @ParameterizedTest
    @EnumSource(
            value = RecordFormat.class,
            names = {"KIF", "KI2", "CSA", "USI", "JKF"})
    void aConvertedRecordIsJudgedAsTheOriginal(RecordFormat target) {
        RecordWriter writer = Formats.writer(target);
        RecordLoader loader = new RecordLoader();
        List<String> differ = new ArrayList<>();
        int[] compared = {0};
        Inputs.walk(Formats.inputNames(), List.of(CORPUS), new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                for (GameRecord record : loader.load(entry, null)) {
                    if (!record.readable() || !writer.holds(record.variant())) {
                        continue;
                    }
                    Converted converted = writer.write(record, Formats.facts(record));
                    String text = converted.text();
                    // what the target said it dropped is not compared: the ending (and so the result) or the numbering
                    boolean endingDropped =
                            converted.dropped().stream().anyMatch(m -> m.key().equals("convert.dropped.ending"));
                    List<GameRecord> back = loader.load(
                            InputEntry.of("converted." + writer.extension(), text.getBytes(StandardCharsets.UTF_8)),
                            null);
                    compared[0]++;
                    String before = facts(new Referee(Rulesets.JSA).judge(record), endingDropped);
                    String after = back.size() != 1 || !back.get(0).readable()
                            ? "unreadable: " + back
                            : facts(new Referee(Rulesets.JSA).judge(back.get(0)), endingDropped);
                    if (!before.equals(after)) {
                        differ.add(entry.name() + "#" + record.index() + "\n  was " + before + "\n  now " + after);
                    }
                }
            }

            @Override
            public void skipped(String name, Message reason) {}
        });
        assertTrue(compared[0] > 100, "corpus records compared: " + compared[0]);
        assertEquals("", String.join("\n", differ), differ.size() + " of " + compared[0] + " differ");
    }

    @Test
    void onlyKifAndUsiHoldToriShogi() {
        // docs/formats.md §7: KI2 and CSA cannot hold Tori Shogi; JKF's pieces are standard shogi's
        for (RecordFormat f : RecordFormat.values()) {
            boolean holds = f == RecordFormat.KIF || f == RecordFormat.USI;
            assertEquals(holds, Formats.writer(f).holds(Variants.TORI), f.name());
            assertTrue(Formats.writer(f).holds(Variants.STANDARD), f.name());
        }
    }

    /** What a conversion must keep; sources, locations and texts may differ. */
    private static String facts(Verdict v, boolean endingDropped) {
        String illegal = v.firstIllegal() == null
                ? "none"
                : v.firstIllegal().ply() + " " + v.firstIllegal().code();
        String repetition =
                v.repetition() == null ? "none" : String.valueOf(v.repetition().ply());
        String ending = v.recordedEnding() == null
                ? "none"
                : v.recordedEnding().reason() + " " + v.recordedEnding().winner() + " "
                        + v.recordedEnding().ply();
        String sfen = v.record().start().sfen();
        String start = sfen.substring(0, sfen.lastIndexOf(' ')); // the move number: KIF and CSA write none
        String facts = "moves=" + v.record().mainLine().moves().size() + " start=" + start + " illegal=" + illegal
                + " repetition=" + repetition;
        return endingDropped ? facts : facts + " result=" + Objects.toString(v.result()) + " ending=" + ending;
    }
}
