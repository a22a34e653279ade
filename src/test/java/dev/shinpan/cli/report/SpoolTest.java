package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import org.junit.jupiter.api.Test;

/** What the JUnit and HTML reports hold back stays in memory only up to a limit. */
class SpoolTest {

    @Test
    void pastTheLimitTheTextWaitsInAFileAndComesBackWhole() {
        StringBuilder expected = new StringBuilder();
        try (Spool spool = new Spool(100)) {
            for (int i = 0; i < 50; i++) {
                String piece = "<testcase name=\"record " + i + " ７五歩打\"/>\n";
                spool.append(piece);
                expected.append(piece);
            }
            assertFalse(spool.inMemory(), "moved to a temporary file");
            StringWriter out = new StringWriter();
            spool.drainTo(out);
            assertEquals(expected.toString(), out.toString());
            assertTrue(spool.inMemory(), "empty again after draining");
            spool.append("next suite");
            StringWriter again = new StringWriter();
            spool.drainTo(again);
            assertEquals("next suite", again.toString());
        }
    }

    @Test
    void belowTheLimitNothingIsWrittenToDisk() {
        try (Spool spool = new Spool(1000)) {
            spool.append("short");
            assertTrue(spool.inMemory());
        }
    }
}
