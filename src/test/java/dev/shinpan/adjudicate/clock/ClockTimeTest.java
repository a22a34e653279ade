package dev.shinpan.adjudicate.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Times as a clock shows them: minutes and seconds, hours once there are any, the fraction a record wrote. */
class ClockTimeTest {

    @ParameterizedTest
    @CsvSource({
        "0, 0:00",
        "5, 0:05",
        "65, 1:05",
        "600, 10:00",
        "3599, 59:59",
        "3600, 1:00:00",
        "3723, 1:02:03",
        "36000, 10:00:00",
        "6.123, 0:06.123",
        "6.1, 0:06.1",
        "6.05, 0:06.05",
        "6.007, 0:06.007",
        "59.9996, 1:00",
        "-12, -0:12",
        "-0.5, -0:00.5",
    })
    void asAClockShowsIt(double seconds, String shown) {
        assertEquals(shown, ClockTime.of(seconds));
    }
}
