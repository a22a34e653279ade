package dev.shinpan.record.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import dev.shinpan.record.MoveTime;
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
    @CsvSource(delimiter = '|', value = {
        " 0:16/00:00:16        | 16     | 16",     // Kakinoki
        "0:23/0:0:23           | 23     | 23",     // 81Dojo
        "00:31 / 00:00:31      | 31     | 31",     // Shogidokoro
        "90:00/1:30:00         | 5400   | 5400",   // minutes above 59
        " 1:02/01:02:03        | 62     | 3723",
        "0:01.5/0:00:01.5      | 1.5    | 1.5",    // fractional seconds
        "1:00:00/2:00:00       | 3600   | 7200",   // h:mm:ss before the slash
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
    @ValueSource(strings = {"", "/", "12", "0:1x/0:00:01", "1:2:3:4/", "0:01/0:00:0a", ":05/", "0:/", "0:01..5/",
        "1234567890:00/", "0:01/12", "－0:01/"})
    void anythingElseIsNoTime(String inside) {
        assertNull(parse(inside), inside);
    }
}
