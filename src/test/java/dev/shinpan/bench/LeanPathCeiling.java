package dev.shinpan.bench;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.testing.LishogiGames;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Not a reader: a bound on what any reader and record layer can reach over today's rules core. The
 * 500 lishogi games as KIF files in memory are scanned straight from their UTF-8 bytes for the
 * moves alone (no decoding, no record, no located text, no time, no check of anything the files of
 * {@link LishogiGames} do not hold), and each move is judged, played, tested for check and counted
 * for repetition as the referee does. {@link FormatPass}, shinpan's own reading and judging of the
 * same files, runs in turn in the same JVM, so a busy machine slows both alike.
 *
 * <pre>java -XX:+UseSerialGC -cp target/test-classes:target/classes:$(cat cp.txt) dev.shinpan.bench.LeanPathCeiling</pre>
 * ({@code -Dwarmup=8} CPU seconds, {@code -Drounds=30}; add {@code -XX:TieredStopAtLevel=1} for the launcher's compiler). It prints
 * nanoseconds per move, median and best, for the bare scan, the scan with the rules core, and
 * shinpan: what is left between the second and the third is what reading into a record costs.
 */
public final class LeanPathCeiling {

    private static final Variant STANDARD = Variants.STANDARD;
    private static final int SAME = utf8("同");
    private static final int WIDE_SPACE = utf8("　");
    private static final int PROMOTES = utf8("成");
    private static final int NOT = utf8("不");
    private static final int DROP = utf8("打");
    /** Kanji ranks and piece names by the low 12 bits of their three UTF-8 bytes, checked against the whole. */
    private static final int[] RANK_KEY = new int[1 << 12];

    private static final int[] RANK = new int[1 << 12];
    private static final int[] PIECE_KEY = new int[1 << 12];
    private static final PieceType[] PIECE = new PieceType[1 << 12];
    private static final int LANCE = utf8("香");
    private static final int KNIGHT = utf8("桂");

    static {
        String ranks = "一二三四五六七八九";
        for (int r = 0; r < ranks.length(); r++) {
            int key = utf8(ranks.substring(r, r + 1));
            RANK_KEY[key & 0xFFF] = key;
            RANK[key & 0xFFF] = r + 1;
        }
        for (String name : List.of("歩", "香", "桂", "銀", "金", "角", "飛", "玉", "王", "と", "馬", "龍", "竜")) {
            int key = utf8(name);
            if (PIECE_KEY[key & 0xFFF] != 0) {
                throw new IllegalStateException("two names share a slot: " + name);
            }
            PIECE_KEY[key & 0xFFF] = key;
            PIECE[key & 0xFFF] = STANDARD.byName(name).orElseThrow();
        }
    }

    private LeanPathCeiling() {}

    public static void main(String[] args) {
        List<LishogiGames.Game> games = LishogiGames.games();
        byte[][] files = new byte[games.size()][];
        long moves = 0;
        for (int i = 0; i < files.length; i++) {
            files[i] = LishogiGames.bytes(games.get(i), RecordFormat.KIF);
            moves += games.get(i).moves().size();
        }
        FormatPass shinpan = new FormatPass("KIF", "", "UTF-8", 0);
        Rules rules = new Rules();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        double warmup = Double.parseDouble(System.getProperty("warmup", "8"));
        long warmStart = threads.getCurrentThreadCpuTime();
        while (threads.getCurrentThreadCpuTime() - warmStart < warmup * 1e9) {
            rules.replay(files, true);
            shinpan.cpuNanos();
        }
        int rounds = Integer.getInteger("rounds", 30);
        double[] scan = new double[rounds];
        double[] scanAndRules = new double[rounds];
        double[] full = new double[rounds];
        for (int r = 0; r < rounds; r++) {
            long t = threads.getCurrentThreadCpuTime();
            long found = rules.replay(files, false);
            scan[r] = (threads.getCurrentThreadCpuTime() - t) / (double) moves;
            t = threads.getCurrentThreadCpuTime();
            long judged = rules.replay(files, true);
            scanAndRules[r] = (threads.getCurrentThreadCpuTime() - t) / (double) moves;
            full[r] = shinpan.cpuNanos() / (double) moves;
            if (found != moves || judged != moves) {
                throw new IllegalStateException(
                        "scanned " + found + " and judged " + judged + " of " + moves + " moves");
            }
        }
        System.out.printf(
                "scan %s; scan and rules core %s; shinpan %s (ns a move; %d checks seen)%n",
                figure(scan), figure(scanAndRules), figure(full), rules.checks);
    }

    /** The rules core's part: each move judged, played, tested for check and counted for repetition. */
    private static final class Rules {
        private final Position start = Position.start(STANDARD);
        private final Position position = start.copy();
        private final MoveJudge judge = new MoveJudge(position);
        private final Repetitions repetitions = new Repetitions();
        private final WrittenMove[] scanned = new WrittenMove[4096];
        /** Checks given, so that the test for check is not left out as unused. */
        private long checks;

        /** Scans every file and, when asked, replays its moves; returns the moves scanned. */
        long replay(byte[][] files, boolean judged) {
            long moves = 0;
            for (byte[] file : files) {
                int count = scanMoves(file, scanned);
                moves += count;
                if (!judged) {
                    continue;
                }
                position.setTo(start);
                repetitions.reset();
                for (int m = 0; m < count; m++) {
                    int verdict = judge.judge(scanned[m]);
                    if (!MoveJudge.isLegal(verdict)) {
                        throw new IllegalStateException("move " + (m + 1) + " judged " + MoveJudge.codeOf(verdict));
                    }
                    position.play(verdict);
                    checks += position.inCheck() ? 1 : 0;
                    repetitions.count(position.hash());
                }
            }
            return moves;
        }
    }

    private static String figure(double[] nanos) {
        double[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format(
                "median %.0f, best %.0f = %.2f M moves/s",
                sorted[sorted.length / 2], sorted[0], 1000 / sorted[sorted.length / 2]);
    }

    /** The moves of one file as {@link LishogiGames} writes KIF: numbered lines after the 手数---- line. */
    private static int scanMoves(byte[] b, WrittenMove[] out) {
        int n = b.length;
        int i = 0;
        while (i < n) { // the header, up to the line of dashes
            int end = lineEnd(b, i);
            boolean dashes = end > i && b[end - 1] == '-';
            i = end + 1;
            if (dashes) {
                break;
            }
        }
        int count = 0;
        Square previous = null;
        for (; i < n; i = lineEnd(b, i) + 1) {
            int j = i;
            while (b[j] == ' ') {
                j++;
            }
            if (b[j] < '0' || b[j] > '9') {
                continue; // まで…, a comment
            }
            while (b[j] >= '0' && b[j] <= '9') {
                j++;
            }
            j++;
            Square to;
            if (key(b, j) == SAME) {
                to = previous;
                j += key(b, j + 3) == WIDE_SPACE ? 6 : 3;
            } else if ((b[j] & 0xFF) == 0xEF) { // a full-width digit, then a kanji rank
                int rank = key(b, j + 3);
                to = Square.of((b[j + 2] & 0xFF) - 0x90, RANK_KEY[rank & 0xFFF] == rank ? RANK[rank & 0xFFF] : 0);
                j += 6;
            } else {
                break; // 投了 and other words end the moves
            }
            PieceType piece;
            int name = key(b, j);
            if (name == PROMOTES) { // 成香, 成桂, 成銀
                int base = key(b, j + 3);
                piece = STANDARD.byName(base == LANCE ? "成香" : base == KNIGHT ? "成桂" : "成銀")
                        .orElseThrow();
                j += 6;
            } else if (PIECE_KEY[name & 0xFFF] == name) {
                piece = PIECE[name & 0xFFF];
                j += 3;
            } else {
                throw new IllegalStateException("no piece at byte " + j);
            }
            boolean promote = key(b, j) == PROMOTES;
            if (promote) {
                j += 3;
            } else if (key(b, j) == NOT) {
                j += 6;
            }
            Square from = key(b, j) == DROP ? null : Square.of(b[j + 1] - '0', b[j + 2] - '0');
            out[count++] = new WrittenMove(null, from, to, piece, null, promote);
            previous = to;
        }
        return count;
    }

    private static int lineEnd(byte[] b, int from) {
        int i = from;
        while (i < b.length && b[i] != '\n') {
            i++;
        }
        return i;
    }

    private static int key(byte[] b, int i) {
        return i + 2 < b.length ? (b[i] & 0xFF) << 16 | (b[i + 1] & 0xFF) << 8 | b[i + 2] & 0xFF : -1;
    }

    private static int utf8(String character) {
        return key(character.getBytes(StandardCharsets.UTF_8), 0);
    }

    /** Occurrences of each position of one game by its hash, as the referee counts them. */
    private static final class Repetitions {
        private final long[] keys = new long[1024];
        private final int[] stamp = new int[1024];
        private final int[] seen = new int[1024];
        private int game;

        void reset() {
            game++;
        }

        int count(long hash) {
            int slot = (int) (hash ^ hash >>> 29) & 1023;
            while (stamp[slot] == game && keys[slot] != hash) {
                slot = (slot + 1) & 1023;
            }
            if (stamp[slot] != game) {
                stamp[slot] = game;
                keys[slot] = hash;
                seen[slot] = 0;
            }
            return ++seen[slot];
        }
    }
}
