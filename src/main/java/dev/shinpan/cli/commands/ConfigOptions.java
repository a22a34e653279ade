package dev.shinpan.cli.commands;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.cli.config.ConfigFile;
import dev.shinpan.cli.config.SearchedConfigRules;
import dev.shinpan.cli.options.RulesetOptions;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;

/**
 * What a {@code shinpan.toml} sets for {@code check}, layered under the command line. Each key is
 * turned into the argument the command line would give ({@code ruleset = "csa"} into
 * {@code --ruleset=csa}) and parsed by a second instance of the command, so that the file's values
 * pass the same converters and checks as typed ones; a value is taken only for an option the
 * command line did not give. A {@code [[paths]]} table sets what chooses the rulesets (the ruleset,
 * its parameters, {@code adopt-record-rules}) for the records whose names its glob matches; the
 * last table that matches a record applies, on top of the top level.
 */
public final class ConfigOptions {

    /** Options of check that mean nothing in a config file. */
    private static final Set<String> NOT_KEYS = Set.of("--help", "--version", "--config", "--no-config");
    /** The positional argument a parse of one key needs, never read. */
    private static final String NO_FILE = "-";

    private final ConfigFile config;
    /** What a file found by search may not do; null for one named with --config. */
    private final SearchedConfigRules searched;

    private final CommandSpec command;
    private final ParseResult given;
    private final CheckCommand scratch = new CheckCommand();
    private final CommandLine scratchLine = new CommandLine(scratch);

    /**
     * @param command  the command being run, its options as the command line gave them
     * @param searched whether the file was found by search rather than named with --config
     */
    ConfigOptions(ConfigFile config, CommandSpec command, boolean searched) {
        this.config = config;
        this.searched = searched ? new SearchedConfigRules(config) : null;
        this.command = command;
        this.given = command.commandLine().getParseResult();
    }

    /** The file as found or named. */
    Path file() {
        return config.file();
    }

    /** Whether the file was found by search rather than named with --config. */
    boolean searched() {
        return searched != null;
    }

    /**
     * Sets each top-level option the command line left alone to the file's value; for a file found
     * by search, checks what it may set and write first. Throws a {@link UsageProblem} naming the
     * file and line.
     *
     * @param inputs the run's inputs as named, which a file found by search never writes
     */
    void applyTop(List<String> inputs) {
        for (ConfigFile.Setting s : config.top()) {
            OptionSpec option = option(s, false);
            Object value = parsed(s, option, true);
            if (searched != null) {
                boolean limit = option.longestName().equals("--limit");
                searched.check(
                        s,
                        option.longestName(),
                        value,
                        limit ? scratch.limitOptions.limits : null,
                        limit ? scratch.limitOptions.resolve(scratch.spec) : null);
            }
            OptionSpec target = command.findOption(option.longestName());
            if (option.typeInfo().isMap()) {
                // --limit: the file's limits, each one given on the command line instead replaced
                Map<Object, Object> merged = new LinkedHashMap<>((Map<?, ?>) value);
                Map<?, ?> typed = target.getValue();
                if (typed != null) {
                    merged.putAll(typed);
                }
                target.setValue(merged);
            } else if (!given.hasMatchedOption(target)) {
                target.setValue(value);
            }
        }
        if (searched != null) {
            searched.checkOutputs(inputs, command.findOption("--baseline").getValue());
        }
    }

    /**
     * The rulesets of a record: those of the last {@code [[paths]]} table whose glob matches its name
     * (relative to the file's folder), else those of the command. Call after {@link #applyTop()} and
     * the command's own check of its options.
     */
    Function<GameRecord, List<Ruleset>> rulesets(RulesetOptions top) {
        if (config.paths().isEmpty()) {
            return top::rulesetsFor;
        }
        List<ConfigFile.Section> sections = config.paths();
        List<RulesetOptions> rules = new ArrayList<>();
        for (ConfigFile.Section section : sections) {
            rules.add(rulesFor(section));
        }
        return record -> {
            Path name = relative(record.source());
            if (name != null) {
                for (int i = sections.size() - 1; i >= 0; i--) {
                    if (sections.get(i).matcher().matches(name)) {
                        return rules.get(i).rulesetsFor(record);
                    }
                }
            }
            return top.rulesetsFor(record);
        };
    }

