package dev.shinpan.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.kif.KifWriter;
import dev.shinpan.record.kif.RelativeMoveResolver;
import dev.shinpan.record.kif.RelativeMoveResolver.Horizontal;
import dev.shinpan.record.kif.RelativeMoveResolver.Resolution;
import dev.shinpan.record.kif.RelativeMoveResolver.Vertical;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The corpus's 500 real lishogi games (USI moves, one game per line) written in every format shinpan
 * reads, one file per game, the way the usual writers lay them out: KIF with a header and time
 * fields, KI2 with six moves a line and the JSA modifiers where a move needs them, CSA V2.2 with a
 * {@code T} line after every move, JKF with normalized moves on one line (as web writers save it),
 * and USI position commands. For
 * benchmarks and for tests that every reader gets the same games out of them.
 */
public final class LishogiGames {

    public static final String FILE = "corpus/WandererXII-shogiops/lishogi_500_games_usi.txt";

    /** One game: its moves as the rules decoded them. */
    public record Game(int number, List<Move> moves) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    private LishogiGames() {}

    /** The games, each replayed from the start position to name every moved piece. */
    public static List<Game> games() {
        List<Game> games = new ArrayList<>();
        int number = 0;
        for (String line : Resources.dataLines(FILE)) {
            Position position = Position.start(Variants.STANDARD);
            MoveJudge judge = new MoveJudge(position);
            List<Move> moves = new ArrayList<>();
            for (String usi : line.trim().split("\\s+")) {
                int verdict = judge.judge(Written.usi(Variants.STANDARD, position.sideToMove(), usi));
                if (!MoveJudge.isLegal(verdict)) {
                    throw new IllegalStateException("game " + number + ": " + usi + " is illegal");
                }
                moves.add(position.decode(verdict));
                position.play(verdict);
            }
            games.add(new Game(number++, List.copyOf(moves)));
        }
        return games;
    }

    /** The game as a file of the format, with the file name extension it would have. */
    public static String fileName(Game game, RecordFormat format) {
        return String.format("lishogi-%03d.%s", game.number(), format.id());
    }

