package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.zip.CRC32;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Through {@code check}, text and JSON: an illegal move in a variation, a book past the limit on
 * variations, a Notepad "Unicode" file and a zip made on Japanese Windows.
 */
class ReadingEdgesCheckTest {

    private static final String GAME =
            "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２六歩(27)\n   4 ８四歩(83)\n   5 投了\n";

    @TempDir
    Path tmp;

    private static JsonNode json(Cli r) throws IOException {
        return new ObjectMapper().readTree(r.out()).get("records").get(0);
    }

    @Test
    void anIllegalMoveInAVariationIsAWarningAndTheVerdictStays() throws IOException {
        Path kif = Files.writeString(tmp.resolve("v.kifu"), GAME + "\n変化：3手\n   3 ５五歩打\n");
        Cli text = Cli.run("check", "--lang", "en", kif.toString());
        assertEquals(ExitCodes.OK, text.exit(), text.out());
        assertTrue(
                text.out()
                        .contains("Warning line 10:6 '５五歩打': an illegal move in the variation from move 3:"
                                + " ５五歩打, not-in-hand (持っていない駒を打った) — Black has no pawn in hand"),
                text.out());
        assertTrue(text.out().contains("Status: ok"), text.out());
        JsonNode record = json(Cli.run("check", "--format", "json", kif.toString()));
        assertEquals("ok", record.get("status").asText());
        assertEquals(10, record.get("warnings").get(0).get("line").asInt());
        assertTrue(record.get("warnings").get(0).get("message").asText().contains("variation from move 3"));
    }

    @Test
    void aBookPastTheLimitOnVariationsIsJudged() throws IOException {
        StringBuilder kif = new StringBuilder(GAME);
        for (int i = 0; i < 5; i++) {
            kif.append("\n変化：3手\n   3 ５六歩(57)\n");
        }
        Path file = Files.writeString(tmp.resolve("book.kifu"), kif);
        Cli r = Cli.run("check", "--format", "json", "--limit", "variations=2", file.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        JsonNode record = json(r);
        assertEquals("ok", record.get("status").asText());
        assertEquals(1, record.get("warnings").size(), record.toString());
        assertTrue(record.get("warnings").get(0).get("message").asText().contains("variations=2"));
        assertEquals("resignation", record.get("result").get("reason").asText());
    }

    @Test
    void notepadUnicodeIsRead() throws IOException {
        for (Charset cs : new Charset[] {StandardCharsets.UTF_16LE, StandardCharsets.UTF_16BE}) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            bytes.writeBytes("\uFEFF".getBytes(cs));
            bytes.writeBytes(GAME.replace("\n", "\r\n").getBytes(cs));
            Path file = Files.write(tmp.resolve("notepad.kif"), bytes.toByteArray());
            Cli r = Cli.run("check", "--lang", "en", file.toString());
            assertEquals(ExitCodes.OK, r.exit(), r.out());
            assertTrue(r.out().contains("notepad.kif — KIF, " + cs.name() + ", shogi"), r.out());
            assertEquals(
                    cs.name(),
                    json(Cli.run("check", "--format", "json", file.toString()))
                            .get("encoding")
                            .asText());
        }
    }

    @Test
    void aJapaneseWindowsZipShowsItsNames() throws IOException {
        Path zip = tmp.resolve("windows.zip");
        byte[] game = GAME.getBytes(Charset.forName("windows-31j"));
        try (ZipArchiveOutputStream out = new ZipArchiveOutputStream(zip)) {
            out.setEncoding("windows-31j"); // CP932 names, and no UTF-8 flag: as Japanese Windows writes them
            out.setUseLanguageEncodingFlag(false);
            out.setCreateUnicodeExtraFields(ZipArchiveOutputStream.UnicodeExtraFieldPolicy.NEVER);
            ZipArchiveEntry entry = new ZipArchiveEntry("第１局/対局表.kif");
            entry.setMethod(ZipArchiveEntry.STORED);
            CRC32 crc = new CRC32();
            crc.update(game);
            entry.setCrc(crc.getValue());
            entry.setSize(game.length);
            out.putArchiveEntry(entry);
            out.write(game);
            out.closeArchiveEntry();
        }
        Cli r = Cli.run("check", "--lang", "en", zip.toString());
        assertEquals(ExitCodes.OK, r.exit(), r.out());
        assertTrue(r.out().contains(zip + "!/第１局/対局表.kif — KIF, windows-31j"), r.out());
        assertEquals(
                zip + "!/第１局/対局表.kif",
                json(Cli.run("check", "--format", "json", zip.toString()))
                        .get("source")
                        .asText());
    }
}
