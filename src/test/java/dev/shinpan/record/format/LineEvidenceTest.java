package dev.shinpan.record.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.codec.FormatEvidence;
import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.record.io.CorpusResources;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The hand-written line shapes of every format's evidence, asked in the registry's order as the
 * detector asks them, against the regular expressions the detector used before, kept here as the
 * reference: every line of every corpus file, and lines made to sit on the edges of each shape,
 * must get the same evidence.
 */
class LineEvidenceTest {

    /** The reference's classes of line. */
    private enum LineEvidence {
        KIF_ONLY("KIF, KI2", 1),
        KI2_ONLY("KIF, KI2", 2),
        COMMENT("KIF, KI2", 3),
        KIF_MOVE("KIF, KI2", 4),
        KI2_MOVE("KIF, KI2", 5),
        KIF_FAMILY("KIF, KI2", 6),
        KIF_WEAK("KIF, KI2", 7),
        CSA_STRONG("CSA", 1),
        CSA_WEAK("CSA", 2),
        USI("USI/SFEN", 1),
        NONE(null, FormatEvidence.NONE);

        /** The evidence that claims such a line, by its names, and the kind it gives it. */
        final String claimedBy;

        final int kind;

        LineEvidence(String claimedBy, int kind) {
            this.claimedBy = claimedBy;
            this.kind = kind;
        }

        String said() {
            return claimedBy + " " + kind;
        }
    }

    /** What the formats' evidence says of a line, the first to claim it as the detector asks them. */
    private static String said(char[] text, int start, int end) {
        for (FormatEvidence evidence : Formats.evidence(true)) {
            int kind = evidence.line(text, start, end);
            if (kind != FormatEvidence.NONE) {
                return evidence.names() + " " + kind;
            }
        }
        return LineEvidence.NONE.said();
    }

    private static final String BLANK = "[ \\t\\u3000]";
    private static final Pattern KIF_MOVE = Pattern.compile(BLANK + "*[0-9]+" + BLANK + "+[^\\x00-\\x7F]");
    private static final Pattern KI2_MOVE = Pattern.compile(BLANK + "*[▲△▼▽☗☖]" + "[1-9１-９同]");
    private static final Pattern KIF_HEADER = Pattern.compile("[開終棋手戦表持秒記消場掲備先後作発出完分受上下対][^：:]{0,15}[：:]");
    private static final Pattern KIF_FAMILY = Pattern.compile("\\|.*\\|[一二三四五六七八九]" + "|\\+-{6,}\\+" + "|" + BLANK
            + "*９" + BLANK + "+８" + "|変化[：:]" + "|まで[0-9]+手" + "|[先後上下]手番");
    private static final Pattern KIF_WEAK = Pattern.compile("[*&]");
    private static final Pattern KIF_ANY_HEADER = Pattern.compile("[^ \\t\\u3000#*'$%：:]{1,20}：");
    private static final Pattern KIF_ONLY = Pattern.compile("手数-+指手");
    private static final Pattern CSA_STRONG = Pattern.compile("[+-][0-9]{4}[A-Z]{2}|[+-]$"
            + "|PI([0-9]{2}[A-Z]{2})*$|P[1-9]( \\*|[+-][A-Z]{2})|P[+-]([0-9]{2}[A-Z]{2}|00AL)"
            + "|V[0-9]|N[+-]|\\$[A-Z_+-]+:|%[A-Z+-]");
    private static final Pattern CSA_WEAK = Pattern.compile("'|T-?[0-9]|/$");
    private static final Pattern USI_COMMAND = Pattern.compile("(position|startpos|sfen|moves)(" + BLANK + "|$)");
    private static final Pattern SFEN_BOARD = Pattern.compile("[1-9+A-Za-z]+(/[1-9+A-Za-z]+){6,8}(" + BLANK + "|$)");
    private static final Pattern USI_MOVE =
            Pattern.compile("([1-9][a-i][1-9][a-i]\\+?|[A-Z]\\*[1-9][a-i])(" + BLANK + "|$)");

