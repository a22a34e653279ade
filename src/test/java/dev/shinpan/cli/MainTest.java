package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MainTest {

    /** An internal error's text may quote a record or a file name: it reaches the terminal escaped. */
    @Test
    void anInternalErrorIsSaidInTerminalText() {
        assertEquals(
                "shinpan: internal error: java.lang.IllegalStateException: move \\x1b[2J\\u202e at line 3",
                Main.internalError(new IllegalStateException("move \u001b[2J\u202e at line 3")));
    }
}
