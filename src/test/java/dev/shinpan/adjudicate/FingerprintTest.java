package dev.shinpan.adjudicate;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.Formats;
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
        GameRecord truncated = new GameRecord(
                kif.source(),
                0,
                kif.format(),
                kif.encoding(),
                kif.header(),
                kif.start(),
                List.of(),
                new dev.shinpan.record.Line(kif.mainLine().moves().subList(0, 4), List.of()),
                List.of());
        Fingerprint.Print part = fingerprint.of(truncated);
        assertNotEquals(whole.hex(), part.hex());
        assertEquals(whole.plyHashes()[3], part.movesHash());
        assertArrayEquals(Arrays.copyOf(whole.plyHashes(), 4), part.plyHashes());
    }

    private static GameRecord kif(String name, String moves) {
        String text = "手合割：平手\n手数----指手---------消費時間--\n" + moves;
        List<GameRecord> records = new RecordLoader()
                .load(InputEntry.of(name, text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), null);
        assertEquals(1, records.size());
        return records.get(0);
    }

    /** Ply 3 moves a pawn from an empty square: the board cannot carry it out. */
    private static final String TO_THE_FOUL = "1 ７六歩(77)\n2 ３四歩(33)\n3 ５五歩(56)\n";

    /**
     * A record cut at a move the board cannot carry out and one that goes on after it are two games:
     * the moves after such a move count as written, and the ending counts.
     */
    @Test
    void movesAfterAFoulTheBoardCannotCarryOutAndTheEndingCount() {
        Fingerprint fingerprint = new Fingerprint();
        Fingerprint.Print cut = fingerprint.of(kif("cut.kif", TO_THE_FOUL + "4 投了\n"));
        Fingerprint.Print on = fingerprint.of(kif("on.kif", TO_THE_FOUL + "4 ８四歩(83)\n5 投了\n"));
        Fingerprint.Print otherMove = fingerprint.of(kif("other.kif", TO_THE_FOUL + "4 ８四歩(82)\n5 投了\n"));
        Fingerprint.Print otherEnd = fingerprint.of(kif("end.kif", TO_THE_FOUL + "4 中断\n"));
        assertEquals(3, cut.plies());
        assertEquals(4, on.plies());
        assertNotEquals(cut.hex(), on.hex());
        assertNotEquals(on.hex(), otherMove.hex(), "a move after the foul, as written, counts");
        assertNotEquals(cut.hex(), otherEnd.hex(), "the ending counts");
        assertEquals(cut.movesHash(), otherEnd.movesHash(), "the moves alone are the same");
        assertNotEquals(cut.lineHash(), otherEnd.lineHash());
        assertEquals(cut.movesHash(), on.plyHashes()[2], "the cut record's moves are a prefix of the other's");
        assertEquals(
                fingerprint
                        .of(kif("again.kif", TO_THE_FOUL + "4 ８四歩(83)\n5 投了\n"))
                        .hex(),
                on.hex());
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
        Inputs.walk(Formats.inputNames(), List.of(Path.of("src/test/resources/corpus")), new Inputs.Visitor() {
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
            public void skipped(String name, Message reason) {}
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
