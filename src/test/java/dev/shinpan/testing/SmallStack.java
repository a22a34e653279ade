package dev.shinpan.testing;

import dev.shinpan.record.Line;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Runs work on a thread with a 128 KB stack, for tests that prove reading deep input needs no
 * call depth: recursion over thousands of nested variations overflows such a stack at once.
 */
public final class SmallStack {

    private SmallStack() {}

    /** The work's result; any failure, a stack overflow included, becomes an AssertionError. */
    public static <T> T call(Callable<T> work) throws InterruptedException {
        AtomicReference<Object> result = new AtomicReference<>();
        Thread thread = new Thread(
                null,
                () -> {
                    try {
                        result.set(work.call());
                    } catch (Throwable t) {
                        result.set(t);
                    }
                },
                "small-stack",
                128 * 1024);
        thread.start();
        thread.join();
        if (result.get() instanceof Throwable t) {
            throw new AssertionError("the work failed on a small stack: " + t, t);
        }
        @SuppressWarnings("unchecked")
        T value = (T) result.get();
        return value;
    }

    /** How deep variations nest, following the first variation of each line's last move. */
    public static int nesting(Line line) {
        int levels = 0;
        Line current = line;
        while (true) {
            List<Line> alternatives =
                    current.moves().get(current.moves().size() - 1).alternatives();
            if (alternatives.isEmpty()) {
                return levels;
            }
            current = alternatives.get(0);
            levels++;
        }
    }
}