    /** The game as the bytes of a UTF-8 file of the format. */
    public static byte[] bytes(Game game, RecordFormat format) {
        String text = switch (format) {
            case KIF -> kif(game);
            case KI2 -> ki2(game);
            case CSA -> csa(game);
            case USI -> usi(game);
            case JKF -> jkf(game);
        };
        return text.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * The game as a Shift_JIS (CP932) file of the format, the way Windows applications save KIF and
     * KI2: with no encoding declaration, so the reader has to tell the encoding from the bytes.
     */
    public static byte[] shiftJisBytes(Game game, RecordFormat format) {
        String text = new String(bytes(game, format), StandardCharsets.UTF_8);
        String declaration = "#" + format.name() + " version=2.0 encoding=UTF-8\n";
        if (text.startsWith(declaration)) {
            text = text.substring(declaration.length());
        }
        return text.getBytes(Charset.forName("windows-31j"));
    }

    /**
     * The game's bytes as a benchmark names them: {@code UTF-8} (the default), {@code Shift_JIS}, or
     * {@code floodgate}, a CSA file shaped as the floodgate server writes every game (see
     * {@link #floodgateCsa}); other formats are the same in UTF-8 and floodgate.
     */
    public static byte[] bytes(Game game, RecordFormat format, String encoding) {
        return switch (encoding) {
            case "UTF-8" -> bytes(game, format);
            case "Shift_JIS" -> shiftJisBytes(game, format);
            case "floodgate" ->
                format == RecordFormat.CSA ? floodgateCsa(game).getBytes(StandardCharsets.UTF_8) : bytes(game, format);
            default -> throw new IllegalArgumentException("UTF-8, Shift_JIS or floodgate, not " + encoding);
        };
    }

    /**
     * The game as a CSA file shaped as the floodgate server writes them: the start as nine rank lines
     * rather than {@code PI}, and after each move and its time a comment with the mover's reading
     * ({@code '** 30 -3334FU +2726FU}).
     */
    static String floodgateCsa(Game game) {
        String plain = csa(game);
        String rows = """
                P1-KY-KE-GI-KI-OU-KI-GI-KE-KY
                P2 * -HI *  *  *  *  * -KA *\s
                P3-FU-FU-FU-FU-FU-FU-FU-FU-FU
                P4 *  *  *  *  *  *  *  *  *\s
                P5 *  *  *  *  *  *  *  *  *\s
                P6 *  *  *  *  *  *  *  *  *\s
                P7+FU+FU+FU+FU+FU+FU+FU+FU+FU
                P8 * +KA *  *  *  *  * +HI *\s
                P9+KY+KE+GI+KI+OU+KI+GI+KE+KY
                """;
        StringBuilder sb = new StringBuilder(plain.length() * 3);
        int ply = 0;
        for (String line : plain.replace("PI\n", rows).split("\n")) {
            sb.append(line).append('\n');
            if (line.startsWith("T")) {
                ply++;
                sb.append("'** ").append(ply * 7 % 400 - 200).append(" -3334FU +2726FU -8384FU\n");
            }
        }
        return sb.toString();
    }

    static String kif(Game game) {
        StringBuilder sb = new StringBuilder();
        sb.append("#KIF version=2.0 encoding=UTF-8\n");
        sb.append("開始日時：2023/01/01 10:00:00\n");
        sb.append("棋戦：lishogi ").append(game.number()).append('\n');
        sb.append("手合割：平手\n先手：Black\n後手：White\n");
        sb.append("手数----指手---------消費時間--\n");
        Move previous = null;
        int ply = 0;
        for (Move m : game.moves()) {
            ply++;
            int total = ply / 2 + 1;
            sb.append(String.format(
                    "%4d %-12s( 0:%02d/%02d:%02d:%02d)%n",
                    ply, KifWriter.moveText(m, previous), ply % 60, total / 3600, total / 60 % 60, total % 60));
            previous = m;
        }
        return sb.toString();
    }

    static String ki2(Game game) {
        StringBuilder sb = new StringBuilder();
        sb.append("開始日時：2023/01/01 10:00:00\n");
        sb.append("棋戦：lishogi ").append(game.number()).append('\n');
        sb.append("手合割：平手\n先手：Black\n後手：White\n\n");
        Position position = Position.start(Variants.STANDARD);
        Move previous = null;
        int ply = 0;
        for (Move m : game.moves()) {
            sb.append(position.sideToMove() == Side.BLACK ? '▲' : '△').append(ki2Move(position, m, previous));
            ply++;
            sb.append(ply % 6 == 0 ? "\n" : "    ");
            position.play(position.encode(m));
            previous = m;
        }
        return sb.append('\n').toString();
    }

    /**
     * The move in KI2: destination (or 同), piece, and the fewest JSA modifiers with which the
     * notation names this move alone; 打 only where a piece on the board could also go there.
     */
    private static String ki2Move(Position position, Move m, Move previous) {
        String dest = previous != null && previous.to().equals(m.to()) ? "同　" : m.to().japanese();
        String piece = m.piece().kanji();
        if (m.isDrop()) {
            Resolution plain =
                    RelativeMoveResolver.resolve(position, position.sideToMove(), m.to(), m.piece(), null, null, false);
            return dest + piece + (plain.ok() && plain.drop() ? "" : "打");
        }
        String promotion = "";
        if (m.promote()) {
            promotion = "成";
        } else if (m.piece().canPromote()
                && (Variants.STANDARD.inZone(position.sideToMove(), m.from())
                        || Variants.STANDARD.inZone(position.sideToMove(), m.to()))) {
            promotion = "不成";
        }
        Vertical[] verticals = {null, Vertical.UP, Vertical.SIDEWAYS, Vertical.DOWN};
        Horizontal[] horizontals = {null, Horizontal.RIGHT, Horizontal.LEFT, Horizontal.STRAIGHT};
        for (Horizontal h : horizontals) {
            for (Vertical v : verticals) {
                Resolution r =
                        RelativeMoveResolver.resolve(position, position.sideToMove(), m.to(), m.piece(), v, h, false);
                if (r.ok() && m.from().equals(r.from())) {
                    return dest + piece + horizontalText(h) + verticalText(v) + promotion;
                }
            }
        }
        throw new IllegalStateException("no KI2 notation names " + m + " alone");
    }

    private static String horizontalText(Horizontal h) {
        return h == null
                ? ""
                : switch (h) {
                    case RIGHT -> "右";
                    case LEFT -> "左";
                    case STRAIGHT -> "直";
                };
    }

    private static String verticalText(Vertical v) {
        return v == null
                ? ""
                : switch (v) {
                    case UP -> "上";
                    case SIDEWAYS -> "寄";
                    case DOWN -> "引";
                };
    }

    static String csa(Game game) {
        StringBuilder sb = new StringBuilder();
        sb.append("V2.2\nN+Black\nN-White\n$EVENT:lishogi ")
                .append(game.number())
                .append('\n');
        sb.append("$START_TIME:2023/01/01 10:00:00\nPI\n+\n");
        Side side = Side.BLACK;
        int ply = 0;
        for (Move m : game.moves()) {
            ply++;
            PieceType after =
                    m.promote() ? Variants.STANDARD.pieceType(m.piece().promotedIndex()) : m.piece();
            sb.append(side == Side.BLACK ? '+' : '-')
                    .append(m.isDrop() ? "00" : m.from().csa())
                    .append(m.to().csa())
                    .append(after.csa())
                    .append("\nT")
                    .append(ply % 60)
                    .append('\n');
            side = side.opponent();
        }
        return sb.toString();
    }

    static String usi(Game game) {
        StringBuilder sb = new StringBuilder("position startpos moves");
        for (Move m : game.moves()) {
            sb.append(' ').append(m.usi());
        }
        return sb.append('\n').toString();
    }

    static String jkf(Game game) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode header = root.putObject("header");
        header.put("先手", "Black");
        header.put("後手", "White");
        header.put("棋戦", "lishogi " + game.number());
        root.putObject("initial").put("preset", "HIRATE");
        ArrayNode moves = root.putArray("moves");
        moves.addObject();
        Position position = Position.start(Variants.STANDARD);
        Move previous = null;
        Side side = Side.BLACK;
        for (Move m : game.moves()) {
            ObjectNode move = moves.addObject().putObject("move");
            move.put("color", side.ordinal());
            if (!m.isDrop()) {
                move.putObject("from")
                        .put("x", m.from().file())
                        .put("y", m.from().rank());
            }
            move.putObject("to").put("x", m.to().file()).put("y", m.to().rank());
            move.put("piece", m.piece().csa());
            if (previous != null && previous.to().equals(m.to())) {
                move.put("same", true);
            }
            if (m.promote()) {
                move.put("promote", true);
            }
            if (m.isDrop()
                    && !RelativeMoveResolver.resolve(
                                    position, position.sideToMove(), m.to(), m.piece(), null, null, false)
                            .drop()) {
                // a piece on the board could go there too: JKF says "打" as relative H
                move.put("relative", "H");
            }
            position.play(position.encode(m));
            previous = m;
            side = side.opponent();
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The writer's view of a move, for tests: what a reader should get back. */
    public static WrittenMove written(Move m, Side side) {
        return m.isDrop()
                ? WrittenMove.drop(side, m.to(), m.piece())
                : WrittenMove.boardMove(side, m.from(), m.to(), m.piece(), m.promote());
    }
}
