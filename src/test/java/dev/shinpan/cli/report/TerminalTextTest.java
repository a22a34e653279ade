package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class TerminalTextTest {

    @Test
    void ordinaryNamesPassUnchanged() {
        String name = "大会/第1局 香落ち.kif";
        assertSame(name, TerminalText.name(name));
    }

    @Test
    void controlCharactersAreEscaped() {
        assertEquals("a\\nb\\rc\\td", TerminalText.name("a\nb\rc\td"));
        assertEquals("\\x1b[31mred\\x00\\x7f", TerminalText.name("\u001b[31mred\u0000\u007f"));
        assertEquals("c1\\u009bx", TerminalText.name("c1\u009bx"), "C1 CSI, an escape sequence on its own");
        assertEquals("line\\u2028sep", TerminalText.name("line\u2028sep"));
    }

    @Test
    void bidiControlsAreEscapedSoNamesShowInTheirRealOrder() {
        assertEquals("evil\\u202efik.exe", TerminalText.name("evil\u202efik.exe"));
        assertEquals("\\u2066x\\u2069\\u200f", TerminalText.name("\u2066x\u2069\u200f"));
    }
}
