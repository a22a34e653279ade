package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.cli.commands.HelpCommand;
import dev.shinpan.cli.report.Lang;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.asciidoctor.Asciidoctor;
import org.asciidoctor.Attributes;
import org.asciidoctor.Options;
import org.asciidoctor.SafeMode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestFactory;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.codegen.docgen.manpage.ManPageGenerator;

/**
 * The man pages are generated from the picocli model; this test fails when they drift from the code.
 * The AsciiDoc sources go to {@code man/adoc/} (and {@code man/adoc/ja/}), the troff pages to
 * {@code man/man1/} and {@code man/ja/man1/}, the layout {@code man} looks for in a MANPATH entry
 * ({@code MANPATH=man man shinpan}; {@link ManPageLayoutTest} checks it). To regenerate them after
 * changing the CLI, run {@code mvn -B -q test -Pslow -Dtest=ManPagesTest -Dshinpan.writeManPages=true}.
 * Tagged slow (starting Asciidoctor takes seconds): {@code mvn test} leaves it out, {@code mvn verify}
 * runs it.
 */
@Tag("slow")
class ManPagesTest {

    private static final Path MAN = Path.of("man");
    private static final int SYNOPSIS_WIDTH = 10_000;
    /** Fixed so that the pages do not change with the day they are rendered. */
    private static final String DOC_DATE = "2026-11-29";

    private static Asciidoctor asciidoctor;

    @BeforeAll
    static void start() {
        asciidoctor = Asciidoctor.Factory.create();
    }

    @AfterAll
    static void stop() {
        asciidoctor.shutdown();
    }

    @TestFactory
    List<DynamicTest> manPagesMatchTheCode() throws IOException {
        boolean write = Boolean.getBoolean("shinpan.writeManPages");
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<String, String> page : generate().entrySet()) {
            String name = page.getKey();
            String adoc = page.getValue();
            String troff = render(adoc, name.startsWith("ja/"));
            String source = "adoc/" + name + ".adoc";
            String troffFile = name.startsWith("ja/") ? "ja/man1/" + name.substring(3) + ".1" : "man1/" + name + ".1";
            if (write) {
                for (String file : List.of(source, troffFile)) {
                    Files.createDirectories(MAN.resolve(file).getParent());
                }
                Files.writeString(MAN.resolve(source), adoc, StandardCharsets.UTF_8);
                Files.writeString(MAN.resolve(troffFile), troff, StandardCharsets.UTF_8);
            }
            tests.add(DynamicTest.dynamicTest(name, () -> {
                assertEquals(adoc, read(source), staleMessage(source));
                assertEquals(troff, read(troffFile), staleMessage(troffFile));
            }));
        }
        return tests;
    }

    /**
     * Each synopsis line holds whole options: a bracket group opened on a line closes on it, so no
     * reader of the page sees an option cut in two (as {@code [--ignore=CODE[,} / {@code CODE]]} was).
     */
    @TestFactory
    List<DynamicTest> synopsesKeepEachOptionWhole() {
        List<DynamicTest> tests = new ArrayList<>();
        for (Map.Entry<String, String> page : generate().entrySet()) {
            String adoc = page.getValue();
            int from = adoc.indexOf("// tag::picocli-generated-man-section-synopsis[]");
            int to = adoc.indexOf("// end::picocli-generated-man-section-synopsis[]");
            String synopsis = adoc.substring(from, to);
            tests.add(DynamicTest.dynamicTest(page.getKey(), () -> {
                for (String line : synopsis.split("\n")) {
                    int depth = 0;
                    for (char c : line.toCharArray()) {
                        depth += c == '[' ? 1 : c == ']' ? -1 : 0;
                    }
                    assertEquals(0, depth, "an option is cut at the end of this synopsis line: " + line);
                }
            }));
        }
        return tests;
    }

    private static String staleMessage(String file) {
        return "man/" + file + " is out of date; regenerate with "
                + "mvn -B -q test -Pslow -Dtest=ManPagesTest -Dshinpan.writeManPages=true";
    }

    private static String read(String file) throws IOException {
        Path path = MAN.resolve(file);
        return Files.exists(path) ? Files.readString(path, StandardCharsets.UTF_8) : "";
    }

    /** The headings picocli's generator writes in English, in Japanese for the pages in man/ja. */
    private static final Map<String, String> JAPANESE_HEADINGS = Map.of(
            "== Name\n",
            "== 名前\n",
            "== Synopsis\n",
            "== 書式\n",
            "== Description\n",
            "== 説明\n",
            "== Options\n",
            "== オプション\n",
            "== Arguments\n",
            "== 引数\n",
            "== Commands\n",
            "== コマンド\n",
            ":manmanual: Shinpan Manual",
            ":manmanual: 審判の手引き");

    /**
     * AsciiDoc source per page name, for the command and every subcommand: in English in
     * {@code man/}, from the same model in Japanese in {@code man/ja/}.
     */
    static Map<String, String> generate() {
        Map<String, String> pages = new LinkedHashMap<>();
        collect(Main.commandLine(Lang.EN).getCommandSpec(), pages, "");
        Map<String, String> japanese = new LinkedHashMap<>();
        collect(Main.commandLine(Lang.JA).getCommandSpec(), japanese, "ja/");
        japanese.replaceAll((name, adoc) -> {
            for (Map.Entry<String, String> h : JAPANESE_HEADINGS.entrySet()) {
                adoc = adoc.replace(h.getKey(), h.getValue());
            }
            return adoc;
        });
        pages.putAll(japanese);
        return pages;
    }

    private static void collect(CommandSpec spec, Map<String, String> pages, String folder) {
        if (spec.usageMessage().hidden() || spec.userObject() instanceof HelpCommand) {
            return;
        }
        // Wide enough that picocli never wraps the synopsis inside an option (it breaks after a ',' of
        // CODE[,CODE...]); the man reader wraps the rendered page between options instead.
        spec.usageMessage().width(SYNOPSIS_WIDTH);
        StringWriter out = new StringWriter();
        try (PrintWriter pw = new PrintWriter(out)) {
            ManPageGenerator.writeSingleManPage(pw, spec);
        }
        pages.put(folder + spec.qualifiedName("-"), out.toString().replace("\r\n", "\n"));
        for (CommandLine sub : spec.subcommands().values()) {
            if (sub.getCommandSpec().parent() == spec) {
                collect(sub.getCommandSpec(), pages, folder);
            }
        }
    }

    /**
     * The troff page of the AsciiDoc source, cleaned of what {@code mandoc -T lint} reports: the
     * groff-only hyperlink set-up ({@code mso www.tmac}, {@code LINKSTYLE}; the pages hold no links)
     * and a {@code .sp} straight after a heading. Asciidoctor writes {@code Language: English}
     * whatever the document's {@code lang}, so the Japanese pages have that line set here.
     */
    private static String render(String adoc, boolean japanese) {
        Attributes attributes = Attributes.builder()
                .attribute("docdate", DOC_DATE)
                .attribute("lang", japanese ? "ja" : "en")
                .build();
        Options options = Options.builder()
                .backend("manpage")
                .standalone(true)
                .safe(SafeMode.SAFE)
                .attributes(attributes)
                .build();
        String troff = asciidoctor
                .convert(adoc, options)
                .replaceAll("(?m)^\\.if \\\\n\\[\\.g\\] \\\\\\{\\\\\n(?:.*\n)*?\\.\\\\}\n", "")
                .replaceAll("(?m)^(\\.S[HS] .*\n)\\.sp\n", "$1");
        return japanese ? troff.replace(".\\\"  Language: English", ".\\\"  Language: Japanese") : troff;
    }
}
