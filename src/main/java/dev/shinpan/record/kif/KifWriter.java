package dev.shinpan.record.kif;

import dev.shinpan.record.BodWriter;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Variants;
import java.util.List;

/**
 * Writes a game as KIF (FORMATS.md §1): header lines, 手合割 or a board diagram, numbered move
 * lines such as {@code 1 ７六歩(77)} / {@code 2 同　歩(34)} / {@code 5 ５五角打}, and a terminal word.
 * Tori Shogi games are written in the same style with {@code 手合割：禽将棋} and Tori piece names.
 */
public final class KifWriter {

    /** The 手合割 value naming the Tori Shogi start position. */
    public static final String TORI_HANDICAP = "禽将棋";

    private KifWriter() {
    }

    /**
     * @param header   header lines to write first (e.g. 先手, 後手, 開始日時)
     * @param start    the start position
     * @param moves    the moves, legal or not, in order
     * @param terminal a terminal word (投了, 千日手, 反則勝ち …) or null
     */
    public static String write(List<HeaderEntry> header, Position start, List<Move> moves, String terminal) {
        StringBuilder sb = new StringBuilder();
        for (HeaderEntry e : header) {
            sb.append(e.key()).append('：').append(e.value()).append('\n');
        }
        boolean tori = start.variant() == Variants.TORI;
        Handicap preset = tori ? null : Handicap.ofPosition(start).orElse(null);
        if (tori && sameSetup(start, Position.start(Variants.TORI))) {
            sb.append("手合割：").append(TORI_HANDICAP).append('\n');
        } else if (preset != null) {
            sb.append("手合割：").append(preset.japanese()).append('\n');
        } else {
            if (tori) {
                sb.append("手合割：").append(TORI_HANDICAP).append('\n');
            }
            sb.append(BodWriter.of(start));
        }
        sb.append("手数----指手---------消費時間--\n");
        Move previous = null;
        int ply = 0;
        for (Move m : moves) {
            ply++;
            sb.append(String.format("%4d ", ply)).append(moveText(m, previous)).append('\n');
            previous = m;
        }
        if (terminal != null) {
            sb.append(String.format("%4d ", ply + 1)).append(terminal).append('\n');
        }
        return sb.toString();
    }

    private static boolean sameSetup(Position a, Position b) {
        return Sfen.board(a).equals(Sfen.board(b)) && a.sideToMove() == b.sideToMove()
                && Sfen.hands(a).equals(Sfen.hands(b));
    }

    /** One move as KIF writes it: destination (or 同　), piece, 成, origin or 打. */
    public static String moveText(Move m, Move previous) {
        String dest = previous != null && previous.to().equals(m.to()) ? "同　" : m.to().japanese();
        if (m.isDrop()) {
            return dest + m.piece().kanji() + "打";
        }
        return dest + m.piece().kanji() + (m.promote() ? "成" : "") + "(" + m.from().file() + m.from().rank() + ")";
    }
}
