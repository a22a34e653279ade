package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.InterruptedIOException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class InputBudgetTest {

    @Test
    void oneInputAloneMayGoPastTheCapacity() throws InterruptedIOException {
        InputBudget budget = new InputBudget(100);
        budget.reserve(60, 0);
        budget.reserve(60, 60);
        assertEquals(120, budget.held());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aSecondInputWaitsUntilTheFirstIsReleased() throws Exception {
        InputBudget budget = new InputBudget(100);
        budget.reserve(60, 0);
        Thread second = new Thread(() -> {
            try {
                budget.reserve(50, 0);
            } catch (InterruptedIOException e) {
                throw new AssertionError(e);
            }
        });
        second.start();
        while (second.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        assertEquals(60, budget.held(), "the second input holds nothing while it waits");
        budget.release(60);
        second.join();
        assertEquals(50, budget.held());
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aWaitingReaderCanBeStopped() throws Exception {
        InputBudget budget = new InputBudget(100);
        budget.reserve(100, 0);
        Throwable[] thrown = new Throwable[1];
        Thread waiting =
                new Thread(() -> thrown[0] = assertThrows(InterruptedIOException.class, () -> budget.reserve(1, 0)));
        waiting.start();
        while (waiting.getState() != Thread.State.WAITING) {
            Thread.onSpinWait();
        }
        waiting.interrupt();
        waiting.join();
        assertEquals(InterruptedIOException.class, thrown[0].getClass());
    }
}
