package dev.shinpan.record.kif;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.codec.HeaderCounterparts;
import dev.shinpan.record.codec.PlayedLine;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.text.StrictEncoder;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Sfen;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Writes a game as KIF, for {@code shinpan convert} and for tests that build records the readers must read back
 * (KIF's own spec, kakinoki.o.oo7.jp/kif_format.html): header lines, 手合割 or a board diagram, numbered move
 * lines such as {@code 1 ７六歩(77)} / {@code 2 同　歩(34)} / {@code 5 ５五角打}, and a terminal word.
 * Games of another variant are written in the same style with its own 手合割 name ({@code 禽将棋},
 * {@code 5五将棋}) and piece names.
 */
public final class KifWriter {

    private static final Charset CP932 = Charset.forName("windows-31j");

    private KifWriter() {}

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
        // a variant with a 手合割 name of its own (禽将棋, 5五将棋) writes it before its board, so readers know the game
        String variantName = start.variant().kifNames().startName();
        Handicap preset =
                variantName != null ? null : Handicap.ofPosition(start).orElse(null);
        if (variantName != null && sameSetup(start, Position.start(start.variant()))) {
            sb.append("手合割：").append(variantName).append('\n');
        } else if (preset != null) {
            sb.append("手合割：").append(preset.japanese()).append('\n');
        } else {
            if (variantName != null) {
                sb.append("手合割：").append(variantName).append('\n');
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

    /**
     * The bytes of a KIF text for a file of the given name: UTF-8 for {@code .kifu}, otherwise
     * CP932 ({@code windows-31j}), the Shift_JIS that KIF files use. CP932 rather than JIS X 0208
     * Shift_JIS because Tori's eagle 鵰 exists only among its IBM extensions (0xFC47).
     *
     * @throws IllegalArgumentException naming the first character the encoding cannot hold
     */
    public static byte[] encode(String kif, String fileName) {
        boolean utf8 = fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".kifu");
        Charset charset = utf8 ? StandardCharsets.UTF_8 : CP932;
        try {
            return StrictEncoder.encode(kif, charset);
        } catch (StrictEncoder.Unencodable e) {
            throw new IllegalArgumentException(
                    "'" + e.character + "' (line " + e.line + ") cannot be written in " + charset.name()
                            + "; save the record as .kifu (UTF-8)",
                    e);
        }
    }

    /** Writes a read record as KIF, through {@link RecordWriter}. */
    public static final class Record extends RecordWriter {

        private static final List<String> TERMINAL_WORDS =
                List.of("投了", "詰み", "切れ負け", "反則勝ち", "反則負け", "千日手", "持将棋", "入玉勝ち", "中断", "不戦勝", "最大手数", "トライ");

        @Override
        public String extension() {
            return "kif";
        }

        @Override
        public boolean holds(Variant variant) {
            return true; // the Tori Shogi dialect of KIF
        }

        @Override
        protected String write(
                GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped) {
            StringBuilder sb = new StringBuilder();
            headerAndStart(record, moves.facts(), sb, dropped);
            sb.append("手数----指手---------消費時間--\n");
            Move previous = null;
            int ply = 0;
            long[] totals = new long[2];
            for (ResolvedMove m : moves) {
                ply++;
                Move move = new Move(m.from(), m.to(), m.piece(), m.promote());
                sb.append(String.format("%4d ", ply)).append(moveText(move, previous));
                if (m.move().time() != null && m.move().time().seconds() != null) {
                    long s = Math.round(m.move().time().seconds());
                    long t = totals[m.side().ordinal()] += s;
                    sb.append(String.format(
                            "   (%2d:%02d/%02d:%02d:%02d)", s / 60, s % 60, t / 3600, t / 60 % 60, t % 60));
                }
                sb.append('\n');
                m.move().comments().forEach(c -> comment(sb, '*', c, dropped));
                previous = move;
            }
            String word = word(ending, toMove);
            if (word != null) {
                sb.append(String.format("%4d ", ending.ply() + 1)).append(word).append('\n');
            } else if (ending != null) {
                dropOnce(dropped, "convert.dropped.ending", ending.text().text());
            }
            return sb.toString();
        }

        @Override
        protected String further(RecordedEnding later, Side toMove) {
            // a まで line after the terminal move, as Kifu for Windows writes one
            String result = Ki2Writer.result(later, toMove);
            return result == null ? null : "まで" + later.ply() + "手で" + result + "\n";
        }

        private static String word(RecordedEnding ending, Side toMove) {
            if (ending == null) {
                return null;
            }
            StatedEnding want = new StatedEnding(ending.reason(), ending.winner(), ending.offender());
            return TERMINAL_WORDS.stream()
                    .filter(w -> want.equals(TerminalWords.specWord(w, toMove)))
                    .findFirst()
                    .orElse(null);
        }
    }

    /**
     * The part KIF and KI2 share: names, header lines, 手合割 or a board diagram, the start's comments.
     * CSA's own {@code $} keys have no Kakinoki spelling, so they are listed as dropped.
     */
    static void headerAndStart(GameRecord record, GameFacts facts, StringBuilder sb, List<Message> dropped) {
        boolean handicap = record.start().handicap() != null && record.start().handicap() != Handicap.EVEN;
        // every key and value one line of plain text: a line break in a name would forge a header line or a move
        String black = handicap ? "下手" : "先手";
        String white = handicap ? "上手" : "後手";
        record.blackPlayer()
                .ifPresent(n -> sb.append(black)
                        .append('：')
                        .append(RecordWriter.oneLine(black, n, dropped))
                        .append('\n'));
        record.whitePlayer()
                .ifPresent(n -> sb.append(white)
                        .append('：')
                        .append(RecordWriter.oneLine(white, n, dropped))
                        .append('\n'));
        for (HeaderEntry e : record.header()) {
            if (RecordWriter.STATED.contains(e.key())) {
                continue;
            }
            String counterpart = HeaderCounterparts.kifKey(e.key());
            if (counterpart != null && record.headerValue(counterpart).isEmpty()) {
                // CSA's $EVENT is KIF's 棋戦
                sb.append(counterpart)
                        .append('：')
                        .append(RecordWriter.oneLine(counterpart, e.value(), dropped))
                        .append('\n');
            } else if (HeaderCounterparts.isCsaTime(e.key())) {
                if (HeaderCounterparts.kifTime(facts) == null) {
                    RecordWriter.dropOnce(
                            dropped, "convert.dropped.header.key", e.key()); // a value shinpan cannot read
                }
            } else if (e.key().startsWith("$")) {
                RecordWriter.dropOnce(dropped, "convert.dropped.header.key", e.key());
            } else if (e.key().equals(HeaderEntry.PROGRAM_LINE)) {
                sb.append("# ")
                        .append(RecordWriter.oneLine("#", e.value(), dropped))
                        .append('\n');
            } else {
                String key = RecordWriter.oneLine(e.key(), e.key(), dropped);
                sb.append(key)
                        .append('：')
                        .append(RecordWriter.oneLine(e.key(), e.value(), dropped))
                        .append('\n');
            }
        }
        // what CSA says in its own way: $TIME_LIMIT, floodgate's game name, its '$END_TIME: and 'Max_Moves: notes
        HeaderCounterparts.kifExtras(record, facts)
                .forEach((k, v) -> sb.append(k)
                        .append('：')
                        .append(RecordWriter.oneLine(k, v, dropped))
                        .append('\n'));
        Position start = record.start().position();
        if (record.start().handicap() != null) {
            sb.append("手合割：").append(record.start().handicap().japanese()).append('\n');
        } else {
            if (start.variant().kifNames().startName() != null) {
                sb.append("手合割：").append(start.variant().kifNames().startName()).append('\n');
            }
            sb.append(BodWriter.of(start));
        }
        record.startComments().forEach(c -> RecordWriter.comment(sb, '*', c, dropped));
    }

    private static boolean sameSetup(Position a, Position b) {
        return Sfen.board(a).equals(Sfen.board(b))
                && a.sideToMove() == b.sideToMove()
                && Sfen.hands(a).equals(Sfen.hands(b));
    }

    /** One move as KIF writes it: destination (or 同　), piece, 成, origin or 打. */
    public static String moveText(Move m, Move previous) {
        String dest = previous != null && previous.to().equals(m.to()) ? "同　" : m.to().japanese();
        if (m.isDrop()) {
            return dest + m.piece().kanji() + "打";
        }
        return dest + m.piece().kanji() + (m.promote() ? "成" : "") + "("
                + m.from().file() + m.from().rank() + ")";
    }
}