    /** Why a file met in a directory walk is not read, or null to read it. */
    Message excluded(Path path) {
        if (config.exclude().isEmpty()) {
            return null;
        }
        Path name = relative(path.toString());
        if (name == null) {
            return null;
        }
        for (ConfigFile.Exclude e : config.exclude()) {
            if (e.matcher().matches(name)) {
                return Message.of("skip.excluded", e.glob(), where(), e.line());
            }
        }
        return null;
    }

    /** The table's ruleset options over the command's: each option the table sets and the command line did not give. */
    private RulesetOptions rulesFor(ConfigFile.Section section) {
        Map<OptionSpec, Object> values = new LinkedHashMap<>();
        for (ConfigFile.Setting s : section.settings()) {
            OptionSpec option = option(s, true);
            values.put(option, parsed(s, option, false));
        }
        parse(List.of()); // every option back to its initial value
        for (OptionSpec option : scratch.spec.options()) {
            if (RulesetOptions.chooses(option.longestName())) {
                option.setValue(command.findOption(option.longestName()).getValue());
            }
        }
        for (Map.Entry<OptionSpec, Object> e : values.entrySet()) {
            if (!given.hasMatchedOption(e.getKey().longestName())) {
                e.getKey().setValue(e.getValue());
            }
        }
        try {
            scratch.rules.validate();
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(
                    Message.of("cli.config.value", where(), section.line(), String.valueOf(e.getMessage())));
        }
        return scratch.rules.copy();
    }

    /** The option a key names; a located problem for a key that is none, or that a table may not set. */
    private OptionSpec option(ConfigFile.Setting s, boolean inTable) {
        String name = "--" + s.key();
        OptionSpec option = NOT_KEYS.contains(name) ? null : scratch.spec.findOption(name);
        if (option == null || !option.longestName().equals(name)) {
            Set<String> keys = new TreeSet<>();
            for (OptionSpec o : scratch.spec.options()) {
                if (o.longestName().startsWith("--")
                        && !NOT_KEYS.contains(o.longestName())
                        && (!inTable || RulesetOptions.chooses(o.longestName()))) {
                    keys.add(o.longestName().substring(2));
                }
            }
            keys.addAll(inTable ? List.of("glob") : List.of("paths", "exclude"));
            throw new UsageProblem(
                    Message.of("cli.config.unknown-key", where(), s.line(), s.key()), Nearest.to(s.key(), keys));
        }
        if (inTable && !RulesetOptions.chooses(name)) {
            throw new UsageProblem(Message.of("cli.config.top-level-only", where(), s.line(), s.key()));
        }
        return option;
    }

    /**
     * The value the key gives its option, parsed and checked as the command line's would be. With
     * {@code whole}, the command's whole check of its options runs too; else only the rulesets'.
     */
    private Object parsed(ConfigFile.Setting s, OptionSpec option, boolean whole) {
        List<String> args = arguments(s, option);
        try {
            parse(args);
            if (whole) {
                scratch.checkOptions();
            } else {
                scratch.rules.validate();
            }
        } catch (ParameterException e) {
            throw located(s, e);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(Message.of("cli.config.value", where(), s.line(), String.valueOf(e.getMessage())));
        }
        Object value = option.getValue();
        if (value instanceof Path p && !p.isAbsolute()) {
            return config.folder().resolve(p); // a file named in the config file is beside it
        }
        if (value instanceof Map<?, ?> m) {
            return new LinkedHashMap<>(m);
        }
        if (value instanceof Collection<?> c) {
            return option.longestName().equals("--report") ? beside(s, c) : new ArrayList<>(c);
        }
        return value;
    }

