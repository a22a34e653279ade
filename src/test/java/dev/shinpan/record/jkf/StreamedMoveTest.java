package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.record.jkf.ExpectedJson.Token;
import dev.shinpan.record.jkf.ExpectedJson.Unusual;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import org.junit.jupiter.api.Test;

/**
 * The in-place reading of a move written as writers save it ({@code StreamedMove.compact}): it
 * takes exactly the shapes below and leaves everything else to the key-by-key reading, which
 * {@code StreamedJkfTest} holds to the general path. If it took nothing, the JKF reader would
 * still be right but a third slower; these tests say which shapes it must take.
 */
class StreamedMoveTest {

    private static final Square SEVEN_SIX = Square.of(7, 6);
    private static final PieceType PAWN = Variants.STANDARD.bySfen('P', false).orElseThrow();
    private static final PieceType SILVER = Variants.STANDARD.bySfen('S', false).orElseThrow();

    /** The move read in place from the text (one move object), or null where it is left to the general reading. */
    private static WrittenMove quick(String text, Square previous) throws Unusual {
        char[] chars = (text + "\u0000\u0000").toCharArray(); // characters past the text are not its own
        ExpectedJson json = new ExpectedJson(chars, text.length());
        json.expect(Token.START_OBJECT);
        StreamedMove move = new StreamedMove(json);
        WrittenMove read = move.compact(previous, json.tokenLine(), json.tokenColumn());
        if (read != null) {
            json.current(Token.END_OBJECT);
            assertNull(json.next(), "the move object is read to its end");
            assertEquals(text, move.text().text());
            assertEquals(1, move.text().column());
        }
        return read;
    }

    @Test
    void theShapesWritersSaveAreReadInPlace() throws Unusual {
        assertEquals(
                WrittenMove.boardMove(Side.BLACK, Square.of(7, 7), SEVEN_SIX, PAWN, false),
                quick("{\"color\":0,\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}", null));
        assertEquals(
                new WrittenMove(Side.WHITE, null, SEVEN_SIX, PAWN, null, false),
                quick("{\"color\":1,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}", null));
        assertEquals(
                WrittenMove.boardMove(Side.BLACK, Square.of(6, 7), SEVEN_SIX, SILVER, true),
                quick(
                        "{\"color\":0,\"from\":{\"x\":6,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"GI\",\"same\":true,"
                                + "\"promote\":true}",
                        SEVEN_SIX));
        assertEquals(
                WrittenMove.boardMove(Side.BLACK, Square.of(6, 7), SEVEN_SIX, SILVER, false),
                quick(
                        "{\"color\":0,\"from\":{\"x\":6,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"GI\",\"promote\":false}",
                        null));
    }

    @Test
    void anyOtherWritingIsLeftToTheKeyByKeyReading() throws Unusual {
        String[] others = {
            "{\"color\": 0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}", // a blank
            "{\"color\":0,\"to\":{\"x\":7,\"y\":6},\n\"piece\":\"FU\"}", // a line break
            "{\"to\":{\"x\":7,\"y\":6},\"color\":0,\"piece\":\"FU\"}", // another order
            "{\"color\":2,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"}", // no such side
            "{\"color\":0,\"to\":{\"x\":0,\"y\":6},\"piece\":\"FU\"}", // no such square
            "{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"XX\"}", // no such piece
            "{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"capture\":\"KI\"}", // a key it does not read
            "{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"same\":true}", // same, no previous move
            "{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"", // cut off
        };
        for (String text : others) {
            assertNull(quick(text, null), text);
        }
        assertNull(
                quick("{\"color\":0,\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\",\"same\":true}", Square.of(7, 5)),
                "same, the previous move elsewhere");
    }
}
