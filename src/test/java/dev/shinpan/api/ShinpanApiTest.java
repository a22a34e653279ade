package dev.shinpan.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Moves and judgements as values, positions of a verdict, writing, ruleset names: the typed API. */
class ShinpanApiTest {

    private static GameRecord nifu() {
        return Shinpan.read(Path.of("samples/nifu.kif")).get(0);
    }

    @Test
    void aLegalMoveIsResolvedAndPlayedAnIllegalOneNamesItsRuleAndCitation() {
        Position position = Position.start(Variants.STANDARD);
        // the piece left to the board: a USI-like move names none
        Judgement legal = Shinpan.play(position, new Move(Square.of(7, 7), Square.of(7, 6), null, false));
        assertTrue(legal.isLegal());
        assertEquals(
                Variants.STANDARD.pieceType(Variants.Standard.PAWN),
                ((Judgement.Legal) legal).move().piece());
        assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", position.toSfen());

        String before = position.toSfen();
        Judgement wrongTurn = Shinpan.play(position, new Move(Square.of(2, 7), Square.of(2, 6), null, false));
        Judgement.Illegal illegal = assertInstanceOf(wrongTurn);
        assertFalse(illegal.isLegal());
        assertNotNull(illegal.code());
        assertNotNull(illegal.citation(), "the JSA ruleset cites where an illegal move loses");
        assertEquals(before, position.toSfen(), "an illegal move is not played");
    }

    private static Judgement.Illegal assertInstanceOf(Judgement j) {
        assertTrue(j instanceof Judgement.Illegal, String.valueOf(j));
        return (Judgement.Illegal) j;
    }

    @Test
    void aDroppedPawnOnAFileWithOneIsNifu() {
        Position position = Position.start(Variants.STANDARD);
        for (String usi : List.of("7g7f", "3c3d", "8h2b+", "4a3b", "2b3a", "2a3c")) {
            Shinpan.playUsi(position, usi);
        }
        // nothing in hand is a pawn: the drop breaks a rule of its own before any pawn rule
        Judgement j = Shinpan.judgeMove(
                position, new Move(null, Square.of(5, 5), Variants.STANDARD.pieceType(Variants.Standard.PAWN), false));
        assertFalse(j.isLegal());
    }

    @Test
    void theVerdictGivesThePositionAtEachPly() {
        GameRecord record = nifu();
        Verdict verdict = Shinpan.judge(record);
        int moves = record.mainLine().moves().size();
        List<String> walked = verdict.positions().map(Position::toSfen).collect(Collectors.toList());
        assertEquals(moves + 1, walked.size());
        assertEquals(record.start().sfen(), walked.get(0));
        for (int ply = 0; ply <= moves; ply++) {
            assertEquals(walked.get(ply), verdict.positionAt(ply).orElseThrow().toSfen());
        }
        assertTrue(verdict.positionAt(moves + 1).isEmpty());
        assertTrue(verdict.positionAt(-1).isEmpty());
        int foul = verdict.firstIllegal().ply();
        assertEquals(
                verdict.boardSfen(), verdict.positionAt(foul - 1).orElseThrow().toSfen());
    }

    @Test
    void aRecordIsWrittenInAnotherFormatAndReadsBackToTheSameVerdict() {
        GameRecord record = nifu();
        String csa = Shinpan.write(record, RecordFormat.CSA);
        GameRecord back = Shinpan.read("nifu.csa", csa.getBytes(java.nio.charset.StandardCharsets.UTF_8))
                .get(0);
        assertEquals(RecordFormat.CSA, back.format());
        assertEquals(record.mainLine().moves().size(), back.mainLine().moves().size());
        assertEquals("nifu", Shinpan.judge(back).firstIllegal().code().code());
        GameRecord unreadable = Shinpan.read("junk.txt", new byte[] {'x'}).get(0);
        assertThrows(IllegalArgumentException.class, () -> Shinpan.write(unreadable, RecordFormat.KIF));
    }

    @Test
    void rulesetNamesAreTakenInAnyCaseAndATypoGetsTheNearest() {
        assertEquals(Rulesets.JSA, Shinpan.ruleset("JSA"));
        assertEquals("nifu", Shinpan.judge(nifu(), "Csa").firstIllegal().code().code());
        IllegalArgumentException typo = assertThrows(IllegalArgumentException.class, () -> Shinpan.ruleset("jas"));
        assertTrue(typo.getMessage().contains("did you mean jsa?"), typo.getMessage());
        IllegalArgumentException far = assertThrows(IllegalArgumentException.class, () -> Shinpan.ruleset("chess"));
        assertTrue(far.getMessage().contains("jsa, "), far.getMessage());
    }
}
