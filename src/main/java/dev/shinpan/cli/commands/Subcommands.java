package dev.shinpan.cli.commands;

import java.util.List;

/** shinpan's subcommands: their names, in the order help lists them, and a new instance of each. */
public final class Subcommands {

    /**
     * The names. {@code Main} adds each as it is needed rather than naming them in its annotation, so
     * that a run builds the model of the one command it runs: picocli reflects over every option of
     * every command it is given, a cost paid at every start.
     */
    public static final List<String> NAMES =
            List.of("check", "convert", "points", "rulesets", "codes", "perft", "help", "generate-completion");

    private Subcommands() {}

    /** A new instance of the subcommand of that name. */
    public static Object create(String name) {
        return switch (name) {
            case "check" -> new CheckCommand();
            case "convert" -> new ConvertCommand();
            case "points" -> new PointsCommand();
            case "rulesets" -> new RulesetsCommand();
            case "codes" -> new CodesCommand();
            case "perft" -> new PerftCommand();
            case "help" -> new HelpCommand();
            case "generate-completion" -> new CompletionCommand();
            default -> throw new IllegalArgumentException("no subcommand " + name);
        };
    }
}
