package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.util.List;
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

    @Test
    void escapingTwiceChangesNothing() {
        String once = TerminalText.name("a\u001b[31m\u202e\nb");
        assertEquals(once, TerminalText.name(once));
    }

    @Test
    void everyTextArgumentOfAMessageIsEscapedAtAnyDepth() {
        Message m = Message.of(
                "report.game",
                Message.join(
                        "report.game.separator",
                        List.of("Cup\u001b[2J", Message.of("report.game.site", "Tokyo\r\nforged"))));
        String shown = Catalogue.english().render(TerminalText.message(m));
        assertEquals(
                Catalogue.english()
                        .render(Message.of(
                                "report.game",
                                Message.join(
                                        "report.game.separator",
                                        List.of("Cup\\x1b[2J", Message.of("report.game.site", "Tokyo\\r\\nforged"))))),
                shown);
        Message plain = Message.of("report.game.site", "東京");
        assertSame(plain, TerminalText.message(plain), "nothing to escape: the same message");
    }

    @Test
    void shellWordsQuoteAsLsShellEscapeDoes() {
        assertEquals("game.kif", TerminalText.shellWord("game.kif"));
        assertEquals("大会/第1局.kif", TerminalText.shellWord("大会/第1局.kif"));
        assertEquals("'a b.kif'", TerminalText.shellWord("a b.kif"));
        assertEquals("'it'\\''s.kif'", TerminalText.shellWord("it's.kif"));
        assertEquals("'$HOME;x'", TerminalText.shellWord("$HOME;x"));
        assertEquals("'#x'", TerminalText.shellWord("#x"));
        assertEquals("a#x", TerminalText.shellWord("a#x"));
        assertEquals("''", TerminalText.shellWord(""));
        assertEquals("$'a\\nb.kif'", TerminalText.shellWord("a\nb.kif"));
        assertEquals("$'\\x1b[31m\\u202e it\\'s \\\\.kif'", TerminalText.shellWord("\u001b[31m\u202e it's \\.kif"));
    }
}
