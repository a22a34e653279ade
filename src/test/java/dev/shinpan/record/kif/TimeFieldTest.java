package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.MoveTime;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The KIF time field in the shapes real apps write (docs/formats.md §1.5), and what is no time. */
class TimeFieldTest {

    private static MoveTime parse(String inside) {
        char[] chars = ("(" + inside + ")").toCharArray();
        return TimeField.parse(chars, 1, chars.length - 1);
    }

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                " 0:16/00:00:16        | 16     | 16", // Kakinoki
                "0:23/0:0:23           | 23     | 23", // 81Dojo
                "00:31 / 00:00:31      | 31     | 31", // Shogidokoro
                "90:00/1:30:00         | 5400   | 5400", // minutes above 59
                " 1:02/01:02:03        | 62     | 3723",
                "0:01.5/0:00:01.5      | 1.5    | 1.5", // fractional seconds
                "1:00:00/2:00:00       | 3600   | 7200", // h:mm:ss before the slash
                "0:00/00:00:00         | 0      | 0",
            })
    void readsEveryShapeRealAppsWrite(String inside, double seconds, double total) {
        MoveTime t = parse(inside);
        assertEquals(seconds, t.seconds());
        assertEquals(total, t.totalSeconds());
    }

    @ParameterizedTest
    @ValueSource(strings = {" 0:5/", "0:05", " 0:05 / "})
    void aMissingTotalIsNoTotal(String inside) {
        MoveTime t = parse(inside);
        assertEquals(5.0, t.seconds());
        assertNull(t.totalSeconds());
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "",
                "/",
                "12",
                "0:1x/0:00:01",
                "1:2:3:4/",
                "0:01/0:00:0a",
                ":05/",
                "0:/",
                "0:01..5/",
                "1234567890:00/",
                "0:01/12",
                "－0:01/"
            })
    void anythingElseIsNoTime(String inside) {
        assertNull(parse(inside), inside);
    }

    @ParameterizedTest
    @ValueSource(strings = {"( 0:16/00:00:16)", "(12:59/01:59:59)", "( 0:00/00:00:00)", "(99:99/99:99:99)"})
    void theCommonShapeIsReadAtFixedPlaces(String field) {
        char[] chars = (field + " ").toCharArray();
        MoveTime fixed = TimeField.fixed(chars, 0, chars.length);
        assertNotNull(fixed, field);
        assertEquals(parse(field.substring(1, field.length() - 1)), fixed);
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                "(0:16/00:00:16)",
                "( 0:16/0:00:16)",
                "( 0:16/00:00:16",
                "（ 0:16/00:00:16）",
                "( 0:1a/00:00:16)",
                "(100:0/00:00:16)",
                "( 0.1/00:00:16)",
                "( 0:16 00:00:16)",
                "(-0:16/00:00:16)"
            })
    void otherShapesAreLeftToTheGeneralReading(String field) {
        char[] chars = field.toCharArray();
        assertNull(TimeField.fixed(chars, 0, chars.length), field);
    }

    /**
     * Fields near the common shape, changed character by character: wherever the fixed reading
     * takes one, the general reading of the text up to the first closing parenthesis gives the same
     * time, and that parenthesis is the sixteenth character.
     */
    @Test
    void theFixedReadingAgreesWithTheGeneralOne() {
        Random random = new Random(20261201);
        char[] alphabet = " 0123456789:/).-x（）\t".toCharArray();
        int taken = 0;
        for (int round = 0; round < 200_000; round++) {
            char[] chars = String.format(
                            "(%2d:%02d/%02d:%02d:%02d)  ",
                            random.nextInt(100),
                            random.nextInt(100),
                            random.nextInt(100),
                            random.nextInt(100),
                            random.nextInt(100))
                    .toCharArray();
            for (int edits = random.nextInt(3); edits > 0; edits--) {
                chars[random.nextInt(chars.length)] = alphabet[random.nextInt(alphabet.length)];
            }
            MoveTime fixed = TimeField.fixed(chars, 0, chars.length);
            if (fixed == null) {
                continue;
            }
            taken++;
            int close = 1;
            while (chars[close] != ')' && chars[close] != '）') {
                close++;
            }
            String shown = new String(chars);
            assertEquals(15, close, shown);
            assertEquals(TimeField.parse(chars, 1, close), fixed, shown);
        }
        assertTrue(taken > 50_000, "too few fields in the common shape: " + taken);
    }
}
