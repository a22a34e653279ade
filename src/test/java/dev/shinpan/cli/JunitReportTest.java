package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.testing.Resources;
import java.io.OutputStream;
import java.io.StringReader;
import java.math.BigDecimal;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.transform.stream.StreamSource;
import javax.xml.validation.Schema;
import javax.xml.validation.SchemaFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * {@code --format junit}: valid under both schemas JUnit readers follow (the Jenkins xUnit plugin's
 * {@code junit-10.xsd} and Apache Ant's {@code JUnit.xsd}, in {@code src/test/resources/junit-xsd}) on every
 * record of the test corpus; one suite with the run's totals; a test case per record named by its folder
 * (classname, dotted) and file; failures and errors exactly where the exit code counts a finding, so that
 * the baseline and {@code --ignore} pass what they know.
 */
class JunitReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String CORPUS = "src/test/resources/corpus";
    private static Schema jenkins;
    private static Schema ant;

    @TempDir
    Path tmp;

    @BeforeAll
    static void loadSchemas() throws SAXException {
        jenkins = schema("junit-xsd/junit-10.xsd");
        ant = schema("junit-xsd/JUnit.xsd");
    }

    private static Schema schema(String resource) throws SAXException {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        return factory.newSchema(new StreamSource(new StringReader(Resources.utf8(resource))));
    }

    /** The document, once both schemas have accepted it. */
    private static Document valid(String xml) throws Exception {
        for (Schema schema : List.of(jenkins, ant)) {
            try {
                schema.newValidator().validate(new StreamSource(new StringReader(xml)));
            } catch (SAXException e) {
                throw new AssertionError(
                        (schema == ant ? "Ant's JUnit.xsd: " : "junit-10.xsd: ") + e.getMessage() + "\n"
                                + xml.substring(0, Math.min(xml.length(), 3000)),
                        e);
            }
        }
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    private static List<Element> testCases(Document doc) {
        NodeList nodes = doc.getElementsByTagName("testcase");
        List<Element> cases = new ArrayList<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            cases.add((Element) nodes.item(i));
        }
        return cases;
    }

    /** Why the report is one suite: neither schema takes totals on a {@code <testsuites>} root. */
    @Test
    void theSchemasTakeNoTotalsOnTestsuitesAndCountsOnEverySuite() {
        String suite = "<testsuite name=\"x\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0.5\""
                + " timestamp=\"2025-01-01T00:00:00\" hostname=\"localhost\"><properties/>"
                + "<testcase name=\"t\" classname=\"c\" time=\"0\"/><system-out/><system-err/></testsuite>";
        assertThrows(
                AssertionError.class,
                () -> valid("<testsuites tests=\"1\" failures=\"0\" errors=\"0\">"
                        + suite.replace("<testsuite ", "<testsuite id=\"0\" package=\"p\" ") + "</testsuites>"),
                "Ant's schema allows <testsuites> no attribute");
        assertThrows(AssertionError.class, () -> valid(suite.replace(" tests=\"1\"", "")), "a suite without its count");
        assertThrows(AssertionError.class, () -> valid(suite.replace(" time=\"0\"", "")), "a test case without a time");
    }

    /**
     * Every record of the test corpus (the samples with the Tori games, the golden records, the minishogi
     * records), under one ruleset and under every preset, in English and Japanese, is a valid document.
     */
    @ParameterizedTest
    @ValueSource(strings = {"--lang=en", "--ruleset=all --lang=ja --fail-on=illegal", "--board --fail-on=winner"})
    void theReportOfTheTestCorpusIsValidUnderBothSchemasAndItsTotalsAddUp(String options) throws Exception {
        List<String> args = new ArrayList<>(List.of("check", "--format", "junit"));
        args.addAll(List.of(options.split(" ")));
        args.addAll(List.of("samples", CORPUS, "src/test/resources/minishogi"));
        Cli r = Cli.run(args.toArray(String[]::new));
        Document doc = valid(r.out());
        Element suite = doc.getDocumentElement();
        assertEquals("testsuite", suite.getNodeName());
        List<Element> cases = testCases(doc);
        assertTrue(cases.size() > 500, "the whole corpus: " + cases.size());
        assertEquals(String.valueOf(cases.size()), suite.getAttribute("tests"));
        assertEquals(String.valueOf(doc.getElementsByTagName("failure").getLength()), suite.getAttribute("failures"));
        assertEquals(String.valueOf(doc.getElementsByTagName("error").getLength()), suite.getAttribute("errors"));
        assertEquals(String.valueOf(doc.getElementsByTagName("skipped").getLength()), suite.getAttribute("skipped"));
        assertTrue(new BigDecimal(suite.getAttribute("time")).signum() >= 0);
        assertTrue(suite.getAttribute("timestamp").matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}"));
        for (Element c : cases) {
            assertFalse(
                    c.getAttribute("classname").isEmpty()
                            || c.getAttribute("classname").contains("/"),
                    c.getAttribute("classname"));
            assertFalse(c.getAttribute("name").contains("/"), "the file's own name: " + c.getAttribute("name"));
        }
    }

    @Test
    void aTestCasePerRecordAgreeingWithTheJsonVerdicts() throws Exception {
        Cli junit = Cli.run("check", "--format", "junit", "--lang", "en", "samples");
        Cli jsonl = Cli.run("check", "--format", "jsonl", "samples");
        assertEquals(jsonl.exit(), junit.exit());
        List<Element> cases = testCases(valid(junit.out()));
        List<String> lines = jsonl.out().lines().toList();
        assertEquals(lines.size(), cases.size(), "one test case per record");
        for (int i = 0; i < lines.size(); i++) {
            JsonNode v = JSON.readTree(lines.get(i));
            Element testCase = cases.get(i);
            Path source = Path.of(v.get("source").asText());
            assertTrue(
                    testCase.getAttribute("name")
                            .startsWith(source.getFileName().toString()),
                    testCase.getAttribute("name"));
            boolean inconsistent = v.get("status").asText().equals("inconsistent");
            assertEquals(
                    inconsistent ? 1 : 0,
                    testCase.getElementsByTagName("failure").getLength(),
                    testCase.getAttribute("name"));
        }
    }

    /** GitLab and Jenkins group test cases by classname: the folder, dotted, from the input named. */
    @Test
    void theClassnameIsTheFolderAsADottedNameAndTheNameTheFile() throws Exception {
        Path games = tmp.resolve("games");
        Files.createDirectories(games.resolve("2024/round.1"));
        Files.copy(Path.of("samples/nifu.kif"), games.resolve("2024/round.1/nifu.kif"));
        Files.copy(Path.of("samples/sennichite.kif"), games.resolve("sennichite.kif"));
        Files.copy(Path.of("samples/games.usi"), games.resolve("2024/games.usi"));
        Files.writeString(games.resolve("2024/notes.txt"), "not a record");
        Path zip = games.resolve("event.zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            out.putNextEntry(new ZipEntry("day1/hall/mate.jkf"));
            out.write(Files.readAllBytes(Path.of("samples/mate.jkf")));
            out.closeEntry();
        }
        Map<String, String> byName = classnames(
                Cli.run("check", "--format", "junit", games.toString()).out());
        Map<String, String> expected = new LinkedHashMap<>();
        expected.put("games.usi #0", "games.2024");
        expected.put("games.usi #1", "games.2024");
        expected.put("games.usi #2", "games.2024");
        expected.put("notes.txt", "games.2024");
        expected.put("nifu.kif", "games.2024.round_1");
        expected.put("mate.jkf", "games.event_zip.day1.hall");
        expected.put("sennichite.kif", "games");
        assertEquals(expected.keySet(), byName.keySet(), "the file's name, with #index in a file of several records");
        assertEquals(expected, byName);
        assertEquals(
                Map.of("nifu.kif", "round_1"),
                classnames(Cli.run(
                                "check",
                                "--format",
                                "junit",
                                games.resolve("2024/round.1/nifu.kif").toString())
                        .out()),
                "a file named alone: its own folder");
        assertEquals(
                Map.of("mate.jkf", "event_zip.day1.hall"),
                classnames(Cli.run("check", "--format", "junit", zip.toString()).out()),
                "an archive named alone heads the name, then its entry's folders");
        Map<String, String> all = classnames(Cli.run(
                        "check",
                        "--format",
                        "junit",
                        "--ruleset",
                        "all",
                        games.resolve("sennichite.kif").toString())
                .out());
        assertTrue(
                all.size() > 1 && all.containsKey("sennichite.kif (jsa)") && all.containsKey("sennichite.kif (csa)"),
                "the ruleset when several judge the record: " + all);
        assertEquals(Set.of("games"), Set.copyOf(all.values()));
    }

    private static Map<String, String> classnames(String xml) throws Exception {
        Map<String, String> byName = new LinkedHashMap<>();
        for (Element c : testCases(valid(xml))) {
            assertEquals(
                    null, byName.put(c.getAttribute("name"), c.getAttribute("classname")), "one test case per name");
        }
        return byName;
    }

    @Test
    void aBaselinedOrIgnoredFindingIsNoFailure() throws Exception {
        Path games = Files.createDirectory(tmp.resolve("games"));
        Files.copy(Path.of("samples/perpetual-check.ki2"), games.resolve("a.ki2"));
        Document plain =
                valid(Cli.run("check", "--format", "junit", games.toString()).out());
        assertEquals(1, plain.getElementsByTagName("failure").getLength());
        assertEquals("1", plain.getDocumentElement().getAttribute("failures"));

        Cli ignored = Cli.run("check", "--format", "junit", "--ignore", "ending-disagrees", games.toString());
        assertEquals(ExitCodes.OK, ignored.exit(), ignored.err());
        Document doc = valid(ignored.out());
        assertEquals(0, doc.getElementsByTagName("failure").getLength());
        assertEquals("0", doc.getDocumentElement().getAttribute("failures"));
        assertEquals("1", doc.getDocumentElement().getAttribute("tests"), "the record is still a test case, passing");

        Path baseline = tmp.resolve("baseline.json");
        assertEquals(
                0,
                Cli.run("check", "--write-baseline", baseline.toString(), games.toString())
                        .exit());
        Cli known = Cli.run("check", "--format", "junit", "--baseline", baseline.toString(), games.toString());
        assertEquals(ExitCodes.OK, known.exit(), known.err());
        assertEquals("0", valid(known.out()).getDocumentElement().getAttribute("failures"));
        Charset sjis = Charset.forName("windows-31j");
        Files.writeString(
                games.resolve("b.ki2"),
                Files.readString(Path.of("samples/perpetual-check.ki2"), sjis).replace("まで12手で千日手", "まで12手で先手の勝ち"),
                sjis);
        Cli fresh = Cli.run("check", "--format", "junit", "--baseline", baseline.toString(), games.toString());
        assertEquals(ExitCodes.INCONSISTENT, fresh.exit(), fresh.err());
        Document both = valid(fresh.out());
        assertEquals("1", both.getDocumentElement().getAttribute("failures"), "a new finding fails: " + fresh.out());
        assertEquals(
                "b.ki2", ((Element) both.getElementsByTagName("failure").item(0).getParentNode()).getAttribute("name"));
    }

    @Test
    void aFailureNamesTheFindingAndCarriesTheTextReport() throws Exception {
        Document doc = valid(Cli.run("check", "--format", "junit", "--lang", "en", "samples/perpetual-check.ki2")
                .out());
        Element failure = (Element) doc.getElementsByTagName("failure").item(0);
        assertEquals("ending-disagrees", failure.getAttribute("type"));
        assertTrue(
                failure.getAttribute("message").startsWith("line 22:1: the record says 'まで12手で千日手'"),
                failure.getAttribute("message"));
        assertTrue(!failure.getAttribute("message").contains("\n"), "one line");
        assertTrue(
                failure.getTextContent().contains("Result: White wins by Black's perpetual check at ply 12"),
                failure.getTextContent());
    }

    @Test
    void failOnIllegalMakesEveryIllegalMoveAFailure() throws Exception {
        Document plain =
                valid(Cli.run("check", "--format", "junit", "samples/nifu.kif").out());
        assertEquals(0, plain.getElementsByTagName("failure").getLength(), "a claimed foul is a consistent record");
        Cli strict = Cli.run("check", "--format", "junit", "--fail-on", "illegal", "--lang", "en", "samples/nifu.kif");
        assertEquals(ExitCodes.INCONSISTENT, strict.exit());
        Element failure =
                (Element) valid(strict.out()).getElementsByTagName("failure").item(0);
        assertEquals("nifu", failure.getAttribute("type"));
        assertTrue(
                failure.getAttribute("message").startsWith("line 28:6: ply 19, ７五歩打 by Black: nifu (二歩)"),
                failure.getAttribute("message"));
    }

    @Test
    void anUnreadableRecordIsAnErrorAndASkippedFileIsSkipped() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("batch"));
        Files.write(dir.resolve("photo.kif"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 0, 13});
        Files.writeString(dir.resolve("notes.txt"), "not a record");
        Cli r = Cli.run("check", "--format", "junit", dir.toString());
        assertEquals(ExitCodes.UNREADABLE, r.exit());
        Document doc = valid(r.out());
        assertEquals(1, doc.getElementsByTagName("error").getLength());
        assertEquals(1, doc.getElementsByTagName("skipped").getLength());
        Element suite = doc.getDocumentElement();
        assertEquals("1", suite.getAttribute("errors"));
        assertEquals("1", suite.getAttribute("skipped"));
        assertEquals("2", suite.getAttribute("tests"));
    }

    @Test
    void anArchiveGivesATestCasePerRecordAndRuleset() throws Exception {
        Path zip = tmp.resolve("event.zip");
        try (OutputStream file = Files.newOutputStream(zip);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (String sample : List.of("nifu.kif", "sennichite.kif", "perpetual-check.ki2")) {
                out.putNextEntry(new ZipEntry("round1/" + sample));
                out.write(Files.readAllBytes(Path.of("samples", sample)));
                out.closeEntry();
            }
        }
        Document doc = valid(Cli.run("check", "--format", "junit", "--ruleset", "all", zip.toString())
                .out());
        int presets = JSON.readTree(Cli.run("check", "--format", "json", "--ruleset", "all", "samples/nifu.kif")
                        .out())
                .get("records")
                .size();
        assertEquals(
                String.valueOf(3 * presets),
                doc.getDocumentElement().getAttribute("tests"),
                "a test case per record and ruleset");
        Element first = testCases(doc).get(0);
        assertEquals("nifu.kif (jsa)", first.getAttribute("name"));
        assertEquals("event_zip.round1", first.getAttribute("classname"));
    }

    /** Names that are no XML (control characters) or hold markup still make a valid document. */
    @Test
    void hostileNamesStayValid() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("a<b>&\"c\u0001.d"));
        Files.copy(Path.of("samples/perpetual-check.ki2"), dir.resolve("x\u0007'y.ki2"));
        Element c = testCases(valid(
                        Cli.run("check", "--format", "junit", dir.toString()).out()))
                .get(0);
        assertEquals("a<b>&\"c\uFFFD_d", c.getAttribute("classname"));
        assertEquals("x\uFFFD'y.ki2", c.getAttribute("name"));
    }
}
