package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.testing.Resources;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
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
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;
import org.xml.sax.SAXException;

/**
 * {@code --format junit}: valid against the JUnit schema the Jenkins xUnit plugin uses, a suite per
 * input, a test case per record, failures and errors exactly where the JSON verdicts say a record is
 * inconsistent or unreadable.
 */
class JunitReportTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static Schema junitSchema;

    @TempDir
    Path tmp;

    @BeforeAll
    static void loadSchema() throws SAXException {
        SchemaFactory factory = SchemaFactory.newInstance(XMLConstants.W3C_XML_SCHEMA_NS_URI);
        junitSchema = factory.newSchema(new StreamSource(new StringReader(Resources.utf8("schemas/junit/junit-10.xsd"))));
    }

    private static Document valid(String xml) throws Exception {
        junitSchema.newValidator().validate(new StreamSource(new StringReader(xml)));
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new InputSource(new StringReader(xml)));
    }

    @Test
    void theSchemaRejectsASuiteWithoutCounts() {
        String xml = "<testsuites><testsuite name=\"x\"><testcase name=\"t\"/></testsuite></testsuites>";
        assertThrows(SAXException.class, () -> valid(xml));
    }

    @Test
    void aSuitePerInputAndATestCasePerRecordAgreeingWithTheJsonVerdicts() throws Exception {
        Cli junit = Cli.run("check", "--format", "junit", "--lang", "en", "samples");
        Cli jsonl = Cli.run("check", "--format", "jsonl", "samples");
        assertEquals(jsonl.exit(), junit.exit());
        Document doc = valid(junit.out());
        List<JsonNode> verdicts = new ArrayList<>();
        Set<String> inputs = new LinkedHashSet<>();
        for (String line : jsonl.out().lines().toList()) {
            JsonNode v = JSON.readTree(line);
            verdicts.add(v);
            inputs.add(v.get("source").asText());
        }
        NodeList suites = doc.getElementsByTagName("testsuite");
        assertEquals(inputs.size(), suites.getLength(), "one suite per file");
        NodeList cases = doc.getElementsByTagName("testcase");
        assertEquals(verdicts.size(), cases.getLength(), "one test case per record");
        for (int i = 0; i < verdicts.size(); i++) {
            JsonNode v = verdicts.get(i);
            Element testCase = (Element) cases.item(i);
            assertEquals(v.get("source").asText() + " #" + v.get("index").asInt() + " (" + v.get("ruleset").asText() + ")",
                    testCase.getAttribute("name"));
            boolean inconsistent = v.get("status").asText().equals("inconsistent");
            assertEquals(inconsistent ? 1 : 0, testCase.getElementsByTagName("failure").getLength(), testCase.getAttribute("name"));
        }
        for (int i = 0; i < suites.getLength(); i++) {
            Element suite = (Element) suites.item(i);
            assertEquals(suite.getElementsByTagName("testcase").getLength(), Integer.parseInt(suite.getAttribute("tests")));
            assertEquals(suite.getElementsByTagName("failure").getLength(), Integer.parseInt(suite.getAttribute("failures")));
        }
    }

    @Test
    void aFailureNamesTheFindingAndCarriesTheTextReport() throws Exception {
        Document doc = valid(Cli.run("check", "--format", "junit", "--lang", "en", "samples/perpetual-check.ki2").out());
        Element failure = (Element) doc.getElementsByTagName("failure").item(0);
        assertEquals("ending-disagrees", failure.getAttribute("type"));
        assertTrue(failure.getAttribute("message").startsWith("line 22:1: the record says 'まで12手で千日手'"),
                failure.getAttribute("message"));
        assertTrue(!failure.getAttribute("message").contains("\n"), "one line");
        assertTrue(failure.getTextContent().contains("Result: White wins by Black's perpetual check at ply 12"),
                failure.getTextContent());
    }

    @Test
    void failOnIllegalMakesEveryIllegalMoveAFailure() throws Exception {
        Document plain = valid(Cli.run("check", "--format", "junit", "samples/nifu.kif").out());
        assertEquals(0, plain.getElementsByTagName("failure").getLength(), "a claimed foul is a consistent record");
        Cli strict = Cli.run("check", "--format", "junit", "--fail-on", "illegal", "--lang", "en", "samples/nifu.kif");
        assertEquals(ExitCodes.INCONSISTENT, strict.exit());
        Element failure = (Element) valid(strict.out()).getElementsByTagName("failure").item(0);
        assertEquals("nifu", failure.getAttribute("type"));
        assertTrue(failure.getAttribute("message").startsWith("line 28:6: ply 19, ７五歩打 by Black: nifu (二歩)"),
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
        Element photo = (Element) doc.getElementsByTagName("testsuite").item(1);
        assertEquals("1", photo.getAttribute("errors"));
    }

    @Test
    void anArchiveIsOneSuite() throws Exception {
        Path zip = tmp.resolve("event.zip");
        try (OutputStream file = Files.newOutputStream(zip); ZipOutputStream out = new ZipOutputStream(file)) {
            for (String sample : List.of("nifu.kif", "sennichite.kif", "perpetual-check.ki2")) {
                out.putNextEntry(new ZipEntry("round1/" + sample));
                out.write(Files.readAllBytes(Path.of("samples", sample)));
                out.closeEntry();
            }
        }
        Document doc = valid(Cli.run("check", "--format", "junit", "--ruleset", "all", zip.toString()).out());
        NodeList suites = doc.getElementsByTagName("testsuite");
        assertEquals(1, suites.getLength());
        Element suite = (Element) suites.item(0);
        assertEquals(zip.toString(), suite.getAttribute("name"));
        int presets = JSON.readTree(Cli.run("check", "--format", "json", "--ruleset", "all", "samples/nifu.kif").out())
                .get("records").size();
        assertEquals(String.valueOf(3 * presets), suite.getAttribute("tests"), "a test case per record and ruleset");
        assertTrue(((Element) doc.getElementsByTagName("testcase").item(0)).getAttribute("name")
                .equals(zip + "!/round1/nifu.kif #0 (jsa)"));
    }
}
