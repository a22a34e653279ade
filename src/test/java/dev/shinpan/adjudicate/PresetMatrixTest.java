package dev.shinpan.adjudicate;

import static dev.shinpan.testing.Games.START;
import static dev.shinpan.testing.Games.game;
import static dev.shinpan.testing.Games.repeat;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Side;
import dev.shinpan.testing.Resources;
import dev.shinpan.text.Catalogue;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every standard-shogi preset against every outcome path: one record per path, and the result
 * each preset must give (docs/rules.md), written as winner/reason/ply for jsa, csa, amateur, ussf
 * and try in that order.
 */
class PresetMatrixTest {

    private static final List<String> PRESETS = List.of("jsa", "csa", "amateur", "ussf", "try");

    private static final String NIFU = "k8/9/9/9/9/9/4P4/9/4K4 b P 1";
    private static final String ROOK_CHASE = "lnsg1gsnl/1r5b1/ppppppppp/4k4/9/5R3/PPPPPPPPP/1B7/LNSGKGSNL b - 1";
    private static final String STALEMATE =
            "+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200";
    private static final String ENTERED_28 = "LNSG1GSNL/1R2K2B1/PPPPPPPPP/9/9/9/9/9/4k4 b P 1";
    private static final String HANDS_30_24 = "4k4/9/9/9/9/9/9/9/4K4 b 2RB15Pb4g4s4n4l3p 1";

    /** path name, record, expected results for jsa, csa, amateur, ussf, try. */
    static Stream<Arguments> matrix() {
        Map<String, Object[]> paths = new java.util.LinkedHashMap<>();
        paths.put("unclaimed nifu, then resignation", new Object[] {
            game(NIFU, "P*5e 9a8a", "投了"),
            "white/illegal-move/1",
            "white/illegal-move/1",
            "white/illegal-move/1",
            "white/resignation/2",
            "white/illegal-move/1"
        });
        paths.put("nifu claimed with 反則勝ち", new Object[] {
            game(NIFU, "P*5e", "反則勝ち"),
            "white/illegal-move/1",
            "white/illegal-move/1",
            "white/illegal-move/1",
            "white/illegal-move/1",
            "white/illegal-move/1"
        });
        paths.put("fourfold repetition of the start position", new Object[] {
            game(START, repeat("5i5h 5a5b 5h5i 5b5a", 3), "千日手"),
            "-/sennichite/12",
            "-/unfinished/12",
            "-/sennichite/12",
            "-/sennichite/12",
            "-/sennichite/12"
        });
        paths.put("perpetual check", new Object[] {
            game(ROOK_CHASE, repeat("4f5f 5d4d 5f4f 4d5d", 4)),
            "white/perpetual-check/12",
            "white/perpetual-check/13",
            "white/perpetual-check/12",
            "white/perpetual-check/12",
            "white/perpetual-check/12"
        });
        paths.put("checkmate", new Object[] {
            game("7lk/9/7GP/9/9/9/9/9/8K b - 1", "1c1b", "詰み"),
            "black/checkmate/1",
            "black/checkmate/1",
            "black/checkmate/1",
            "black/checkmate/1",
            "black/checkmate/1"
        });
        paths.put("stalemate", new Object[] {
            game(STALEMATE, ""),
            "white/stalemate/0",
            "white/stalemate/0",
            "white/stalemate/0",
            "white/stalemate/0",
            "white/stalemate/0"
        });
        // In this game Black's king reaches 5一 at ply 235: under the try rule that wins at once.
        paths.put("a floodgate game drawn at 256 moves", new Object[] {
            floodgate256(),
            "-/unfinished/256",
            "-/max-moves/256",
            "-/unfinished/256",
            "-/unfinished/256",
            "black/try/235"
        });
        paths.put("king onto the try square", new Object[] {
            game("9/4K4/9/9/9/9/9/9/k8 b - 1", "5b5a"),
            "-/unfinished/1",
            "-/unfinished/1",
            "-/unfinished/1",
            "-/unfinished/1",
            "black/try/1"
        });
        paths.put("declaration with 28 points", new Object[] {
            game(ENTERED_28, "", "入玉勝ち"),
            "-/declaration/0",
            "black/declaration/0",
            "black/declaration/0",
            "black/declaration/0",
            "white/declaration/0"
        });
        paths.put("agreed impasse, 30 against 24 points", new Object[] {
            game(HANDS_30_24, "", "持将棋"),
            "-/impasse/0",
            "-/impasse/0",
            "black/impasse/0",
            "black/impasse/0",
            "-/impasse/0"
        });
        paths.put("resignation", new Object[] {
            game(START, "7g7f 3c3d", "投了"),
            "white/resignation/2",
            "white/resignation/2",
            "white/resignation/2",
            "white/resignation/2",
            "white/resignation/2"
        });
        paths.put("loss on time", new Object[] {
            game(START, "7g7f 3c3d 2g2f", "切れ負け"),
            "black/timeout/3",
            "black/timeout/3",
            "black/timeout/3",
            "black/timeout/3",
            "black/timeout/3"
        });
        paths.put("interruption", new Object[] {
            game(START, "7g7f", "中断"),
            "-/interrupted/1",
            "-/interrupted/1",
            "-/interrupted/1",
            "-/interrupted/1",
            "-/interrupted/1"
        });
        paths.put("forfeit", new Object[] {
            game(START, "", "不戦敗"), "-/forfeit/0", "-/forfeit/0", "-/forfeit/0", "-/forfeit/0", "-/forfeit/0"
        });
        paths.put("no ending at all", new Object[] {
            game(START, "7g7f 3c3d"),
            "-/unfinished/2",
            "-/unfinished/2",
            "-/unfinished/2",
            "-/unfinished/2",
            "-/unfinished/2"
        });
        List<Arguments> all = new ArrayList<>();
        paths.forEach((name, row) -> {
            for (int i = 0; i < PRESETS.size(); i++) {
                all.add(Arguments.of(name, PRESETS.get(i), row[0], row[i + 1]));
            }
        });
        return all.stream();
    }

    private static GameRecord floodgate256() {
        String path = "corpus/muzudho-kif-parser/docs/examples/csa/[floodgate]wdoor+floodgate-300-10F+Titanda_L"
                + "+SILENT_MAJORITY_sf170225_6950XEE+20170302210003.csa";
        return new RecordLoader()
                .load(InputEntry.of(path, Resources.bytes(path)), null)
                .get(0);
    }

    @ParameterizedTest(name = "{0} under {1}: {3}")
    @MethodSource("matrix")
    void presetGivesTheResultItsRulesSay(String path, String preset, GameRecord record, String expected) {
        Verdict v = new Referee(Rulesets.byName(preset).orElseThrow()).judge(record);
        String[] e = expected.split("/");
        Side winner = e[0].equals("-") ? null : Side.valueOf(e[0].toUpperCase());
        EndingReason reason = java.util.Arrays.stream(EndingReason.values())
                .filter(r -> r.id().equals(e[1]))
                .findFirst()
                .orElseThrow();
        assertEquals(
                new Result(winner, reason, Integer.parseInt(e[2])),
                v.result(),
                v.remarks().stream()
                        .map(r -> Catalogue.english().render(r.text()))
                        .toList()
                        .toString());
    }
}
