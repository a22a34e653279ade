package dev.shinpan.adjudicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** One game as ShogiHome wrote it in KIF (Shift_JIS) and converted it to CSA V3: one fingerprint. */
class FingerprintTest {

    private static GameRecord read(String name) throws IOException {
        try (InputStream in = FingerprintTest.class.getResourceAsStream("/fingerprint/" + name)) {
            List<GameRecord> records = new RecordLoader().load(InputEntry.of(name, in.readAllBytes()), null);
            assertEquals(1, records.size());
            return records.get(0);
        }
    }

    @Test
    void aGameAsKifAndAsCsaHasOneFingerprint() throws IOException {
        Fingerprint fingerprint = new Fingerprint();
        GameRecord kif = read("game.kif");
        GameRecord csa = read("game.csa");
        assertNotEquals(kif.format(), csa.format());
        Fingerprint.Print a = fingerprint.of(kif);
        Fingerprint.Print b = fingerprint.of(csa);
        assertEquals(a.hex(), b.hex());
        assertEquals(Fingerprint.HEX_DIGITS, a.hex().length());
        assertEquals(kif.mainLine().moves().size(), a.plies());
        assertArrayEquals(a.plyHashes(), b.plyHashes());
    }

    @Test
    void aTruncatedCopySharesThePlyHashesOfItsMoves() throws IOException {
        Fingerprint fingerprint = new Fingerprint();
        GameRecord kif = read("game.kif");
        Fingerprint.Print whole = fingerprint.of(kif);
        GameRecord truncated = new GameRecord(kif.source(), 0, kif.format(), kif.encoding(), kif.header(),
                kif.start(), List.of(), new dev.shinpan.record.Line(kif.mainLine().moves().subList(0, 4), List.of()),
                List.of());
        Fingerprint.Print part = fingerprint.of(truncated);
        assertNotEquals(whole.hex(), part.hex());
        assertEquals(whole.plyHashes()[3], part.lineHash());
        assertArrayEquals(Arrays.copyOf(whole.plyHashes(), 4), part.plyHashes());
    }

    /**
     * The fingerprint a batch takes from the referee's replay (the game played once) is the one
     * taken by playing the record again, for every record of the test corpus and every ruleset of
     * its game: records with fouls, repetitions and moves after the end included.
     */
    @Test
    void theFingerprintFromTheReplayIsTheFingerprintOfTheRecord() {
        RecordLoader loader = new RecordLoader();
        Fingerprint fromReplay = new Fingerprint();
        Fingerprint fromRecord = new Fingerprint();
        java.util.Map<Ruleset, Referee> referees = new java.util.HashMap<>();
        int[] counts = {0, 0};
        Inputs.walk(List.of(Path.of("src/test/resources/corpus")), new Inputs.Visitor() {
            @Override
            public void entry(InputEntry entry) {
                for (GameRecord record : loader.load(entry, null)) {
                    if (!record.readable()) {
                        continue;
                    }
                    Fingerprint.Print expected = fromRecord.of(record);
                    for (Ruleset ruleset : Rulesets.all()) {
                        if (ruleset.variant() != record.variant()) {
                            continue;
                        }
                        Referee referee = referees.computeIfAbsent(ruleset, Referee::new);
                        referee.judge(record);
                        Fingerprint.Print got = referee.fingerprint(fromReplay, record);
                        String what = entry.name() + "#" + record.index() + " under " + ruleset.name();
                        assertEquals(expected.hex(), got.hex(), what);
                        assertArrayEquals(expected.plyHashes(), got.plyHashes(), what);
                        assertEquals(expected.lineHash(), got.lineHash(), what);
                        counts[0]++;
                    }
                    counts[1] += record.mainLine().moves().size();
                }
            }

            @Override
            public void skipped(String name, Message reason) {
            }
        });
        assertTrue(counts[0] > 1000, "record × ruleset pairs compared: " + counts[0]);
    }

    /**
     * The fingerprint reads a start's SFEN as the record keeps it: for every preset and every
     * variant's start, that is the canonical SFEN its position writes, as for a start of its own.
     */
    @Test
    void everyStartKeepsItsCanonicalSfen() {
        for (dev.shinpan.rules.Handicap h : dev.shinpan.rules.Handicap.values()) {
            dev.shinpan.record.StartPosition start = dev.shinpan.record.StartPosition.of(h, null);
            assertEquals(start.position().toSfen(), start.sfen(), h.id());
        }
        for (dev.shinpan.rules.Variant v : dev.shinpan.rules.Variants.all()) {
            dev.shinpan.record.StartPosition start = dev.shinpan.record.StartPosition.initial(v, null);
            assertEquals(start.position().toSfen(), start.sfen(), v.name());
        }
    }
}
