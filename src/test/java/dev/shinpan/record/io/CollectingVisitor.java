package dev.shinpan.record.io;

import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/** Remembers what {@link Inputs} reported, in order. */
final class CollectingVisitor implements Inputs.Visitor {

    final List<InputEntry> entries = new ArrayList<>();
    final List<String> skipped = new ArrayList<>();
    final List<String> order = new ArrayList<>();

    @Override
    public void entry(InputEntry entry) {
        entries.add(entry);
        order.add(entry.name());
    }

    @Override
    public void skipped(String name, Message reason) {
        skipped.add(name + ": " + Catalogue.english().render(reason));
        order.add(name);
    }

    /** Entry names with their content (as UTF-8) or their error. */
    Map<String, String> byName() {
        return entries.stream()
                .collect(Collectors.toMap(
                        InputEntry::name,
                        e -> e.bytes() != null
                                ? new String(e.bytes(), StandardCharsets.UTF_8)
                                : "ERROR " + Catalogue.english().render(e.error()),
                        (a, b) -> a + " | " + b,
                        java.util.LinkedHashMap::new));
    }

    InputEntry only(String name) {
        List<InputEntry> found =
                entries.stream().filter(e -> e.name().equals(name)).toList();
        if (found.size() != 1) {
            throw new AssertionError("expected one entry " + name + ", got " + found + " among " + order);
        }
        return found.get(0);
    }
}
