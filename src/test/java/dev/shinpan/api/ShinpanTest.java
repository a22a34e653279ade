package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShinpanTest {

    @Test
    void judgesTheNifuSampleAsNifu() throws Exception {
        List<GameRecord> records = Shinpan.read(Path.of("samples/nifu.kif"));
        assertEquals(1, records.size());
        Verdict verdict = Shinpan.judge(records.get(0));
        assertEquals("nifu", verdict.firstIllegal().code().code());
        assertEquals(
                "nifu",
                Shinpan.judge(records.get(0), "csa").firstIllegal().code().code());
    }

    @Test
    void anUnreadableRecordIsAVerdictNotAnException() {
        List<GameRecord> records = Shinpan.read("junk.txt", "not a game record\n".getBytes(StandardCharsets.UTF_8));
        Verdict verdict = Shinpan.judge(records.get(0));
        assertEquals(Verdict.Status.UNREADABLE, verdict.status());
        assertFalse(records.get(0).problems().isEmpty());
    }

    @Test
    void anUnknownRulesetNameIsRefused() throws Exception {
        GameRecord record = Shinpan.read(Path.of("samples/nifu.kif")).get(0);
        assertThrows(IllegalArgumentException.class, () -> Shinpan.judge(record, "no-such-rules"));
    }

    @Test
    void playsUsiMovesAsPythonChessPushUsi() {
        Position position = Position.start(Variants.STANDARD);
        Move first = Shinpan.playUsi(position, "7g7f");
        assertEquals("7g7f", first.usi());
        Shinpan.playUsi(position, "3c3d");
        Move promotion = Shinpan.playUsi(position, "8h2b+");
        assertEquals(true, promotion.promote());
        assertEquals("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", position.toSfen());
        assertThrows(IllegalArgumentException.class, () -> Shinpan.playUsi(position, "5a5c"));
        assertEquals("lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", position.toSfen());
    }
}
