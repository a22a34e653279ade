package dev.shinpan.record.codec;

import dev.shinpan.text.Message;
import java.util.List;

/**
 * A record written in another format: its text, and what the format could not hold (each a
 * catalogue message {@code convert.dropped.*}), so that nothing is lost silently.
 */
public record Converted(String text, List<Message> dropped) {

    public Converted {
        dropped = List.copyOf(dropped);
    }
}
