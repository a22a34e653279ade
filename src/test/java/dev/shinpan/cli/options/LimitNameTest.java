package dev.shinpan.cli.options;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.Limits;
import org.junit.jupiter.api.Test;

/** Each name --limit takes sets its own limit of {@link Limits} and no other. */
class LimitNameTest {

    @Test
    void everyNameSetsItsOwnLimit() {
        for (LimitName name : LimitName.values()) {
            long value = name.of(Limits.DEFAULT) - 1;
            Limits set = Limits.builder().set(name.id(), value).build();
            for (LimitName other : LimitName.values()) {
                assertEquals(other == name ? value : other.of(Limits.DEFAULT), other.of(set), name + " sets " + other);
            }
            assertEquals(set, set.toBuilder().build(), "a builder from limits keeps every one of them");
        }
    }
}
