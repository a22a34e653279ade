package dev.shinpan.cli.options;

import dev.shinpan.adjudicate.RecordDeclarations;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.cli.commands.HelpTexts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.IModelTransformer;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * Which ruleset to judge by, and overrides of its parameters, as options shared by commands. The
 * override options are made from the parameters' declarations ({@link RulesetParameter}) by
 * {@link ParameterOptions}, which a command names as its model transformer.
 */
public final class RulesetOptions {

    /** Where the override options go: after --ruleset, before --adopt-record-rules. */
    private static final int FIRST_PARAMETER_ORDER = 11;

    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    @Option(
            names = "--ruleset",
            paramLabel = "NAME",
            order = 10,
            converter = Choice.RulesetNames.class,
            completionCandidates = Choice.RulesetNames.class)
    String ruleset;

    @Option(names = "--adopt-record-rules", order = 90)
    boolean adoptRecordRules;

    /** The overrides given, read once by {@link #validate()}: picocli's option lookup is no hot path. */
    private Map<RulesetParameter<?>, String> overrides = Map.of();
    /**
     * Per variant, the rulesets with the overrides applied, made once by {@link #validate()}: asked
     * for every record of a batch, they are then the same objects every time.
     */
    private Map<Variant, List<Ruleset>> resolved = Map.of();

    /**
     * Adds an option {@code --<id>} per ruleset parameter; its help, the parameter's meaning and the
     * values it takes, is {@link HelpTexts}' {@code parameter.<id>}.
     */
    public static final class ParameterOptions implements IModelTransformer {

        @Override
        public CommandSpec transform(CommandSpec spec) {
            int order = FIRST_PARAMETER_ORDER;
            for (RulesetParameter<?> p : RulesetParameter.all()) {
                spec.addOption(OptionSpec.builder("--" + p.id())
                        .paramLabel(label(p))
                        .type(String.class)
                        .converters(new ParameterValue(p))
                        .completionCandidates(p.accepted().isEmpty() ? null : p.accepted())
                        .order(order++)
                        .descriptionKey("parameter." + p.id())
                        .build());
            }
            return spec;
        }
    }

    /**
     * The option's argument in help: its own name where it takes one of a set of rules, as the
     * completion script keeps each option's words under its label ({@code --declaration=DECLARATION}).
     */
    private static String label(RulesetParameter<?> p) {
        return p.label().equals("RULE") ? p.id().toUpperCase(Locale.ROOT) : p.label();
    }

    /** A parameter's value as the command line spells it, in any case; a usage error when it is none. */
    private record ParameterValue(RulesetParameter<?> parameter) implements ITypeConverter<String> {

        @Override
        public String convert(String value) {
            String option = "--" + parameter.id();
            if (!parameter.accepted().isEmpty()) {
                return Choice.pick(option, parameter.accepted(), value);
            }
            if (!value.matches("[0-9]{1,9}")) {
                throw new UsageProblem(Message.of("cli.usage.plies", option, value));
            }
            return value;
        }
    }

    /** The overrides given, by parameter, in the order of the parameters. */
    private Map<RulesetParameter<?>, String> givenOverrides() {
        Map<RulesetParameter<?>, String> o = new LinkedHashMap<>();
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            OptionSpec option = command.findOption("--" + p.id());
            String value = option == null ? null : option.getValue();
            if (value != null) {
                o.put(p, value);
            }
        }
        return o;
    }

    /**
     * Reads and checks the options before any input is read; throws IllegalArgumentException with
     * the reason. Call it before asking for rulesets.
     */
    public void validate() {
        overrides = givenOverrides();
        withOverrides(Rulesets.JSA);
        Map<Variant, List<Ruleset>> byVariant = new HashMap<>();
        for (Variant v : Variants.all()) {
            byVariant.put(v, rulesetsFor(v));
        }
        resolved = Map.copyOf(byVariant);
    }

    /**
     * The options as {@link #validate()} left them, apart from the command they were parsed for, so
     * that later parses of that command leave them alone: one per {@code [[paths]]} table of a config file.
     */
    public RulesetOptions copy() {
        RulesetOptions c = new RulesetOptions();
        c.command = command;
        c.ruleset = ruleset;
        c.adoptRecordRules = adoptRecordRules;
        c.overrides = overrides;
        c.resolved = resolved;
        return c;
    }

    /** Whether this option of the command is one of these: what chooses the rulesets a record is judged by. */
    public static boolean chooses(String option) {
        return option.equals("--ruleset")
                || option.equals("--adopt-record-rules")
                || RulesetParameter.all().stream().anyMatch(p -> option.equals("--" + p.id()));
    }

    /** The rulesets to judge a record by: the preset(s), the record's own rules if adopted, the overrides. */
    public List<Ruleset> rulesetsFor(GameRecord record) {
        Variant variant = record.variant() != null ? record.variant() : Variants.STANDARD;
        List<Ruleset> ready = resolved.get(variant);
        if (ready != null && !(adoptRecordRules && record.start() != null)) {
            return ready;
        }
        List<Ruleset> base = presetsFor(variant);
        if (adoptRecordRules && record.start() != null) {
            base = base.stream().map(r -> RecordDeclarations.adopt(r, record)).toList();
        }
        return base.stream().map(this::withOverrides).toList();
    }

    /** The rulesets to judge a record of this variant by. */
    public List<Ruleset> rulesetsFor(Variant variant) {
        return presetsFor(variant).stream().map(this::withOverrides).toList();
    }

    private List<Ruleset> presetsFor(Variant variant) {
        if ("all".equals(ruleset)) {
            return Rulesets.forVariant(variant);
        }
        if (ruleset != null) {
            return List.of(Rulesets.byName(ruleset).orElseThrow());
        }
        return List.of(Rulesets.defaultFor(variant));
    }

    private Ruleset withOverrides(Ruleset r) {
        for (Map.Entry<RulesetParameter<?>, String> e : overrides.entrySet()) {
            r = e.getKey().apply(r, e.getValue());
        }
        return r;
    }
}
