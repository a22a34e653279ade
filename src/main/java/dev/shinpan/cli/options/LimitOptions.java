package dev.shinpan.cli.options;

import dev.shinpan.record.Limits;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** The {@code --limit NAME=VALUE} option: what one input may cost, each limit set on its own. */
public final class LimitOptions {

    @Option(names = "--limit", paramLabel = "NAME=VALUE", order = 7, completionCandidates = Names.class)
    public Map<String, String> limits = new LinkedHashMap<>();

    /** The limits' names, for shell completion (the shell then waits for '=' and the value). */
    static final class Names extends ArrayList<String> {
        private static final long serialVersionUID = 1L;

        Names() {
            super(Arrays.stream(LimitName.values()).map(LimitName::id).toList());
        }
    }

    public Limits resolve(CommandSpec spec) {
        Limits.Builder resolved = Limits.builder();
        for (Map.Entry<String, String> e : limits.entrySet()) {
            LimitName name = LimitName.byId(e.getKey()).orElseThrow(() -> unknown(spec, e.getKey()));
            resolved.set(name.id(), parse(spec, name, e.getValue()));
        }
        return resolved.build();
    }

    private static ParameterException unknown(CommandSpec spec, String given) {
        List<String> names =
                Arrays.stream(LimitName.values()).map(LimitName::id).toList();
        return new UsageProblem(
                        Message.of("cli.usage.limit.unknown", given, Message.join("list.comma", names)),
                        Nearest.to(given, names))
                .on(spec.commandLine());
    }

    private static long parse(CommandSpec spec, LimitName name, String text) {
        Matcher m = Size.PATTERN.matcher(text == null ? "" : text.toUpperCase(Locale.ROOT));
        boolean suffixed = m.matches() && (!m.group(2).isEmpty() || m.end(2) < m.end());
        if (!m.matches() || suffixed && !name.bytes()) {
            throw UsageProblem.of(
                    spec.commandLine(),
                    name.bytes() ? "cli.usage.limit.size" : "cli.usage.limit.count",
                    name.id(),
                    String.valueOf(text),
                    "64M, 2G, 1000000");
        }
        int shift = " KMGT".indexOf(m.group(2).isEmpty() ? " " : m.group(2)) * 10;
        long value;
        try {
            long number = Long.parseLong(m.group(1));
            if (shift > 0 && number > Long.MAX_VALUE >> shift) {
                throw new NumberFormatException();
            }
            value = number << shift;
        } catch (NumberFormatException e) {
            value = Long.MAX_VALUE;
        }
        if (value < name.minimum() || value > name.maximum()) {
            throw UsageProblem.of(
                    spec.commandLine(),
                    "cli.usage.limit.range",
                    name.id(),
                    name.display(name.minimum()),
                    String.valueOf(name.maximum()),
                    text);
        }
        return value;
    }

    /** Compiled when a --limit is given, not at every start. */
    private static final class Size {
        static final Pattern PATTERN = Pattern.compile("([0-9]{1,19})([KMGT]?)(?:I?B)?");
    }
}
