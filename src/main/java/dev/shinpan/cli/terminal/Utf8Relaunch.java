package dev.shinpan.cli.terminal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Makes file names work in the C/POSIX locale (LANG=C or unset, common in CI and cron). There the
 * JVM decodes arguments and file names as US-ASCII ({@code sun.jnu.encoding}, fixed at start-up
 * from the locale and not settable): a Japanese name arrives as {@code ?????} and cannot be opened,
 * and names found in a directory print as U+FFFD. The only cure is a JVM started in a UTF-8
 * locale, so shinpan starts its own command again under {@code LC_ALL=C.UTF-8}, passing the
 * arguments as the raw bytes the kernel holds ({@code /proc/self/cmdline}), hex-encoded in a
 * system property because the JVM would mangle them again on the way out.
 *
 * <p>Other non-UTF-8 locales (EUC-JP, Shift_JIS) are left alone: there Java decodes names the way
 * the system encodes them, so they already work.
 */
public final class Utf8Relaunch {

    /** The arguments, as hex of their UTF-8 bytes, each prefixed by 'x' and separated by commas. */
    static final String ARGUMENTS_PROPERTY = "shinpan.argv";
    /** The JVM property by which the relaunched shinpan is told the language its parent chose (a tag). */
    public static final String CHOSEN_LANGUAGE = "shinpan.lang";
    /** Set in the started JVM's environment, so that it never starts another. */
    public static final String MARKER = "SHINPAN_UTF8_RELAUNCH";

    private static final Path CMDLINE = Path.of("/proc/self/cmdline");

    private Utf8Relaunch() {}

    /**
     * Runs the command again in a UTF-8 locale when this JVM cannot handle non-ASCII names; its exit
     * code. Interrupted while the other runs, it stops the wait and says so.
     */
    public static OptionalInt runIfNeeded(String[] args, String language) throws InterruptedException {
        if (!Charset.forName(System.getProperty("sun.jnu.encoding", "UTF-8")).equals(StandardCharsets.US_ASCII)
                || System.getenv(MARKER) != null
                || !Files.isReadable(CMDLINE)) {
            return OptionalInt.empty();
        }
        try {
            Optional<List<String>> command =
                    command(Files.readAllBytes(CMDLINE), args, javaCommand(), Locale.getDefault(), language);
            if (command.isEmpty()) {
                return OptionalInt.empty();
            }
            ProcessBuilder child = new ProcessBuilder(command.get()).inheritIO();
            child.environment().put("LC_ALL", "C.UTF-8");
            child.environment().put(MARKER, "1");
            Process process = child.start();
            // Stopped by a signal (timeout, kill), this JVM takes the one it started along.
            Runtime.getRuntime().addShutdownHook(new Thread(process::destroy));
            return OptionalInt.of(process.waitFor());
        } catch (IOException e) {
            return OptionalInt.empty();
        }
    }

    /** The arguments to use: those passed by the JVM that started this one, else the JVM's own. */
    public static String[] arguments(String[] args) {
        String encoded = System.getProperty(ARGUMENTS_PROPERTY);
        return encoded == null ? args : decode(encoded);
    }

    private static String javaCommand() {
        return ProcessHandle.current()
                .info()
                .command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * The command that starts this program again with the same JVM options, or empty when the
     * command line cannot be trusted: its tail must be exactly the arguments main() received, and
     * what comes before them must be plain ASCII to survive the trip.
     *
     * @param cmdline the NUL-terminated arguments of this process as the kernel holds them
     * @param language the tag of the language the user's variables ask for
     */
    static Optional<List<String>> command(byte[] cmdline, String[] args, String java, Locale locale, String language) {
        List<byte[]> parts = split(cmdline);
        int first = parts.size() - args.length;
        if (first < 2) {
            return Optional.empty();
        }
        for (int i = 0; i < args.length; i++) {
            if (!new String(parts.get(first + i), StandardCharsets.US_ASCII).equals(args[i])) {
                return Optional.empty();
            }
        }
        List<String> command = new ArrayList<>();
        command.add(java);
        command.add("-D" + ARGUMENTS_PROPERTY + "=" + encode(parts.subList(first, parts.size())));
        // The user's language for --lang's default, which LC_ALL=C.UTF-8 would otherwise reset.
        command.add("-Duser.language=" + locale.getLanguage());
        command.add("-Duser.country=" + locale.getCountry());
        // the child runs under LC_ALL=C.UTF-8, which would hide the language the user's variables ask for
        command.add("-D" + CHOSEN_LANGUAGE + "=" + language);
        for (byte[] option : parts.subList(1, first)) {
            for (byte b : option) {
                if (b < 0) {
                    return Optional.empty();
                }
            }
            command.add(new String(option, StandardCharsets.US_ASCII));
        }
        return Optional.of(command);
    }

    private static List<byte[]> split(byte[] cmdline) {
        List<byte[]> parts = new ArrayList<>();
        ByteArrayOutputStream part = new ByteArrayOutputStream();
        for (byte b : cmdline) {
            if (b == 0) {
                parts.add(part.toByteArray());
                part.reset();
            } else {
                part.write(b);
            }
        }
        if (part.size() > 0) {
            parts.add(part.toByteArray());
        }
        return parts;
    }

    static String encode(List<byte[]> args) {
        List<String> hex = new ArrayList<>();
        for (byte[] arg : args) {
            hex.add("x" + HexFormat.of().formatHex(arg));
        }
        return String.join(",", hex);
    }

    static String[] decode(String encoded) {
        if (encoded.isEmpty()) {
            return new String[0];
        }
        String[] hex = encoded.split(",", -1);
        String[] args = new String[hex.length];
        for (int i = 0; i < hex.length; i++) {
            args[i] = new String(HexFormat.of().parseHex(hex[i].substring(1)), StandardCharsets.UTF_8);
        }
        return args;
    }
}
