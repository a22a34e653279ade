package dev.shinpan.cli.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The set of files a convert run wrote: every new name is new, every name seen before is seen. */
class PathHashesTest {

    @Test
    void aNameIsNewOnceAndThenKnownHoweverItIsSpelt() {
        PathHashes seen = new PathHashes();
        int n = 200_000; // past many doublings of the table
        for (int i = 0; i < n; i++) {
            assertTrue(seen.add(Path.of("out", "games" + i % 97, "game-" + i + ".csa")), "new: " + i);
        }
        assertEquals(n, seen.size());
        for (int i = 0; i < n; i += 7) {
            assertFalse(seen.add(Path.of("out", "games" + i % 97, "game-" + i + ".csa")), "again: " + i);
        }
        assertFalse(seen.add(Path.of("out/./games1/../games1/game-1.csa")), "the same file by another spelling");
        assertEquals(n, seen.size());
    }
}
