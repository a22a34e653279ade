package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.shinpan.cli.batch.ExitCodes;
import dev.shinpan.testing.Languages;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Why an input was skipped or could not be read is said in the reader's language: a folder
 * holding one input of each kind that the walk passes over or cannot read, checked in Japanese,
 * in English (the words as they always were) and in JSON (English, unchanged).
 */
class InputReasonsTest {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The limits that make big.kif too large and the zip inside outer.zip too deep. */
    private static final String[] LIMITS = {"--limit", "input=2K", "--limit", "nesting=0"};

    @TempDir
    Path tmp;

    private Path event;

    /** One input per reason, named so that the walk (in name order) meets them in a known order. */
    @BeforeEach
    void folder() throws Exception {
        event = Files.createDirectory(tmp.resolve("event"));
        Files.copy(Path.of("samples/nifu.kif"), event.resolve("good.kif"));
        Files.writeString(event.resolve("notes.txt"), "not a record");
        assertEquals(
                0,
                new ProcessBuilder("mkfifo", event.resolve("pipe.kif").toString())
                        .start()
                        .waitFor());
        Files.createSymbolicLink(event.resolve("loop"), Path.of("."));
        Files.createSymbolicLink(event.resolve("a"), Path.of("b"));
        Files.createSymbolicLink(event.resolve("b"), Path.of("a"));
        Files.createSymbolicLink(event.resolve("gone.kif"), Path.of("nowhere.kif"));
        Files.createSymbolicLink(event.resolve("same.kif"), Path.of("good.kif"));
        Files.writeString(event.resolve("big.kif"), "a".repeat(3000));
        byte[] inner = zip("n.kif", Files.readAllBytes(Path.of("samples/nifu.kif")));
        Files.write(event.resolve("outer.zip"), zip("inner.zip", inner));
    }

    private static byte[] zip(String name, byte[] content) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ZipOutputStream out = new ZipOutputStream(bytes)) {
            out.putNextEntry(new ZipEntry(name));
            out.write(content);
            out.closeEntry();
        }
        return bytes.toByteArray();
    }

    private Cli check(String lang, String format) {
        String[] args = {
            "check", "--lang", lang, "--format", format, LIMITS[0], LIMITS[1], LIMITS[2], LIMITS[3], event.toString()
        };
        Cli r = Cli.run(args);
        assertEquals(ExitCodes.UNREADABLE, r.exit(), r.err());
        return r;
    }

    /** The English words of every reason: the same as before they came from the catalogue. */
    private Map<String, String> englishReasons() {
        Map<String, String> reasons = new LinkedHashMap<>();
        reasons.put("a", "a symbolic link loop");
        reasons.put("big.kif", "larger than 2 KiB (the 'input' limit for one record or archive entry); not read");
        reasons.put("gone.kif", "a broken symbolic link");
        reasons.put("loop", "already walked under another name (a symbolic link leads back to it)");
        reasons.put("notes.txt", "not a record file by its extension");
        reasons.put(
                "outer.zip!/inner.zip",
                "a zip inside more than 0 archives or compressed files (the 'nesting' limit); not opened");
        reasons.put(
                "pipe.kif",
                "not a regular file (a named pipe, socket or device); name it on the command line" + " to read it");
        reasons.put("same.kif", "already read under another name (a link to the same file)");
        return reasons;
    }

    @Test
    void japaneseOutputGivesEveryReasonInJapanese() {
        String ja = check("ja", "text").out();
        assertTrue(
                ja.contains("読み飛ばし：" + event.resolve("pipe.kif") + "（通常のファイルではありません（名前付きパイプ、"
                        + "ソケット、デバイス）。読むにはコマンドラインで名前を指定してください）"),
                ja);
        assertTrue(ja.contains("読み飛ばし：" + event.resolve("a") + "（シンボリックリンクが循環しています）"), ja);
        assertTrue(ja.contains("  エラー: 2 KiBを超えています（棋譜1件またはアーカイブのエントリ1件あたりの制限 'input'）。読んでいません"), ja);
        assertTrue(ja.contains("  エラー: 0重を超えるアーカイブや圧縮ファイルの中の zip です（制限 'nesting'）。開いていません"), ja);
        for (String english : englishReasons().values()) {
            assertFalse(ja.contains(english), english + " in\n" + ja);
        }
        for (String line : ja.lines().toList()) {
            if (line.startsWith("読み飛ばし：") || line.startsWith("  エラー")) {
                // what is shown as written: the names, the limit names and sizes
                String words = line.replace(event.toString(), "").replaceAll("/[^（]*|'[a-z]+'|\\d+ KiB| zip ", "");
                Languages.assertJapanese("check --lang ja", words);
            }
        }
    }

    @Test
    void englishOutputKeepsTheWordsItHad() {
        String en = check("en", "text").out();
        englishReasons().forEach((name, reason) -> {
            String shown = name.equals("big.kif") || name.contains("!/")
                    ? "  Error: " + reason
                    : "Skipped " + event.resolve(name) + ": " + reason;
            assertTrue(en.contains(shown), shown + " in\n" + en);
        });
    }

    @Test
    void jsonKeepsTheEnglishReasonWhateverTheLanguage() throws IOException {
        Map<String, String> found = new LinkedHashMap<>();
        for (String line : check("ja", "jsonl").out().lines().toList()) {
            JsonNode n = JSON.readTree(line);
            if (n.has("skipped")) {
                found.put(n.get("skipped").asText(), n.get("reason").asText());
            } else if (n.get("status").asText().equals("unreadable")) {
                found.put(
                        n.get("source").asText(),
                        n.get("errors").get(0).get("message").asText());
            }
        }
        Map<String, String> expected = new LinkedHashMap<>();
        englishReasons().forEach((name, reason) -> expected.put(event + "/" + name, reason));
        expected.put(event + "/b", "a symbolic link loop");
        assertEquals(new TreeMap<>(expected), new TreeMap<>(found));
    }

    @Test
    void standardInputNamedTwiceIsSaidInJapanese() throws IOException {
        Cli r = Cli.withStdin(Files.readAllBytes(Path.of("samples/nifu.kif")), "check", "--lang", "ja", "-", "-");
        assertTrue(r.out().contains("  エラー: 標準入力が二度指定されました。標準入力は一度しか読めません"), r.out());
    }

    @Test
    void theSummaryOfAnArchiveOverItsLimitsIsJapaneseToo() throws IOException {
        Path many = tmp.resolve("many.zip");
        try (OutputStream file = Files.newOutputStream(many);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (String name : List.of("1.kif", "2.kif", "3.kif")) {
                out.putNextEntry(new ZipEntry(name));
                out.write("x".getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Cli ja = Cli.run("check", "--lang", "ja", "--limit", "entries=2", many.toString());
        assertTrue(ja.out().contains("  エラー: アーカイブのエントリが2件を超えています（制限 'entries'）。このエントリ以降は読んでいません"), ja.out());
        Cli en = Cli.run("check", "--lang", "en", "--limit", "entries=2", many.toString());
        assertTrue(
                en.out()
                        .contains("  Error: the archive holds more than 2 entries (the 'entries' limit); this entry"
                                + " and the rest of the archive were not read"),
                en.out());
    }
}
