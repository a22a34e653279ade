package dev.shinpan.cli.config;

import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.cli.output.OwnFiles;
import dev.shinpan.record.io.Inputs;
import dev.shinpan.text.Message;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Where a collection's {@code shinpan.toml} is. Apart from {@link ConfigFile}, which reads it, so
 * that a run without one never loads the TOML parser.
 */
public final class ConfigSearch {

    public static final String NAME = OwnFiles.CONFIG_NAME;

    private ConfigSearch() {}

    /**
     * The config file that applies: the nearest {@code shinpan.toml} in the folder of an input or
     * above it, else in the working directory or above it; null when there is none. Inputs under
     * two different files are a usage problem: one run reads one file.
     */
    public static Path find(List<String> arguments, Path workingDirectory) {
        Path found = null;
        Set<Path> looked = new HashSet<>(); // a shell's glob names thousands of files in a few folders
        for (String argument : arguments) {
            if (argument.equals(Inputs.STDIN)) {
                continue;
            }
            Path start;
            try {
                Path path = Path.of(argument).toAbsolutePath().normalize();
                start = Files.isDirectory(path) ? path : path.getParent();
            } catch (InvalidPathException e) {
                continue; // the batch reports the name as unreadable
            }
            if (!looked.add(start)) {
                continue;
            }
            Path here = nearest(start);
            if (here != null && found != null && !here.equals(found)) {
                throw new UsageProblem(Message.of("cli.config.two", found.toString(), here.toString()));
            }
            found = here == null ? found : here;
        }
        Path cwd = workingDirectory.toAbsolutePath().normalize();
        Path file = found != null ? found : nearest(cwd);
        // named as the user would name it: relative to where they are when it lies below
        return file != null && file.startsWith(cwd) ? cwd.relativize(file) : file;
    }

    private static Path nearest(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            Path candidate = dir.resolve(NAME);
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        return null;
    }
}
