package dev.shinpan.cli.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variants;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** The SVG board: every piece of the position where it stands, the move marked, any board size. */
class SvgBoardTest {

    private static final SvgBoard EN = new SvgBoard(ReportTexts.of(Lang.EN));

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
    }

    private static List<Element> withClass(Document doc, String cls) {
        List<Element> found = new ArrayList<>();
        NodeList all = doc.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element e = (Element) all.item(i);
            if (e.getAttribute("class").equals(cls)) {
                found.add(e);
            }
        }
        return found;
    }

    private static BoardPicture start(Position p) {
        return new BoardPicture(p, null, null, null, null, "Black", "White", null, null, List.of("start"));
    }

    @Test
    void theStandardStartHasFortyPiecesWithWhitesTurned() throws Exception {
        Document doc = parse(EN.standalone(start(Position.start(Variants.STANDARD))));
        assertEquals("http://www.w3.org/2000/svg", doc.getDocumentElement().getNamespaceURI());
        List<Element> pieces = withClass(doc, "piece");
        assertEquals(40, pieces.size());
        Element whiteKing = pieces.stream()
                .filter(e -> e.getAttribute("data-square").equals("5a"))
                .findFirst()
                .orElseThrow();
        assertEquals("k", whiteKing.getAttribute("data-piece"));
        assertEquals("玉", whiteKing.getTextContent());
        assertTrue(whiteKing.getAttribute("transform").startsWith("rotate(180"), "White's pieces face down");
        Element blackRook = pieces.stream()
                .filter(e -> e.getAttribute("data-square").equals("2h"))
                .findFirst()
                .orElseThrow();
        assertEquals("R", blackRook.getAttribute("data-piece"));
        assertEquals("", blackRook.getAttribute("transform"));
        assertEquals("black", doc.getDocumentElement().getAttribute("data-to-move"));
    }

    @Test
    void handCountsAreKanjiInJapaneseAndDigitsInEnglish() throws Exception {
        // nine pawns and two golds in Black's hand; KIF writes such a hand 金二　歩九
        Position p = dev.shinpan.rules.Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 2G9P 1");
        SvgBoard ja = new SvgBoard(ReportTexts.of(Lang.JA));
        String jaHand = withClass(parse(ja.standalone(start(p))), "hand").get(1).getTextContent();
        assertTrue(jaHand.contains("歩九") && jaHand.contains("金二"), jaHand);
        String enHand = withClass(parse(EN.standalone(start(p))), "hand").get(1).getTextContent();
        assertTrue(enHand.contains("歩9") && enHand.contains("金2"), enHand);
    }

    @Test
    void toriIsSevenBySevenWithItsOwnPieceNames() throws Exception {
        Document doc = parse(EN.standalone(start(Position.start(Variants.TORI))));
        assertEquals("7", doc.getDocumentElement().getAttribute("data-files"));
        assertEquals("7", doc.getDocumentElement().getAttribute("data-ranks"));
        List<Element> pieces = withClass(doc, "piece");
        assertEquals(32, pieces.size());
        StringBuilder names = new StringBuilder();
        pieces.forEach(p -> names.append(p.getTextContent()));
        for (String name : List.of("鵬", "鷹", "鶴", "雉", "左", "右", "燕")) {
            assertTrue(names.indexOf(name) >= 0, name);
        }
        assertEquals(
                "K",
                pieces.stream()
                        .filter(e -> e.getAttribute("data-square").equals("4g"))
                        .findFirst()
                        .orElseThrow()
                        .getAttribute("data-piece"),
                "Black's phoenix on 4七");
    }

    @Test
    void aBoardMoveMarksBothSquaresWithAnArrow() throws Exception {
        Verdict v = Judged.verdict("samples/club24-ignored-check.kif", 0, Rulesets.JSA);
        Finding f = new Findings(ReportTexts.of(Lang.EN), false).of(v).get(0);
        Document doc = parse(EN.standalone(new Boards(ReportTexts.of(Lang.EN)).of(v, f)));
        assertEquals("2f", withClass(doc, "mark-from").get(0).getAttribute("data-square"), "２五歩(26) leaves 2六");
        assertEquals("2e", withClass(doc, "mark-to").get(0).getAttribute("data-square"));
        assertEquals(1, withClass(doc, "mark-arrow").size());
        assertTrue(withClass(doc, "mark-drop").isEmpty());
    }

    @Test
    void aFinalPositionMarksTheLastMovePlayed() throws Exception {
        // declaration.kifu ends ２ ５七玉(58), then 入玉勝ち: the board of the declaration shows that king move
        Verdict v = Judged.verdict("samples/declaration.kifu", 0, Rulesets.JSA);
        Document doc = parse(EN.standalone(new Boards(ReportTexts.of(Lang.EN)).ofVerdict(v)));
        assertEquals("5h", withClass(doc, "mark-from").get(0).getAttribute("data-square"));
        assertEquals("5g", withClass(doc, "mark-to").get(0).getAttribute("data-square"));
        assertTrue(withClass(doc, "mark-hand").isEmpty());
    }

    @Test
    void aDeclarationFailingForCheckMarksTheCheckingPiece(@TempDir Path dir) throws Exception {
        // Black's king on 5b declares while White's rook on 5e gives check down the file: the
        // declaration fails for check (not-in-check unmet) and the rook is what fails it
        Document doc = declarationBoard(dir, "| ・ ・ ・ ・v飛 ・ ・ ・ ・|五");
        List<Element> checkers = withClass(doc, "mark-check");
        assertEquals(1, checkers.size(), "the one checking piece");
        assertEquals("5e", checkers.get(0).getAttribute("data-square"));
    }

    /** The board drawn for the declaration of Black's king on 5b, with {@code rankFive} as written. */
    private static Document declarationBoard(Path dir, String rankFive) throws Exception {
        Path kif = dir.resolve("declared-in-check.kif");
        Files.writeString(
                kif,
                String.join(
                        "\n",
                        "後手の持駒：なし",
                        "  ９ ８ ７ ６ ５ ４ ３ ２ １",
                        "+---------------------------+",
                        "| 香 桂 銀 金 ・ 金 銀 桂 香|一",
                        "| ・ 飛 ・ ・ 玉 ・ ・ 角 ・|二",
                        "| 歩 歩 歩 歩 ・ 歩 歩 歩 歩|三",
                        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
                        rankFive,
                        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
                        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
                        "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
                        "| ・ ・ ・ ・v玉 ・ ・ ・ ・|九",
                        "+---------------------------+",
                        "先手の持駒：歩四",
                        "手数----指手---------消費時間--",
                        "   1 入玉勝ち",
                        ""),
                StandardCharsets.UTF_8);
        Verdict v = Judged.verdict(kif.toString(), 0, Rulesets.AMATEUR);
        Finding declaration = new Findings(ReportTexts.of(Lang.EN), false)
                .of(v).stream()
                        .filter(f -> f.kind() == Finding.Kind.DECLARATION)
                        .findFirst()
                        .orElseThrow();
        Document doc = parse(EN.standalone(new Boards(ReportTexts.of(Lang.EN)).of(v, declaration)));
        return doc;
    }

    @Test
    void aDropMarksTheSquareThePieceAndTheHand() throws Exception {
        Verdict v = Judged.verdict("samples/tori/game.sfen", 1, Rulesets.TORI);
        Finding f = new Findings(ReportTexts.of(Lang.EN), false).of(v).get(0);
        assertEquals("three-swallows", f.ruleId());
        Document doc = parse(EN.standalone(new Boards(ReportTexts.of(Lang.EN)).of(v, f)));
        assertEquals("7", doc.getDocumentElement().getAttribute("data-files"));
        Element drop = withClass(doc, "mark-drop").get(0);
        assertEquals("3b", drop.getAttribute("data-square"));
        assertEquals("S", drop.getAttribute("data-piece"));
        assertEquals("燕", drop.getTextContent());
        assertTrue(withClass(doc, "mark-from").isEmpty());
        Element hand = withClass(doc, "mark-hand").get(0);
        assertTrue(hand.getTextContent().startsWith("燕"), hand.getTextContent());
        assertEquals("black", ((Element) hand.getParentNode()).getAttribute("data-side"));
    }

    @Test
    void anInlineBoardLeavesTheNamespaceToHtml() {
        String inline = EN.inline(start(Position.start(Variants.STANDARD)));
        assertTrue(inline.startsWith("<svg class=\"shinpan-board\""), inline.substring(0, 40));
        assertFalse(inline.contains("xmlns"));
        assertFalse(inline.contains(" id="), "no ids: many boards share one page");
    }
}
