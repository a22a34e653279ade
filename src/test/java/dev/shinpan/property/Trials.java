package dev.shinpan.property;

import java.util.Locale;
import java.util.OptionalLong;
import java.util.stream.LongStream;

/**
 * Which cases a property tries. Case {@code i} of a run draws everything it needs from a seed of
 * its own, derived from the run's base seed, so a failing case replays alone from that seed. Set
 * by system properties, which Maven hands on to the tests:
 * <ul>
 * <li>{@code -Dshinpan.property.tries=5000}: cases per property (a default per property keeps
 *     {@code mvn verify} quick);</li>
 * <li>{@code -Dshinpan.property.seed=0x…}: another base seed, other cases (the default is fixed, so
 *     that a build tests the same cases every time and a red build is red for everyone);</li>
 * <li>{@code -Dshinpan.property.replay=0x…}: only the case of that seed, as a failure names it.</li>
 * </ul>
 *
 * @param replay the seed of the one case to run, when replaying
 */
record Trials(int tries, long baseSeed, OptionalLong replay) {

    static final String TRIES = "shinpan.property.tries";
    static final String SEED = "shinpan.property.seed";
    static final String REPLAY = "shinpan.property.replay";

    static final long DEFAULT_SEED = 0x5817_2A4E_0C0F_FEE5L;

    /** The settings the system properties give, with this property's default number of tries. */
    static Trials fromSystemProperties(int defaultTries) {
        String tries = System.getProperty(TRIES);
        String seed = System.getProperty(SEED);
        String replay = System.getProperty(REPLAY);
        return new Trials(
                tries == null || tries.isBlank() ? defaultTries : Integer.parseInt(tries.strip()),
                seed == null || seed.isBlank() ? DEFAULT_SEED : parseSeed(seed),
                replay == null || replay.isBlank() ? OptionalLong.empty() : OptionalLong.of(parseSeed(replay)));
    }

    /** The seeds of the cases to run: the replayed one, or one per try. */
    LongStream seeds() {
        return replay.isPresent()
                ? LongStream.of(replay.getAsLong())
                : LongStream.range(0, tries).map(i -> caseSeed(baseSeed, i));
    }

    /** SplitMix64 over the base seed: neighbouring cases get unrelated seeds. */
    static long caseSeed(long base, long index) {
        long z = base + (index + 1) * 0x9E37_79B9_7F4A_7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58_476D_1CE4_E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D0_49BB_1331_11EBL;
        return z ^ (z >>> 31);
    }

    /** {@code 0x}-prefixed hexadecimal (as failures print seeds) or decimal. */
    static long parseSeed(String text) {
        String s = text.strip().toLowerCase(Locale.ROOT);
        return s.startsWith("0x") ? Long.parseUnsignedLong(s.substring(2), 16) : Long.parseLong(s);
    }

    static String format(long seed) {
        return "0x" + Long.toHexString(seed);
    }

    /** The one-line command that runs just the case of this seed in the given test class. */
    static String replayCommand(Class<?> test, long seed) {
        return command(test) + " -D" + REPLAY + "=" + format(seed);
    }

    /** The one-line command that runs these trials of the given test class again. */
    static String rerunCommand(Class<?> test, Trials trials) {
        return command(test) + " -D" + TRIES + "=" + trials.tries() + " -D" + SEED + "=" + format(trials.baseSeed());
    }

    /** The property tests are tagged slow: {@code -Pslow} runs them in the test phase. */
    private static String command(Class<?> test) {
        return "mvn -B -q test -Pslow -Dtest=" + test.getSimpleName();
    }
}
