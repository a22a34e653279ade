package dev.shinpan.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.testing.Resources;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Leaf counts of the legal move tree against published figures (corpus known-positions and the
 * shogiops tables). Deeper counts (start position depth 6) belong to the benchmark.
 */
class PerftTest {

    private static final String START = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";
    private static final String MAX_MOVES = "R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1";
    private static final String MATSURI = "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";
    private static final String PAWN_DROP_MATE = "7lk/9/8S/9/9/9/9/7L1/8K b P 1";
    private static final String STALEMATE =
            "+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200";
    private static final String TORI_START = "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1";

    private static long perft(String sfen, int depth) {
        return new Perft(Sfen.parse(sfen), depth).count(depth);
    }

    @ParameterizedTest(name = "{0} at depth {1} = {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "start         | 1 | 30",
                "start         | 2 | 900",
                "start         | 3 | 25470",
                "start         | 4 | 719731",
                "start         | 5 | 19861490",
                "593-moves     | 1 | 593",
                "593-moves     | 2 | 105677",
                "matsuri       | 1 | 207",
                "matsuri       | 2 | 28684",
                "matsuri       | 3 | 4809015",
                "pawn-drop-mate| 1 | 85",
                "pawn-drop-mate| 2 | 639",
                "pawn-drop-mate| 3 | 10786",
                "stalemate     | 1 | 0",
                "tori-start    | 1 | 17",
                "tori-start    | 2 | 288",
                "tori-start    | 3 | 5430",
                "tori-start    | 4 | 103857",
            })
    void publishedFigures(String name, int depth, long expected) {
        String sfen = switch (name) {
            case "start" -> START;
            case "593-moves" -> MAX_MOVES;
            case "matsuri" -> MATSURI;
            case "pawn-drop-mate" -> PAWN_DROP_MATE;
            case "stalemate" -> STALEMATE;
            case "tori-start" -> TORI_START;
            default -> throw new IllegalArgumentException(name);
        };
        assertEquals(expected, perft(sfen, depth));
    }

    static Stream<Arguments> shogiopsPositions() {
        return Resources.perftTable("corpus/WandererXII-shogiops/perft_standard_positions.tsv");
    }

    @DisplayName("the 292 random positions of shogiops")
    @ParameterizedTest(name = "{0} depth {1} = {2}")
    @MethodSource("shogiopsPositions")
    void shogiopsRandomPositions(String sfen, int depth, long expected) {
        assertEquals(expected, perft(sfen, depth));
    }

    static Stream<Arguments> talkchessGentest() {
        return Resources.dataLines("corpus/WandererXII-shogiops/perft_standard_gentest_talkchess.tsv").stream()
                .map(line -> line.split("\t"))
                .map(f -> Arguments.of(f[0], f[1], Long.parseLong(f[2]), Long.parseLong(f[3])));
    }

    @DisplayName("the 21 talkchess gentest positions")
    @ParameterizedTest(name = "{0}")
    @MethodSource("talkchessGentest")
    void talkchessGentestPositions(String name, String sfen, long perft1, long perft2) {
        assertEquals(perft1, perft(sfen, 1), "perft 1");
        assertEquals(perft2, perft(sfen, 2), "perft 2");
    }

    @Test
    void divideSumsToTheCountAndNamesMovesInUsi() {
        Map<String, Long> divide = new Perft(Sfen.parse(START), 3).divide(3);
        assertEquals(30, divide.size());
        assertEquals(25470, divide.values().stream().mapToLong(Long::longValue).sum());
        assertEquals(perft("lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2", 2), divide.get("7g7f"));
    }

    @Test
    void perftLeavesThePositionAsItWas() {
        Position p = Sfen.parse(MATSURI);
        long hash = p.hash();
        new Perft(p, 3).count(3);
        assertEquals(MATSURI.replace("GR5pnsg", "RGgsn5p"), p.toSfen());
        assertEquals(hash, p.hash());
    }
}
