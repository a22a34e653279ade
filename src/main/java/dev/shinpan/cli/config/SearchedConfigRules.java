package dev.shinpan.cli.config;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.cli.options.LimitName;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.output.OutputPolicy;
import dev.shinpan.cli.output.WherePathsLead;
import dev.shinpan.cli.terminal.TerminalText;
import dev.shinpan.record.Limits;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What a {@code shinpan.toml} found by search may not do, which one named with {@code --config} may:
 * whoever made the collection wrote it, not the person running shinpan. It writes only inside its
 * own folder and never over an input, the baseline or itself; it never writes a baseline (that
 * turns a failing run into a passing one); it only lowers limits; it asks for no more jobs than
 * there are processors. Each refusal is a located {@link UsageProblem}, raised before anything is
 * read or written.
 */
public final class SearchedConfigRules {

    /** A file the config names to write, where it leads, and the key that names it. */
    private record Output(ConfigFile.Setting setting, String written, Path real) {}

    private final ConfigFile config;
    private final Path realFolder;
    private final List<Output> outputs = new ArrayList<>();

    public SearchedConfigRules(ConfigFile config) {
        this.config = config;
        try {
            this.realFolder = WherePathsLead.of(config.folder());
        } catch (IOException e) {
            throw new UsageProblem(Message.of("cli.config.unreadable", where(), String.valueOf(e.getMessage())));
        }
    }

    /**
     * Checks one top-level key, its value as parsed ({@code limits}: the limits a {@code limit} key
     * sets, else null); an output it names is checked by {@link #checkOutputs} once all are known.
     */
    public void check(
            ConfigFile.Setting s, String option, Object value, Map<String, String> limits, Limits limitValues) {
        switch (option) {
            case "--write-baseline" ->
                throw new UsageProblem(Message.of("cli.config.searched.write-baseline", where(), s.line()));
            case "--report" -> {
                for (String each : texts(s.value())) {
                    int eq = each.indexOf('=');
                    output(s, eq < 0 ? each : each.substring(eq + 1));
                }
            }
            case "--board-svg" -> output(s, s.value().asText());
            case "--jobs" -> {
                int processors = Runtime.getRuntime().availableProcessors();
                if (value instanceof Integer jobs && jobs > processors) {
                    throw new UsageProblem(Message.of("cli.config.searched.jobs", where(), s.line(), jobs, processors));
                }
            }
            case "--limit" -> {
                for (String id : limits.keySet()) {
                    LimitName name = LimitName.byId(id).orElseThrow(); // the parse took only known names
                    long set = name.of(limitValues);
                    long standard = name.of(Limits.DEFAULT);
                    if (set > standard) {
                        throw new UsageProblem(Message.of(
                                "cli.config.searched.limit",
                                where(),
                                s.line(),
                                name.id(),
                                name.display(set),
                                name.display(standard)));
                    }
                }
            }
            default -> {
                // the rest is the collection's own policy: rulesets, selection, fail-on, baseline, ...
            }
        }
    }

    /**
     * Checks every file the config names to write against the inputs and the baseline of the run,
     * once the command line and the file have both set their options.
     */
    public void checkOutputs(List<String> inputs, Path baseline) {
        // the order says which a file both is: the config file, then the baseline, then an input
        OutputPolicy read = OutputPolicy.builder()
                .config(config.file())
                .baseline(baseline)
                .inputs(inputs)
                .build();
        for (Output o : outputs) {
            Message role = read.readAs(o.real());
            if (role != null) {
                String key = switch (role.key()) {
                    case "cli.output.role.config" -> "cli.config.searched.overwrites-config";
                    case "cli.output.role.baseline" -> "cli.config.searched.overwrites-baseline";
                    default -> "cli.config.searched.overwrites-input";
                };
                throw new UsageProblem(Message.of(
                        key, where(), o.setting().line(), o.setting().key(), TerminalText.name(o.written())));
            }
        }
    }

    /** A file to write: refused at once when it leads out of the config's folder. */
    private void output(ConfigFile.Setting s, String written) {
        String shown = TerminalText.name(written);
        Path path;
        try {
            path = Path.of(written);
        } catch (InvalidPathException e) {
            return; // the option's own check says what is wrong with the name
        }
        if (!path.isAbsolute()
                && path.getNameCount() > 0
                && path.getName(0).toString().startsWith("~")) {
            // a shell would have read it as a home folder; shinpan would not, and cannot guess which was meant
            throw new UsageProblem(Message.of("cli.config.searched.tilde", where(), s.line(), s.key(), shown));
        }
        Path real;
        try {
            real = WherePathsLead.of(config.folder().resolve(path));
        } catch (IOException e) {
            throw new UsageProblem(Message.of(
                    "cli.config.searched.unresolvable",
                    where(),
                    s.line(),
                    s.key(),
                    shown,
                    String.valueOf(e.getMessage())));
        }
        if (!real.startsWith(realFolder) || real.equals(realFolder)) {
            throw new UsageProblem(Message.of(
                    "cli.config.searched.outside",
                    where(),
                    s.line(),
                    s.key(),
                    shown,
                    TerminalText.name(realFolder.toString()),
                    TerminalText.name(real.toString())));
        }
        outputs.add(new Output(s, written, real));
    }

    private static List<String> texts(JsonNode value) {
        List<String> all = new ArrayList<>();
        if (value.isArray()) {
            value.forEach(v -> all.add(v.asText()));
        } else {
            all.add(value.asText());
        }
        return all;
    }

    private String where() {
        return config.file().toString();
    }
}