    /** The detector's classification by regular expressions, as it was. */
    private static LineEvidence reference(String line) {
        if (line.startsWith("#")) {
            return line.startsWith("#KIF")
                    ? LineEvidence.KIF_ONLY
                    : line.startsWith("#KI2") ? LineEvidence.KI2_ONLY : LineEvidence.COMMENT;
        }
        if (KIF_MOVE.matcher(line).lookingAt()) {
            return LineEvidence.KIF_MOVE;
        }
        if (KI2_MOVE.matcher(line).lookingAt()) {
            return LineEvidence.KI2_MOVE;
        }
        if (KIF_ONLY.matcher(line).lookingAt()) {
            return LineEvidence.KIF_ONLY;
        }
        if (KIF_HEADER.matcher(line).lookingAt()
                || KIF_FAMILY.matcher(line).lookingAt()
                || KIF_ANY_HEADER.matcher(line).lookingAt()) {
            return LineEvidence.KIF_FAMILY;
        }
        if (KIF_WEAK.matcher(line).lookingAt()) {
            return LineEvidence.KIF_WEAK;
        }
        if (CSA_STRONG.matcher(line).lookingAt()) {
            return LineEvidence.CSA_STRONG;
        }
        if (CSA_WEAK.matcher(line).lookingAt()) {
            return LineEvidence.CSA_WEAK;
        }
        if (USI_COMMAND.matcher(line).lookingAt()
                || SFEN_BOARD.matcher(line).lookingAt()
                || USI_MOVE.matcher(line).lookingAt()) {
            return LineEvidence.USI;
        }
        return LineEvidence.NONE;
    }

    private static final List<String> EDGES = List.of(
            "1 ７六歩(77)",
            "  12\u3000同　歩(33)",
            "1\u3000\u3000",
            "1\u3000a",
            "1 a",
            "1",
            "1  ",
            "12\t\u3000x",
            "▲７六歩",
            " △同　銀",
            "▲a",
            "▲",
            "☗1",
            "手数----指手--",
            "手数-指手",
            "手数指手",
            "先手：羽生",
            "手合割:平手",
            "開" + "x".repeat(15) + "：",
            "開" + "x".repeat(16) + "：",
            "先手番",
            "後手番x",
            "|v香v桂|一",
            "| ・ ・ |",
            "||九",
            "+------+",
            "+-----+",
            "+-------",
            " ９ ８ ７",
            "９８",
            "変化：3手",
            "変化 :3手",
            "まで77手で先手の勝ち",
            "まで手",
            "対局ID：1",
            "a".repeat(20) + "：",
            "a".repeat(21) + "：",
            "#x：",
            "*comment",
            "&bookmark",
            "+7776FU",
            "-0055KA",
            "+",
            "-",
            "+777FU",
            "PI",
            "PI82HI22KA",
            "PI82HI2",
            "P1 * ",
            "P1-KY-KE",
            "P+00AL",
            "P-53KI",
            "P+5",
            "V2.2",
            "V",
            "N+name",
            "N",
            "$EVENT:x",
            "$:x",
            "$EVENT",
            "%TORYO",
            "%",
            "%+ILLEGAL_ACTION",
            "'comment",
            "T12",
            "T-1",
            "Tx",
            "/",
            "//",
            "position startpos",
            "positions",
            "startpos",
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
            "moves\t7g7f",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL",
            "a/b/c/d/e/f/g",
            "a/b/c/d/e/f",
            "a/b/c/d/e/f/g/h/i/j",
            "a/b/c/d/e/f/g/",
            "a/b/c/d/e/f/g x",
            "7g7f",
            "7g7f+",
            "7g7f+ 3c3d",
            "7g7f++",
            "P*5e",
            "P*5ex",
            "p*5e",
            "7g7",
            "Dear director,",
            "- list item",
            "| table | row |",
            "");

    @Test
    @DisplayName("every corpus line and every edge case gets the evidence the regular expressions gave")
    void handWrittenShapesMatchTheRegularExpressions() {
        Set<String> lines = new LinkedHashSet<>(EDGES);
        for (Path p : CorpusResources.files(p -> true)) {
            TextDecoder.decode(CorpusResources.read(p)).ifPresent(d -> {
                for (String line : d.text().split("[\\r\\n]")) {
                    lines.add(line.startsWith("\uFEFF") ? line.substring(1) : line);
                }
            });
        }
        assertTrue(lines.size() > 20_000, "lines: " + lines.size());
        List<String> wrong = new ArrayList<>();
        for (String line : lines) {
            LineEvidence expected = line.isEmpty() ? LineEvidence.NONE : reference(line);
            // the next line is there to be misread: evidence stops at the line's end
            String actual = said((line + "\n#KIF 1 ７六歩(77)").toCharArray(), 0, line.length());
            if (!expected.said().equals(actual)) {
                wrong.add("'" + line + "': expected " + expected + ", got " + actual);
            }
        }
        assertEquals(List.of(), wrong);
    }
}
