package dev.shinpan.cli.report;

/**
 * The config file a run read, for the reports' run metadata: so that a result judged under a
 * collection's own {@code shinpan.toml} says so.
 *
 * @param path     the file as the user would name it
 * @param searched whether the search found it ({@code "searched"}) rather than {@code --config} ({@code "named"})
 */
public record RunConfig(String path, boolean searched) {

    /** How the file was come by, as JSON and SARIF write it. */
    public String found() {
        return searched ? "searched" : "named";
    }
}