    /** The --report values with each relative FILE read from the config file's folder, as every file it names. */
    private List<Object> beside(ConfigFile.Setting s, Collection<?> reports) {
        List<Object> all = new ArrayList<>();
        for (Object each : reports) {
            String text = String.valueOf(each);
            int eq = text.indexOf('=');
            try {
                Path file = eq < 0 ? null : Path.of(text.substring(eq + 1));
                all.add(
                        file == null || file.isAbsolute()
                                ? text
                                : text.substring(0, eq + 1) + config.folder().resolve(file));
            } catch (InvalidPathException e) {
                throw new UsageProblem(
                        Message.of("cli.config.value", where(), s.line(), String.valueOf(e.getMessage())));
            }
        }
        return all;
    }

    private void parse(List<String> args) {
        List<String> all = new ArrayList<>(args);
        all.add(NO_FILE);
        scratchLine.parseArgs(all.toArray(String[]::new));
    }

    /** The command-line arguments a key's value stands for. */
    private List<String> arguments(ConfigFile.Setting s, OptionSpec option) {
        String name = option.longestName();
        JsonNode v = s.value();
        if (option.arity().max() == 0) {
            if (!v.isBoolean()) {
                throw new UsageProblem(Message.of("cli.config.boolean", where(), s.line(), s.key(), v.toString()));
            }
            return v.booleanValue() ? List.of(name) : List.of();
        }
        if (option.typeInfo().isMap()) {
            List<String> args = new ArrayList<>();
            if (v.isObject()) {
                for (Map.Entry<String, JsonNode> e : v.properties()) {
                    args.add(name + "=" + e.getKey() + "=" + scalar(s, e.getValue()));
                }
            } else {
                for (String each : strings(s, v)) {
                    args.add(name + "=" + each);
                }
            }
            return args;
        }
        if (option.isMultiValue()) {
            // a list the option splits (--select a,b) in one argument; one that takes each value alone (--report)
            // repeated
            return option.splitRegex().isEmpty()
                    ? strings(s, v).stream().map(each -> name + "=" + each).toList()
                    : List.of(name + "=" + String.join(",", strings(s, v)));
        }
        return List.of(name + "=" + scalar(s, v));
    }

    private List<String> strings(ConfigFile.Setting s, JsonNode v) {
        List<String> all = new ArrayList<>();
        if (v.isArray()) {
            for (JsonNode each : v) {
                all.add(scalar(s, each));
            }
        } else {
            all.add(scalar(s, v));
        }
        return all;
    }

    private String scalar(ConfigFile.Setting s, JsonNode v) {
        if (!v.isValueNode() || v.isNull()) {
            throw new UsageProblem(Message.of("cli.config.one-value", where(), s.line(), s.key()));
        }
        return v.asText();
    }

    /** picocli's complaint about a value, placed on the key's line; the value probably meant kept. */
    private UsageProblem located(ConfigFile.Setting s, ParameterException e) {
        UsageProblem problem = UsageProblem.in(e);
        Object what = problem != null ? problem.message() : String.valueOf(e.getMessage());
        return new UsageProblem(
                Message.of("cli.config.value", where(), s.line(), what), problem == null ? null : problem.nearest());
    }

    private String where() {
        return config.file().toString();
    }

    /**
     * A record's or file's name as the config file's globs see it: relative to the file's folder,
     * an archive entry ({@code a.zip!/x.csa}) under its archive's name ({@code a.zip/x.csa}); null
     * for a name outside the folder, which no glob matches.
     */
    private Path relative(String source) {
        if (source == null) {
            return null;
        }
        int bang = source.indexOf("!/");
        String outer = bang < 0 ? source : source.substring(0, bang);
        try {
            Path path = Path.of(outer).toAbsolutePath().normalize();
            if (!path.startsWith(config.folder())) {
                return null;
            }
            Path name = config.folder().relativize(path);
            return bang < 0 ? name : name.resolve(source.substring(bang + 2).replace("!/", "/"));
        } catch (InvalidPathException e) {
            return null;
        }
    }
}
