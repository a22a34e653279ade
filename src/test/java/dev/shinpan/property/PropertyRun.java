package dev.shinpan.property;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.opentest4j.TestAbortedException;

/**
 * A property as JUnit dynamic tests: one test per case, each drawn from its own seed (see {@link
 * Trials}), then one test that the cases together covered what the property is about. A failing
 * case names its seed and the command that replays it alone.
 */
final class PropertyRun {

    private PropertyRun() {}

    /** One case: draws everything from the seed, counts what it covered, fails by throwing. */
    @FunctionalInterface
    interface Case {
        void check(long seed, Coverage coverage) throws Throwable;
    }

    /** What a run of {@code cases} cases must have covered. */
    @FunctionalInterface
    interface Covered {
        void check(Coverage coverage, int cases);
    }

    /**
     * @param test         the test class, for the replay command
     * @param defaultTries cases per run unless {@code shinpan.property.tries} says otherwise
     * @param coverageFrom the fewest cases that can be expected to cover everything; with fewer
     *                     the coverage test is skipped (and says why), not failed
     */
    static Stream<DynamicNode> of(Class<?> test, int defaultTries, int coverageFrom, Case check, Covered covered) {
        Trials trials = Trials.fromSystemProperties(defaultTries);
        Coverage coverage = new Coverage();
        Stream<DynamicNode> cases = trials.seeds()
                .mapToObj(seed -> DynamicTest.dynamicTest(
                        "seed " + Trials.format(seed), () -> run(test, trials, seed, coverage, check)));
        DynamicTest coverageTest = DynamicTest.dynamicTest("the cases cover what the property is about", () -> {
            assumeTrue(trials.replay().isEmpty(), "a replay runs one case");
            assumeTrue(
                    trials.tries() >= coverageFrom,
                    () -> trials.tries() + " tries are too few to expect every kind of case; " + coverageFrom + " are");
            try {
                covered.check(coverage, trials.tries());
            } catch (AssertionError e) {
                throw Shrink.restated(
                        "the " + trials.tries() + " cases of base seed " + Trials.format(trials.baseSeed())
                                + " fall short\n  rerun: " + Trials.rerunCommand(test, trials) + "\n" + e,
                        e);
            }
        });
        return Stream.concat(cases, Stream.of(coverageTest));
    }

    private static void run(Class<?> test, Trials trials, long seed, Coverage coverage, Case check) throws Throwable {
        try {
            check.check(seed, coverage);
        } catch (TestAbortedException | OutOfMemoryError e) {
            throw e;
        } catch (Throwable e) {
            String run = trials.replay().isPresent()
                    ? "replayed"
                    : "a case of base seed " + Trials.format(trials.baseSeed());
            throw Shrink.restated(
                    "failed for seed " + Trials.format(seed) + " (" + run + ")\n  replay: "
                            + Trials.replayCommand(test, seed) + "\n" + e,
                    e);
        }
    }
}
