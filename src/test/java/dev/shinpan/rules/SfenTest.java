package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.testing.Written;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SfenTest {

    /** Every kind of both sides, promoted or not, and both hands, as written by other programs: read and written back. */
    @ParameterizedTest
    @ValueSource(
            strings = {
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
                "l+N1g1k2l/1r1s2g2/p1+Pp1psp1/4p2+Bp/1p7/2P1P3P/PP1P1PP2/1SG3+r2/LN2KG1NL w BSNPp 62",
                "+l+n+sgkg+s+n+l/1+r5+b1/+p+p+p+p+p+p+p+p+p/9/9/9/+P+P+P+P+P+P+P+P+P/1+B5+R1/+L+N+SGKG+S+N+L b - 1",
                "8k/9/9/9/9/9/9/9/K8 b RB2G2S2N2L9Prb2g2s2n2l9p 200",
                "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1",
                "rpc1cpl/3+f3/s1sksss/7/S1SSS2/3F+s2/LPCKCPR w 2Sp 40",
            })
    void everyKindIsWrittenAsRead(String sfen) {
        assertEquals(sfen, Sfen.parse(sfen).toSfen());
    }

    @Test
    void kindsOfPiecesAreEqualByWhatTheyAre() {
        PieceType pawn = Variants.STANDARD.pieceTypes().get(0);
        PieceType same = new PieceType(
                pawn.index(),
                pawn.name(),
                pawn.letter(),
                pawn.promoted(),
                pawn.promotedIndex(),
                pawn.baseIndex(),
                pawn.csa(),
                pawn.kanji(),
                pawn.boardKanji(),
                List.copyOf(pawn.moves()),
                pawn.points(),
                pawn.royal());
        PieceType movingOtherwise = new PieceType(
                pawn.index(),
                pawn.name(),
                pawn.letter(),
                pawn.promoted(),
                pawn.promotedIndex(),
                pawn.baseIndex(),
                pawn.csa(),
                pawn.kanji(),
                pawn.boardKanji(),
                Variants.STANDARD.pieceTypes().get(1).moves(),
                pawn.points(),
                pawn.royal());
        assertEquals(pawn, same);
        assertEquals(pawn.hashCode(), same.hashCode());
        assertNotEquals(pawn, movingOtherwise);
        assertNotEquals(pawn, Variants.STANDARD.pieceTypes().get(1));
        assertNotEquals(pawn, Variants.TORI.pieceTypes().get(0));
    }

    @Test
    void handCountsOfTenAndMoreRoundTrip() {
        String sfen = "4k4/9/9/9/9/9/9/9/4K4 b 2R2B4G4S4N4L18p 1";
        Position p = Sfen.parse(sfen);
        assertEquals(18, p.handCount(Side.WHITE, Variants.STANDARD.pieceType(Variants.Standard.PAWN)));
        assertEquals(sfen, p.toSfen());
    }

    @Test
    void handsInAnyOrderAndRepeatedLettersAreAccepted() {
        Position p = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w PPpSb 7");
        assertEquals("4k4/9/9/9/9/9/9/9/4K4 w S2Pbp 7", p.toSfen());
    }

    @Test
    void sevenRanksSelectToriShogi() {
        Position p = Sfen.parse("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1");
        assertSame(Variants.TORI, p.variant());
        assertEquals("phoenix", p.pieceAt(new Square(4, 7)).type().name());
        assertEquals("left quail", p.pieceAt(new Square(7, 7)).type().name());
        assertEquals(Side.WHITE, p.pieceAt(new Square(1, 1)).owner());
        assertEquals("left quail", p.pieceAt(new Square(1, 1)).type().name());
    }

    @Test
    void threeFieldSfenWithoutMoveNumber() {
        assertEquals(1, Sfen.parse("7lk/9/8S/9/9/9/9/7L1/8K b P").moveNumber());
    }

    /** The problem is located at the first occurrence of the marker, searched from the end of the board field. */
    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN b - 1    | LNSGKGSN",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL x - 1   | x",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b K 1   | K 1",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5X1/LNSGKGSNL b - 1   | X",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 0   | 0",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL b - 1   | KSNL",
                // found by fuzzing the USI reader: counts past what a hand can hold, overflowing ones too
                "4k4/9/9/9/9/9/9/9/4K4 b 41P 1                                      | 41P",
                "4k4/9/9/9/9/9/9/9/4K4 b 99999999999p 1                             | 99999999999p",
                "4k4/9/9/9/9/9/9/9/4K4 b 20P21P 1                                   | 21P",
            })
    void badSfenIsLocated(String sfen, String marker) {
        SfenException e = assertThrows(SfenException.class, () -> Sfen.parse(sfen));
        assertEquals(sfen.lastIndexOf(marker), e.offset(), e.getMessage());
    }

    @Test
    void aHandTooLargeIsNamedAsWritten() {
        SfenException e = assertThrows(SfenException.class, () -> Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b 99999999999p 1"));
        assertTrue(e.getMessage().contains("a hand of 99999999999 pieces"), e.getMessage());
    }

    @Test
    void fieldsAreSplitAsTheRegularExpressionSplitsThem() {
        // the hand-written splitter stands in for text.split("\\s+") on stripped text
        java.util.Random random = new java.util.Random(20261201);
        String alphabet = "ab/+ \t\n\u000B\f\r\u001C\u3000\u00A0";
        for (int trial = 0; trial < 20_000; trial++) {
            StringBuilder text = new StringBuilder();
            for (int k = random.nextInt(12); k > 0; k--) {
                text.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            String stripped = text.toString().strip();
            assertEquals(
                    java.util.List.of(stripped.split("\\s+")),
                    java.util.List.of(Sfen.fields(stripped)),
                    "[" + stripped + "]");
        }
    }

    @Test
    void everyPresetIsKnownByItsSfen() {
        for (Handicap h : Handicap.values()) {
            assertEquals(h, Handicap.ofSfen(h.position().toSfen()).orElseThrow(), h.name());
            assertEquals(h, Handicap.ofPosition(Sfen.parse(h.sfen())).orElseThrow(), h.name());
        }
        assertTrue(Handicap.ofSfen("4k4/9/9/9/9/9/9/9/4K4 b - 1").isEmpty());
    }

    @Test
    void aBoardWithTooFewRanksIsNamed() {
        SfenException e = assertThrows(
                SfenException.class,
                () -> Sfen.parse(Variants.STANDARD, "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1 b - 1"));
        assertEquals("expected 9 ranks separated by '/', found 8", e.getMessage());
    }

    @Test
    void equalPositionsHaveEqualHashesWhateverTheRoute() {
        Position a = Position.start(Variants.STANDARD);
        Position b = Position.start(Variants.STANDARD);
        for (String m : new String[] {"7g7f", "3c3d", "2g2f"}) {
            a.play(a.encode(decodeUsi(a, m)));
        }
        for (String m : new String[] {"2g2f", "3c3d", "7g7f"}) {
            b.play(b.encode(decodeUsi(b, m)));
        }
        assertEquals(a.toSfen(), b.toSfen());
        assertEquals(a.hash(), b.hash());
        assertEquals(Sfen.parse(a.toSfen()).hash(), a.hash(), "the incremental hash equals the one built from scratch");
    }

    @Test
    void hashSeparatesSideToMoveAndHands() {
        Position black = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b P 1");
        Position white = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w P 1");
        Position otherHand = Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 b p 1");
        assertNotEquals(black.hash(), white.hash());
        assertNotEquals(black.hash(), otherHand.hash());
    }

    @Test
    void captureAndUndoRestoreEverything() {
        Position p = Sfen.parse("4k4/9/4p4/9/9/9/9/4R4/4K4 b - 1");
        String before = p.toSfen();
        long hash = p.hash();
        p.play(p.encode(decodeUsi(p, "5h5c+")));
        assertEquals("4k4/9/4+R4/9/9/9/9/9/4K4 w P 2", p.toSfen());
        assertEquals(Sfen.parse(p.toSfen()).hash(), p.hash());
        p.undo();
        assertEquals(before, p.toSfen());
        assertEquals(hash, p.hash());
    }

    @Test
    void kinglessSideIsAllowed() {
        Position p = Sfen.parse("4k4/9/9/9/9/9/9/9/9 b G 1");
        assertNull(p.kingSquare(Side.BLACK));
    }

    private static Move decodeUsi(Position p, String usi) {
        WrittenMove w = Written.usi(p.variant(), p.sideToMove(), usi);
        return p.decode(new MoveJudge(p).judge(w));
    }
}
