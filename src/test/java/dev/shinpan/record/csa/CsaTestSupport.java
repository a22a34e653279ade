package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.encoding.DecodedText;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** Reading inline and corpus CSA text in tests. */
final class CsaTestSupport {

    private CsaTestSupport() {}

    static List<GameRecord> readAll(String text) {
        return new CsaReader().read(text, new ReadOptions("inline.csa", "UTF-8", null));
    }

    /** The only record of the text. */
    static GameRecord read(String text) {
        List<GameRecord> records = readAll(text);
        assertEquals(1, records.size(), "records");
        return records.get(0);
    }

    /** Lines joined with LF and a final newline. */
    static String csa(String... lines) {
        return String.join("\n", lines) + "\n";
    }

    static Path corpusRoot() {
        try {
            var url = CsaTestSupport.class.getResource("/corpus");
            assertNotNull(url, "test resource /corpus");
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static Path resource(String path) {
        try {
            var url = CsaTestSupport.class.getResource(path);
            assertNotNull(url, "test resource " + path);
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    static DecodedText decodeCorpus(String relativePath) {
        try {
            byte[] bytes = Files.readAllBytes(corpusRoot().resolve(relativePath));
            return TextDecoder.decode(bytes).orElseThrow(() -> new AssertionError("undecodable " + relativePath));
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<GameRecord> readCorpus(String relativePath) {
        DecodedText d = decodeCorpus(relativePath);
        return new CsaReader().read(d.text(), new ReadOptions(relativePath, d.encoding(), null));
    }

    static List<Problem> errors(GameRecord r) {
        return r.problems().stream().filter(Problem::isError).collect(Collectors.toList());
    }

    static List<Problem> warnings(GameRecord r) {
        return r.problems().stream().filter(p -> !p.isError()).collect(Collectors.toList());
    }

    static void assertNoErrors(GameRecord r) {
        assertTrue(errors(r).isEmpty(), () -> r.source() + " #" + r.index() + " errors: " + errors(r));
    }

    static void assertNoProblems(GameRecord r) {
        assertTrue(r.problems().isEmpty(), () -> r.source() + " #" + r.index() + " problems: " + r.problems());
    }

    /** The first warning or error whose message contains the fragment. */
    static Problem problem(GameRecord r, String fragment) {
        return r.problems().stream()
                .filter(p -> p.message().contains(fragment))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no problem mentioning \"" + fragment + "\" in " + r.problems()));
    }

    /** First illegal ply of the main line and its code, or null when every move is legal. */
    record FirstIllegal(int ply, IllegalMoveCode code) {}

    static FirstIllegal replay(GameRecord r) {
        Position p = r.start().position();
        MoveJudge judge = new MoveJudge(p);
        for (RecordedMove m : r.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (!MoveJudge.isLegal(verdict)) {
                return new FirstIllegal(m.ply(), MoveJudge.codeOf(verdict));
            }
            p.play(verdict);
        }
        return null;
    }

    static void assertAllLegal(GameRecord r) {
        FirstIllegal first = replay(r);
        if (first != null) {
            fail(r.source() + " #" + r.index() + ": ply " + first.ply() + " judged "
                    + first.code().code());
        }
    }
}
