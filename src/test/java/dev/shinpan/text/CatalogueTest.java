package dev.shinpan.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.DeclarationFinding;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.testing.Languages;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The message catalogue: both languages say the same things, each in its own language, every
 * term the domain hands over has its words, and every key the code names is there.
 */
class CatalogueTest {

    private static final Catalogue EN = Catalogue.english();
    private static final Catalogue JA = Catalogue.japanese();
    private static final Pattern PLACEHOLDER = Pattern.compile("\\{[0-9]{1,2}(,[a-z]+)?}");

    @Test
    void bothLanguagesHaveTheSameKeys() {
        // forms such as piece.eagle.a (an eagle) exist where a language needs them
        assertEquals(withoutForms(EN.keys()), withoutForms(JA.keys()));
        assertTrue(JA.keys().containsAll(withoutForms(JA.keys())));
    }

    private static Set<String> withoutForms(Set<String> keys) {
        return keys.stream().filter(k -> !k.endsWith(".a")).collect(Collectors.toCollection(TreeSet::new));
    }

    @Test
    void placeholdersAreWellFormed() {
        for (Catalogue c : List.of(EN, JA)) {
            for (String key : c.keys()) {
                String rest = PLACEHOLDER.matcher(c.template(key)).replaceAll("");
                assertTrue(
                        rest.indexOf('{') < 0 && rest.indexOf('}') < 0,
                        c.language() + " " + key + ": a brace that is no placeholder: " + c.template(key));
            }
        }
    }

    @Test
    void everyTextSpeaksItsOwnLanguage() {
        for (String key : EN.keys()) {
            Languages.assertEnglish(key, PLACEHOLDER.matcher(EN.template(key)).replaceAll("·"));
        }
        for (String key : JA.keys()) {
            Languages.assertJapanese(key, PLACEHOLDER.matcher(JA.template(key)).replaceAll("·"));
        }
    }

    @Test
    void everyPieceIsNamedAsTheRecordsWriteIt() {
        for (Variant v : Variants.all()) {
            for (PieceType t : v.pieceTypes()) {
                assertEquals(t.name(), EN.term(t), v + " " + t);
                assertEquals(t.kanji(), JA.term(t), v + " " + t);
                String withArticle = EN.template(t.termKey() + ".a");
                assertTrue(withArticle.equals("a " + t.name()) || withArticle.equals("an " + t.name()), withArticle);
            }
        }
    }

    @Test
    void everyTermHasItsWordsInBothLanguages() {
        List<Term> terms = new ArrayList<>();
        terms.addAll(List.of(Side.values()));
        terms.addAll(List.of(IllegalMoveCode.values()));
        terms.addAll(Variants.all());
        terms.addAll(List.of(DeclarationFinding.Ruling.values()));
        terms.addAll(List.of(Verdict.Status.values()));
        for (EndingReason r : EndingReason.values()) {
            terms.add(() -> "reason." + r.id());
        }
        for (Side s : Side.values()) {
            terms.add(() -> s.termKey() + ".handicap");
        }
        for (Verdict.Status s : Verdict.Status.values()) {
            terms.add(() -> s.termKey() + ".short");
        }
        for (Term t : terms) {
            Languages.assertEnglish(t.termKey(), EN.term(t));
            Languages.assertJapanese(t.termKey(), JA.term(t));
        }
        assertEquals("二歩", JA.term(IllegalMoveCode.NIFU));
        assertEquals("nifu", EN.term(IllegalMoveCode.NIFU));
    }

    @Test
    void renderingFillsArgumentsAndForms() {
        assertEquals(
                "an eagle on 4四 cannot move to 4一",
                EN.text("illegal.illegal-movement", "4四", Variants.TORI.pieceType(Variants.Tori.EAGLE), "4一", ""));
        assertEquals(
                "4四の鵰は4一へ動けません",
                JA.text("illegal.illegal-movement", "4四", Variants.TORI.pieceType(Variants.Tori.EAGLE), "4一", ""));
        assertEquals(
                "Black is in check from the rook on 5一 and the bishop on 9五 and the move does not answer it",
                EN.text(
                        "illegal.ignored-check",
                        Side.BLACK,
                        Message.join(
                                "list.and",
                                List.of(
                                        Message.of(
                                                "illegal.piece-on",
                                                Variants.STANDARD.pieceType(Variants.Standard.ROOK),
                                                "5一"),
                                        Message.of(
                                                "illegal.piece-on",
                                                Variants.STANDARD.pieceType(Variants.Standard.BISHOP),
                                                "9五")))));
        assertEquals(
                "the move X refused at ply 7 breaks nifu (二歩): ·",
                EN.text(
                        "remark.refused-move",
                        "X",
                        IllegalMoveCode.NIFU,
                        Message.inJapanese(IllegalMoveCode.NIFU),
                        "·",
                        Message.of("ply.label", 7)));
    }

    /** Keys written out in the code, and the ids that remark(...), remarkAt(...) and condition(...) turn into keys. */
    @Test
    void everyKeyTheCodeNamesIsInTheCatalogue() throws IOException {
        Pattern literal = Pattern.compile("\"((?:illegal|remark|report|condition|agreement|points|skip|list|side|read"
                + "|reason|outcome|status|variant|piece|code|input|size|progress|citation)\\.[a-z0-9.-]+)\"");
        Pattern byId = Pattern.compile("\\b(remark|condition)\\(\"([a-z0-9-]+)\"");
        // remarkAt(where, "id", ...): the first string literal is the id
        Pattern byIdAt = Pattern.compile("\\bremarkAt\\([^\";]*\"([a-z0-9-]+)\"");
        Set<String> named = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main/java"))) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String source = Files.readString(file);
                Matcher m = literal.matcher(source);
                while (m.find()) {
                    if (!m.group(1).endsWith(".")) {
                        named.add(m.group(1));
                    }
                }
                Matcher id = byId.matcher(source);
                while (id.find()) {
                    named.add(id.group(1) + "." + id.group(2));
                }
                Matcher idAt = byIdAt.matcher(source);
                while (idAt.find()) {
                    named.add("remark." + idAt.group(1));
                }
            }
        }
        assertTrue(named.size() > 100, "the scan finds the keys: " + named.size());
        for (String key : named) {
            assertTrue(EN.has(key) && JA.has(key), "the code names '" + key + "', which the catalogue lacks");
        }
    }
}
