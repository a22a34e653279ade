package dev.shinpan.cli.commands;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.Cli;
import dev.shinpan.cli.batch.ExitCodes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shinpan points}: what it says of each side's declaration. */
class PointsCommandTest {

    @TempDir
    Path tmp;

    /**
     * After 1.７六歩 White is to move; a declaration by Black then fails its first condition, and the
     * condition names the side actually to move (White), not the declarer.
     */
    @Test
    void theTurnConditionNamesTheSideActuallyToMove() throws IOException {
        Path kif = tmp.resolve("one.kif");
        Files.writeString(kif, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n");
        Cli text = Cli.run("points", "--lang", "en", kif.toString());
        assertEquals(ExitCodes.OK, text.exit(), text.err());
        assertTrue(text.out().contains("after ply 1, White to move"), text.out());
        String black = text.out()
                .substring(
                        text.out().indexOf("Declaration by Black"), text.out().indexOf("Declaration by White"));
        String white = text.out().substring(text.out().indexOf("Declaration by White"));
        assertTrue(black.contains("✗ the declarer is to move: White to move"), black);
        assertTrue(white.contains("✓ the declarer is to move: White to move"), white);
        assertFalse(text.out().contains("Black to move"), text.out());

        Cli ja = Cli.run("points", "--lang", "ja", kif.toString());
        assertTrue(ja.out().contains("✗ 宣言者の手番：後手番"), ja.out());
        assertFalse(ja.out().contains("先手番"), ja.out());

        JsonNode json = new ObjectMapper()
                .readTree(Cli.run("points", "--format", "json", kif.toString()).out());
        for (String side : new String[] {"black", "white"}) {
            JsonNode turn = json.at("/declarations/" + side + "/conditions/0");
            assertEquals("declarer-to-move", turn.get("id").asText());
            assertEquals("White to move", turn.get("actual").asText(), side);
            assertEquals(side.equals("white"), turn.get("met").asBoolean(), side);
        }
    }
}
