package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;
import picocli.CommandLine.ParseResult;

/**
 * Every shinpan command line in the README's code blocks, the CI snippets' included, parses with
 * the picocli model: a renamed or removed option, subcommand or value fails here before a user
 * copies it.
 */
class ReadmeCommandsTest {

    /**
     * Where shinpan is called: {@code java -jar …shinpan.jar}, or a {@code shinpan} launcher as a command
     * ({@code target/shinpan} too).
     */
    private static final Pattern INVOCATION =
            Pattern.compile("java -jar \\S*shinpan\\.jar\\s+|(?:^|[\\s(])(?:\\S*/)?shinpan\\s+(?=[a-z])");

    /** A command line as written in a code block, and the line it is on. */
    record Invocation(String file, int line, String text) {}

    /** The user's documents with command lines: the README's tour and recipes, and the rest of the manual. */
    private static final List<String> DOCUMENTS = List.of("README.md", "docs/usage.md");

    static List<Invocation> invocations() throws IOException {
        List<Invocation> found = new ArrayList<>();
        for (String document : DOCUMENTS) {
            scan(document, found);
        }
        return found;
    }

    private static void scan(String document, List<Invocation> found) throws IOException {
        boolean inCode = false;
        List<String> lines = Files.readAllLines(Path.of(document));
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.startsWith("```")) {
                inCode = !inCode;
                continue;
            }
            if (!inCode || line.strip().startsWith("#")) {
                continue;
            }
            Matcher m = INVOCATION.matcher(line);
            while (m.find()) {
                found.add(new Invocation(document, i + 1, line.substring(m.end())));
            }
        }
    }

    /** The words shinpan gets: shell quoting undone, up to a redirection, pipe, comment or end of a command. */
    static List<String> words(String commandLine) {
        List<String> words = new ArrayList<>();
        StringBuilder word = null;
        char quote = 0;
        for (int i = 0; i < commandLine.length(); i++) {
            char c = commandLine.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                word = word == null ? new StringBuilder() : word;
            } else if (Character.isWhitespace(c)) {
                if (word != null) {
                    words.add(word.toString());
                    word = null;
                }
            } else if ("<>|;&#)".indexOf(c) >= 0 || c == '2' && word == null && commandLine.startsWith("2>", i)) {
                break;
            } else {
                word = word == null ? new StringBuilder() : word;
                word.append(c);
            }
        }
        if (word != null) {
            words.add(word.toString());
        }
        return words;
    }

    @Test
    void theReadmeCallsShinpanForEachUse() throws IOException {
        List<Invocation> all = invocations();
        assertTrue(all.size() >= 20, "the scan finds the command lines: " + all);
        long ci = all.stream()
                .filter(c -> c.text().contains("shinpan-junit.xml") || c.text().contains(".sarif"))
                .count();
        // the GitHub job runs action.yml, whose command lines ActionAndHookTest runs; these are the others
        assertTrue(ci >= 3, "the CI snippets are scanned too: " + all);
        assertTrue(all.stream().anyMatch(c -> words(c.text()).equals(List.of("generate-completion"))), "completion");
        assertEquals(
                List.of("check", "--stdin-name", "game.kif", "-"), words("check --stdin-name game.kif - < game.kif"));
        assertEquals(List.of("check", "a b", "x"), words("check 'a b' \"x\" 2>/dev/null"));
    }

    @TestFactory
    List<DynamicTest> everyCommandLineParses() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (Invocation c : invocations()) {
            tests.add(DynamicTest.dynamicTest(c.file() + " line " + c.line() + ": " + c.text(), () -> {
                List<String> args = words(c.text());
                ParseResult parsed;
                try {
                    parsed = Main.commandLine().parseArgs(args.toArray(String[]::new));
                } catch (CommandLine.ParameterException e) {
                    throw new AssertionError(c.file() + " line " + c.line() + ": " + e.getMessage(), e);
                }
                assertTrue(parsed.hasSubcommand(), "a command is named: " + args);
            }));
        }
        return tests;
    }
}
