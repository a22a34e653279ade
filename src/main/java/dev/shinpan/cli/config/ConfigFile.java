package dev.shinpan.cli.config;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.toml.TomlMapper;
import dev.shinpan.cli.commands.ConfigOptions;
import dev.shinpan.cli.options.UsageProblem;
import dev.shinpan.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A collection's {@code shinpan.toml} as read: the top-level settings, the {@code [[paths]]}
 * tables and the {@code exclude} globs, each with the line it is on, so that every complaint about
 * it can name the file and line. What the settings mean is {@link ConfigOptions}' job.
 */
public final class ConfigFile {

    /** A key and its value as TOML gave it, on that line. */
    public record Setting(String key, JsonNode value, int line) {}

    /** A {@code [[paths]]} table: its glob and what it sets. */
    public record Section(String glob, Glob matcher, int line, List<Setting> settings) {}

    /** An {@code exclude} glob. */
    public record Exclude(String glob, Glob matcher, int line) {}

    private final Path file;
    private final Path folder;
    private final List<Setting> top;
    private final List<Section> paths;
    private final List<Exclude> exclude;

    private ConfigFile(Path file, List<Setting> top, List<Section> paths, List<Exclude> exclude) {
        this.file = file;
        Path parent = file.toAbsolutePath().normalize().getParent();
        this.folder = parent == null ? Path.of("").toAbsolutePath() : parent;
        this.top = List.copyOf(top);
        this.paths = List.copyOf(paths);
        this.exclude = List.copyOf(exclude);
    }

    public Path file() {
        return file;
    }

    /** The folder globs and relative paths in the file are read from. */
    public Path folder() {
        return folder;
    }

    public List<Setting> top() {
        return top;
    }

    public List<Section> paths() {
        return paths;
    }

    public List<Exclude> exclude() {
        return exclude;
    }

    /** Reads the file; a {@link UsageProblem} naming the file and line for anything wrong in it. */
    public static ConfigFile read(Path file) {
        String text;
        try {
            text = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageProblem(
                    Message.of("cli.config.unreadable", file.toString(), String.valueOf(e.getMessage())));
        }
        JsonNode tree;
        try {
            tree = new TomlMapper().readTree(text);
        } catch (JacksonException e) {
            JsonLocation at = e.getLocation();
            int line = at == null || at.getLineNr() < 1 ? 1 : at.getLineNr();
            throw new UsageProblem(Message.of("cli.config.syntax", file.toString(), line, e.getOriginalMessage()));
        }
        Lines lines = new Lines(text);
        List<Setting> top = new ArrayList<>();
        List<Section> paths = new ArrayList<>();
        List<Exclude> exclude = new ArrayList<>();
        String where = file.toString();
        for (Map.Entry<String, JsonNode> e : tree.properties()) {
            String key = e.getKey();
            int line = lines.of(-1, key);
            switch (key) {
                case "paths" -> {
                    if (!e.getValue().isArray()) {
                        throw new UsageProblem(Message.of("cli.config.paths", where, line));
                    }
                    int n = 0;
                    for (JsonNode table : e.getValue()) {
                        paths.add(section(where, table, n++, lines, line));
                    }
                }
                case "exclude" -> {
                    JsonNode value = e.getValue();
                    List<JsonNode> globs = new ArrayList<>();
                    if (value.isTextual()) {
                        globs.add(value);
                    } else if (value.isArray()) {
                        value.forEach(globs::add);
                    }
                    if (!value.isTextual() && !value.isArray() || globs.stream().anyMatch(g -> !g.isTextual())) {
                        throw new UsageProblem(Message.of("cli.config.strings", where, line, key));
                    }
                    for (JsonNode g : globs) {
                        exclude.add(new Exclude(g.asText(), glob(where, line, g.asText()), line));
                    }
                }
                default -> top.add(new Setting(key, e.getValue(), line));
            }
        }
        return new ConfigFile(file, top, paths, exclude);
    }

    private static Section section(String where, JsonNode table, int index, Lines lines, int pathsLine) {
        int header = lines.header(index, pathsLine);
        if (!table.isObject()) {
            throw new UsageProblem(Message.of("cli.config.paths", where, header));
        }
        JsonNode glob = table.get("glob");
        int globLine = glob == null ? header : lines.of(index, "glob", header);
        if (glob == null || !glob.isTextual()) {
            throw new UsageProblem(Message.of("cli.config.no-glob", where, globLine));
        }
        List<Setting> settings = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : table.properties()) {
            if (!e.getKey().equals("glob")) {
                settings.add(new Setting(e.getKey(), e.getValue(), lines.of(index, e.getKey(), header)));
            }
        }
        return new Section(glob.asText(), glob(where, globLine, glob.asText()), globLine, settings);
    }

    /** The glob, read by {@link Glob}: Java's own glob backtracks, exponentially on {@code a*a*a*…b}. */
    private static Glob glob(String where, int line, String glob) {
        try {
            return Glob.of(glob);
        } catch (Glob.Invalid e) {
            throw new UsageProblem(Message.of("cli.config.glob", where, line, glob, e.reason()));
        }
    }

    /**
     * Where each key is written. Jackson's TOML tree keeps no locations, so the text is scanned for
     * {@code key =} lines and {@code [[paths]]} headers; a key the scan misses (in an inline table)
     * is placed on the line of what holds it.
     */
    private static final class Lines {
        private static final Pattern KEY = Pattern.compile("\\s*(?:\"([^\"]*)\"|'([^']*)'|([A-Za-z0-9_-]+))\\s*[.=].*");
        private static final Pattern PATHS = Pattern.compile("\\s*\\[\\[\\s*paths\\s*]].*");
        private static final Pattern TABLE = Pattern.compile("\\s*\\[\\[?\\s*(?:\"([^\"]*)\"|([A-Za-z0-9_-]+)).*");

        /** By section (-1 for the top level, else the index of the {@code [[paths]]} table): key → line. */
        private final Map<Integer, Map<String, Integer>> keys = new HashMap<>();

        private final List<Integer> headers = new ArrayList<>();

        Lines(String text) {
            int section = -1;
            String[] all = text.split("\r?\n", -1);
            for (int i = 0; i < all.length; i++) {
                String line = all[i];
                int number = i + 1;
                if (PATHS.matcher(line).matches()) {
                    headers.add(number);
                    section = headers.size() - 1;
                    continue;
                }
                Matcher table = TABLE.matcher(line);
                if (table.matches()) {
                    // [limit] and the like: a top-level key written as a table
                    String name = table.group(1) != null ? table.group(1) : table.group(2);
                    keys.computeIfAbsent(-1, k -> new HashMap<>()).putIfAbsent(name, number);
                    section = -2; // keys below belong to that table, not to the top level
                    continue;
                }
                Matcher key = KEY.matcher(line);
                if (key.matches()) {
                    String name =
                            key.group(1) != null ? key.group(1) : key.group(2) != null ? key.group(2) : key.group(3);
                    keys.computeIfAbsent(section, k -> new HashMap<>()).putIfAbsent(name, number);
                }
            }
        }

        int of(int section, String key) {
            return of(section, key, 1);
        }

        int of(int section, String key, int otherwise) {
            Integer line = keys.getOrDefault(section, Map.of()).get(key);
            return line == null ? otherwise : line;
        }

        /** The line of the {@code index}th {@code [[paths]]} header. */
        int header(int index, int otherwise) {
            return index < headers.size() ? headers.get(index) : otherwise;
        }
    }
}
