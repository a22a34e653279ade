package dev.shinpan.cli.terminal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.report.Lang;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** The command that starts shinpan again in a UTF-8 locale; the real relaunch runs in CheckProcessTest. */
class Utf8RelaunchTest {

    private static byte[] cmdline(String... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (String part : parts) {
            out.writeBytes(part.getBytes(StandardCharsets.UTF_8));
            out.write(0);
        }
        return out.toByteArray();
    }

    /** How a JVM in the C locale decodes an argument: each non-ASCII byte becomes U+FFFD. */
    private static String asAscii(String s) {
        return new String(s.getBytes(StandardCharsets.UTF_8), StandardCharsets.US_ASCII);
    }

    @Test
    void theArgumentsTravelAsTheirRawBytes() {
        byte[] cmdline = cmdline("/usr/bin/java", "-Xmx256m", "-jar", "shinpan.jar", "check", "香落ち.kif", "");
        String[] seen = {"check", asAscii("香落ち.kif"), ""};
        List<String> command = Utf8Relaunch.command(cmdline, seen, "/jdk/bin/java", Locale.JAPAN, Lang.JA.tag())
                .orElseThrow();
        assertEquals("/jdk/bin/java", command.get(0));
        assertEquals(
                List.of(
                        "-Duser.language=ja",
                        "-Duser.country=JP",
                        "-Dshinpan.lang=ja",
                        "-Xmx256m",
                        "-jar",
                        "shinpan.jar"),
                command.subList(2, command.size()));
        String property = command.get(1);
        assertTrue(property.startsWith("-D" + Utf8Relaunch.ARGUMENTS_PROPERTY + "="), property);
        assertTrue(property.chars().allMatch(c -> c < 0x80), "the command itself is ASCII: " + property);
        assertArrayEquals(
                new String[] {"check", "香落ち.kif", ""},
                Utf8Relaunch.decode(property.substring(property.indexOf('=') + 1)));
    }

    @Test
    void noArgumentsAtAll() {
        List<String> command = Utf8Relaunch.command(
                        cmdline("java", "-jar", "shinpan.jar"), new String[0], "java", Locale.ROOT, Lang.EN.tag())
                .orElseThrow();
        assertEquals(
                0, Utf8Relaunch.decode(command.get(1).substring(command.get(1).indexOf('=') + 1)).length);
    }

    @Test
    void aCommandLineThatDoesNotMatchTheArgumentsIsNotTrusted() {
        byte[] cmdline = cmdline("java", "-jar", "shinpan.jar", "check", "a.kif");
        assertTrue(Utf8Relaunch.command(cmdline, new String[] {"check", "b.kif"}, "java", Locale.ROOT, Lang.EN.tag())
                .isEmpty());
        byte[] nonAsciiJar = cmdline("java", "-jar", "将棋/shinpan.jar", "check");
        assertTrue(
                Utf8Relaunch.command(nonAsciiJar, new String[] {"check"}, "java", Locale.ROOT, Lang.EN.tag())
                        .isEmpty(),
                "a JVM option that cannot survive the trip");
    }
}
