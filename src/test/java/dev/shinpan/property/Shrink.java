package dev.shinpan.property;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.function.ThrowingConsumer;
import org.opentest4j.AssertionFailedError;
import org.opentest4j.TestAbortedException;

/**
 * Makes a failing case smaller where that is cheap, so that a failure reads as the shortest game or
 * the fewest lines that still fail: smaller variants of the case are checked, smallest first, and
 * the first that fails too is reported beside the case as drawn.
 */
final class Shrink {

    private Shrink() {}

    /**
     * Checks the value; when that fails, throws the failure of the first of the smaller values
     * (smallest first) that fails as well, or the value's own failure when none does.
     *
     * @param describe how a smaller value is shown in the report
     */
    static <T> void check(
            T value, ThrowingConsumer<T> check, Function<T, Stream<T>> smallerFirst, Function<T, String> describe)
            throws Throwable {
        Throwable failure = failure(value, check);
        if (failure == null) {
            return;
        }
        Optional<T> smallest =
                smallerFirst.apply(value).filter(v -> failure(v, check) != null).findFirst();
        if (smallest.isEmpty()) {
            throw failure;
        }
        Throwable small = failure(smallest.get(), check);
        throw restated(
                "the smallest failing case found: " + describe.apply(smallest.get()) + "\n" + small
                        + "\n\nthe case as drawn:\n" + failure,
                small);
    }

    /**
     * A failure saying more than the one it stands for, where that one failed: its message is part
     * of the new one, so it is not repeated as the cause.
     */
    static AssertionFailedError restated(String message, Throwable failure) {
        AssertionFailedError restated = new AssertionFailedError(message, failure.getCause());
        restated.setStackTrace(failure.getStackTrace());
        return restated;
    }

    /** What the check throws for the value, or null when it passes. */
    private static <T> Throwable failure(T value, ThrowingConsumer<T> check) {
        try {
            check.accept(value);
            return null;
        } catch (TestAbortedException | OutOfMemoryError e) {
            throw e;
        } catch (Throwable e) {
            return e;
        }
    }

    /** The game's shorter beginnings, shortest first. */
    static Stream<Game> prefixes(Game game) {
        return IntStream.range(0, game.plies().size())
                .mapToObj(n -> new Game(game.start(), game.plies().subList(0, n)));
    }

    /**
     * Lines taken out of the input while it still fails, halves first, then ever smaller runs of
     * lines; at most {@code budget} checks.
     */
    static byte[] fewerLines(byte[] input, Predicate<byte[]> fails, int budget) {
        List<byte[]> lines = Mutations.lines(input);
        int checks = 0;
        for (int run = Math.max(1, lines.size() / 2); run >= 1 && checks < budget; run /= 2) {
            for (int at = 0; at < lines.size() && checks < budget; ) {
                List<byte[]> without = new ArrayList<>(lines.subList(0, at));
                without.addAll(lines.subList(Math.min(lines.size(), at + run), lines.size()));
                checks++;
                if (fails.test(Mutations.join(without))) {
                    lines = without;
                } else {
                    at += run;
                }
            }
        }
        return Mutations.join(lines);
    }

    /** Text with its line ends and other control characters shown as escapes, one line a line. */
    static String visible(String text) {
        StringBuilder sb = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c == '\n') {
                sb.append("\\n\n");
            } else if (c == '\r') {
                sb.append("\\r");
            } else if (c < 0x20 || c == 0x7F) {
                sb.append(String.format("\\u%04x", c));
            } else {
                sb.appendCodePoint(c);
            }
        });
        return sb.toString();
    }
}
