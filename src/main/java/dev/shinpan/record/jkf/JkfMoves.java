package dev.shinpan.record.jkf;

import com.fasterxml.jackson.databind.JsonNode;
import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.MoveDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.record.kif.RelativeMoveResolver;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The {@code moves} of a JKF record: the main line and the {@code forks} that replace a move,
 * however deep they nest, read without recursion into one {@link RecordSink}. A move's forks
 * are read right after the move, before the moves that follow it, as the text gives them. The
 * board is replayed only to resolve unnormalized moves ({@code same} without {@code to},
 * {@code relative} without {@code from}); legality is judged later.
 */
final class JkfMoves {

    private static final String MOVE = "\"move\"";
    private static final String SPECIAL = "\"special\"";
    private static final String SQUARE_SHAPE = "{\"x\": 1-9, \"y\": 1-9}";

    private final LocatedJson json;
    private final RecordSink builder;

    JkfMoves(LocatedJson json, RecordSink builder) {
        this.json = json;
        this.builder = builder;
    }

    /** The CSA code ({@code FU} … {@code RY}) as a piece kind, or null. */
    static PieceType kind(JsonNode node) {
        return node != null && node.isTextual() ? Variants.STANDARD.pieceOfCsa(node.asText()) : null;
    }

    /**
     * Reads the main line and its forks; the comments of {@code moves[0]}, which belongs to the
     * start position, go to the start position.
     */
    void read(JsonNode moves) {
        if (moves.isEmpty()) {
            LocatedJson.Place at = json.start(moves);
            builder.problem(Problem.warning(
                    at.line(), at.column(), "[]", Message.of("read.jkf.moves-empty", "\"moves\"", "JKF", "{}")));
            return;
        }
        JsonNode first = moves.get(0);
        int from = 1;
        if (first.isObject() && (present(first, "move") != null || present(first, "special") != null)) {
            LocatedJson.Place at = json.start(first);
            builder.problem(Problem.warning(
                    at.line(),
                    at.column(),
                    shortText(first),
                    Message.of("read.jkf.first-holds-move", "moves[0]", "move", "special")));
            from = 0;
        } else if (first.isObject()) {
            List<String> startComments = comments(first);
            if (!startComments.isEmpty() && !builder.admitComments(startComments.size(), commentsAt(first))) {
                return;
            }
            startComments.forEach(builder::comment);
        } else {
            LocatedJson.Place at = json.start(moves);
            builder.problem(Problem.warning(
                    at.line(),
                    at.column(),
                    shortText(first),
                    Message.of("read.jkf.first-not-object", "moves[0]", "{}")));
        }
        lines(new Line(moves, from));
    }

    /** One list of move entries being read: the main line or a fork. */
    private static final class Line {
        final JsonNode entries;
        int next;
        boolean done;
        /** The game-ending special of this line, once read. */
        EndingDraft ended;
        /** The move whose forks are being read, its entry and the forks; null otherwise. */
        MoveDraft forked;

        JsonNode forkedEntry;
        JsonNode forks;
        int nextFork;

        Line(JsonNode entries, int from) {
            this.entries = entries;
            this.next = from;
        }
    }

    /** Reads the lines depth-first with a stack of its own, so nesting costs no call depth. */
    private void lines(Line main) {
        Deque<Line> stack = new ArrayDeque<>();
        stack.push(main);
        while (!stack.isEmpty() && !builder.stopped()) {
            Line line = stack.peek();
            if (line.forks != null) {
                nextFork(line, stack);
            } else if (line.done || line.next >= line.entries.size()) {
                stack.pop();
            } else {
                entry(line);
            }
        }
    }

    /** Opens the next fork of the move being forked, or returns to its line when all are read. */
    private void nextFork(Line line, Deque<Line> stack) {
        if (line.nextFork < line.forks.size()) {
            JsonNode fork = line.forks.get(line.nextFork++);
            if (!fork.isArray()) {
                warning(json.start(line.forks), shortText(fork), Message.of("read.jkf.fork-shape"));
                return;
            }
            LocatedJson.Place at = json.start(fork);
            if (builder.branchAt(line.forked, SourceText.of("forks", at.line(), at.column()))) {
                stack.push(new Line(fork, 0));
            }
            return;
        }
        builder.returnTo(line.forked);
        line.forked.time(time(line.forkedEntry));
        line.forks = null;
        line.forked = null;
        line.forkedEntry = null;
        line.next++;
    }

    /** Reads the line's next entry. */
    private void entry(Line line) {
        JsonNode entry = line.entries.get(line.next);
        LocatedJson.Place at = json.start(entry);
        if (!entry.isObject()) {
            error(at, shortText(entry), Message.of("read.jkf.entry-shape", MOVE, SPECIAL));
            line.done = true;
            return;
        }
        JsonNode move = present(entry, "move");
        JsonNode special = present(entry, "special");
        JsonNode forks = present(entry, "forks");
        if (line.ended != null) {
            if (move != null) {
                error(
                        json.field(entry, "move"),
                        shortText(move),
                        Message.of(
                                "read.jkf.move-after-special",
                                quoted(line.ended.text().text())));
                line.done = true;
                return;
            }
            warning(
                    at,
                    shortText(entry),
                    Message.of(
                            "read.jkf.entry-after-special",
                            quoted(line.ended.text().text())));
            line.next++;
            return;
        }
        if (move != null && special != null) {
            error(at, shortText(entry), Message.of("read.jkf.move-and-special", MOVE, SPECIAL));
            line.done = true;
            return;
        }
        List<String> comments = comments(entry);
        if (!comments.isEmpty() && !builder.admitComments(comments.size(), commentsAt(entry))) {
            line.done = true;
            return;
        }
        if (move != null) {
            WrittenMove written = written(move);
            if (written == null) {
                line.done = true;
                return;
            }
            LocatedJson.Place moveAt = json.start(move);
            MoveDraft added =
                    builder.addMove(written, SourceText.of(CompactJson.of(move), moveAt.line(), moveAt.column()), null);
            if (added == null) {
                return;
            }
            comments.forEach(added::comment);
            if (forks != null && forks.isArray()) {
                // the forks replace this move; the line goes on after them
                line.forked = added;
                line.forkedEntry = entry;
                line.forks = forks;
                line.nextFork = 0;
                return;
            }
            if (forks != null) {
                warning(json.field(entry, "forks"), "forks", Message.of("read.jkf.forks-shape", "\"forks\""));
            }
            added.time(time(entry));
        } else if (special != null) {
            line.ended = ending(entry, special, comments);
            if (line.ended == null) {
                line.done = true;
                return;
            }
            if (forks != null) {
                LocatedJson.Place forksAt = json.field(entry, "forks");
                warning(forksAt, "forks", Message.of("read.jkf.forks-on-ending", builder.played() + 1));
            }
        } else if (!comments.isEmpty() && builder.lastMove() != null) {
            warning(at, shortText(entry), Message.of("read.jkf.comments-kept", MOVE, SPECIAL));
            comments.forEach(builder.lastMove()::comment);
        } else {
            warning(at, shortText(entry), Message.of("read.jkf.entry-empty", MOVE, SPECIAL));
        }
        line.next++;
    }

    /** The move as the entry writes it, origins resolved where the JKF is unnormalized; null on error. */
    private WrittenMove written(JsonNode move) {
        LocatedJson.Place at = json.start(move);
        if (!move.isObject()) {
            return fail(at, shortText(move), Message.of("read.jkf.move-shape", MOVE, "color, from, to, piece"));
        }
        Side side = null;
        JsonNode color = present(move, "color");
        if (color != null) {
            if (!color.isInt() || color.asInt() < 0 || color.asInt() > 1) {
                return fail(
                        json.field(move, "color"), color.toString(), Message.of("read.jkf.move-color", "\"color\""));
            }
            side = Side.ofIndex(color.asInt());
        }
        PieceType piece = kind(present(move, "piece"));
        if (piece == null) {
            return fail(
                    json.field(move, "piece"),
                    String.valueOf(present(move, "piece")),
                    Message.of("read.jkf.move-piece", "\"piece\"", "FU, KY, … RY", "CSA"));
        }
        JsonNode same = present(move, "same");
        if (same != null && !same.isBoolean()) {
            return fail(
                    json.field(move, "same"),
                    same.toString(),
                    Message.of("read.jkf.boolean", "\"same\"", "true", "false"));
        }
        boolean isSame = same != null && same.asBoolean();
        JsonNode toNode = present(move, "to");
        Square to;
        if (toNode == null) {
            if (!isSame) {
                return fail(
                        at,
                        shortText(move),
                        Message.of(
                                "read.jkf.to-missing", "\"to\"", "{\"x\": file, \"y\": rank}", "{\"x\": 筋, \"y\": 段}"));
            }
            if (builder.previousDestination() == null) {
                return fail(
                        json.field(move, "same"),
                        "same",
                        Message.of("read.jkf.same-without-previous", "\"same\"", "\"to\""));
            }
            to = builder.previousDestination();
        } else {
            to = square(toNode);
            if (to == null) {
                return fail(
                        json.field(move, "to"),
                        toNode.toString(),
                        Message.of("read.jkf.square-shape", "\"to\"", SQUARE_SHAPE));
            }
            Square previous = builder.previousDestination();
            if (isSame && previous != null && !to.equals(previous)) {
                warning(
                        json.field(move, "same"),
                        "same",
                        Message.of("read.jkf.same-elsewhere", "\"same\"", "\"to\"", to.label(), previous.label()));
            }
        }
        JsonNode promoteNode = present(move, "promote");
        if (promoteNode != null && !promoteNode.isBoolean()) {
            return fail(
                    json.field(move, "promote"),
                    promoteNode.toString(),
                    Message.of("read.jkf.boolean", "\"promote\"", "true", "false"));
        }
        boolean promote = promoteNode != null && promoteNode.asBoolean();
        JsonNode fromNode = present(move, "from");
        if (fromNode != null) {
            Square from = square(fromNode);
            if (from == null) {
                return fail(
                        json.field(move, "from"),
                        fromNode.toString(),
                        Message.of("read.jkf.from-shape", "\"from\"", SQUARE_SHAPE));
            }
            return WrittenMove.boardMove(side, from, to, piece, promote);
        }
        JsonNode relativeNode = present(move, "relative");
        Relative relative = Relative.parse(relativeNode);
        if (relative == null) {
            return fail(
                    json.field(move, "relative"),
                    String.valueOf(relativeNode),
                    Message.of(
                            "read.jkf.relative-shape",
                            "\"relative\"",
                            "L/C/R (左/直/右), U/M/D (上/寄/引), a pair such as LU or RM, or H (打)",
                            "L/C/R（左/直/右）、U/M/D（上/寄/引）、LU・RM などの組、H（打）"));
        }
        WrittenMove drop = new WrittenMove(side, null, to, piece, null, promote);
        if (relative.drop() || relative.none() && side != null) {
            // JKF: a move without "from" is a drop ("移動元。打った場合はなし"; "color" is required).
            return drop;
        }
        Position board = builder.board();
        if (board == null) {
            return fail(
                    at,
                    shortText(move),
                    Message.of(
                            "read.origin-unknown",
                            Message.of("read.origin-unknown.board-lost", builder.boardLostAt())));
        }
        // A move with modifiers, or one without "color" as JKF's own KI2 parser leaves it before
        // normalizing: its piece is found as the normalizer finds it, on the board.
        RelativeMoveResolver.Resolution found = RelativeMoveResolver.resolve(
                board,
                side != null ? side : board.sideToMove(),
                to,
                piece,
                relative.vertical(),
                relative.horizontal(),
                false);
        if (!found.ok()) {
            return fail(at, shortText(move), Message.of("read.origin-unknown", found.error()));
        }
        if (found.drop()) {
            if (!relative.none()) {
                return fail(
                        json.field(move, "relative"),
                        relativeNode.asText(),
                        Message.of("read.jkf.relative-not-board", "\"relative\"", piece, to.label()));
            }
            return drop;
        }
        return WrittenMove.boardMove(side, found.from(), to, piece, promote);
    }

    /** JKF {@code relative}: L/C/R = 左/直/右, U/M/D = 上/寄/引, H = 打. */
    private record Relative(
            RelativeMoveResolver.Horizontal horizontal, RelativeMoveResolver.Vertical vertical, boolean drop) {

        static final Relative NONE = new Relative(null, null, false);

        boolean none() {
            return horizontal == null && vertical == null && !drop;
        }

        /** The modifiers, or null when the value is not one JKF allows. */
        static Relative parse(JsonNode node) {
            if (node == null || node.isNull()) {
                return NONE;
            }
            if (!node.isTextual()) {
                return null;
            }
            String s = node.asText();
            if (s.equals("H")) {
                return new Relative(null, null, true);
            }
            int i = 0;
            RelativeMoveResolver.Horizontal horizontal = null;
            if (i < s.length()) {
                horizontal = switch (s.charAt(i)) {
                    case 'L' -> RelativeMoveResolver.Horizontal.LEFT;
                    case 'R' -> RelativeMoveResolver.Horizontal.RIGHT;
                    case 'C' -> RelativeMoveResolver.Horizontal.STRAIGHT;
                    default -> null;
                };
                if (horizontal != null) {
                    i++;
                }
            }
            RelativeMoveResolver.Vertical vertical = null;
            if (i < s.length()) {
                vertical = switch (s.charAt(i)) {
                    case 'U' -> RelativeMoveResolver.Vertical.UP;
                    case 'M' -> RelativeMoveResolver.Vertical.SIDEWAYS;
                    case 'D' -> RelativeMoveResolver.Vertical.DOWN;
                    default -> null;
                };
                if (vertical != null) {
                    i++;
                }
            }
            if (i != s.length() || i == 0) {
                return null;
            }
            return new Relative(horizontal, vertical, false);
        }
    }

    private EndingDraft ending(JsonNode entry, JsonNode special, List<String> comments) {
        LocatedJson.Place at = json.field(entry, "special");
        if (!special.isTextual()) {
            error(at, special.toString(), Message.of("read.jkf.special-shape", SPECIAL, "CSA", "TORYO", "CHUDAN"));
            return null;
        }
        String written = special.asText();
        String name = written;
        if (name.startsWith("%")) {
            warning(at, written, Message.of("read.jkf.special-percent", "JKF", "CSA", "%", name.substring(1)));
            name = name.substring(1);
        }
        CsaSpecial known = CsaSpecial.byName(name);
        String detail = comments.isEmpty() ? null : String.join("\n", comments);
        StatedEnding stated;
        if (known == null) {
            warning(at, written, Message.of("read.jkf.special-unknown", quoted(written), CsaSpecial.names()));
            stated = StatedEnding.interrupted();
            detail = detail == null ? written : written + "\n" + detail;
        } else {
            stated = known.meaning(builder.sideToMove());
        }
        EndingDraft ending = builder.addEnding(
                stated, builder.played(), SourceText.of(written, at.line(), at.column()), EndingOrigin.TERMINAL_MOVE);
        ending.detail(detail);
        ending.time(time(entry)); // a special's own time (a declaration's thought), which the clock weighs
        return ending;
    }

    private List<String> comments(JsonNode entry) {
        JsonNode comments = present(entry, "comments");
        if (comments == null || comments.isNull()) {
            return List.of();
        }
        List<String> lines = new ArrayList<>();
        if (comments.isArray()) {
            for (JsonNode c : comments) {
                lines.add(c.isTextual() ? c.asText() : c.toString());
            }
        } else {
            warning(json.field(entry, "comments"), "comments", Message.of("read.jkf.comments-shape", "\"comments\""));
            lines.add(comments.isTextual() ? comments.asText() : comments.toString());
        }
        return lines;
    }

    private MoveTime time(JsonNode entry) {
        JsonNode time = present(entry, "time");
        if (time == null || time.isNull()) {
            return null;
        }
        Double now = seconds(present(time, "now"));
        Double total = seconds(present(time, "total"));
        if (!time.isObject() || (now == null && total == null)) {
            warning(
                    json.field(entry, "time"),
                    shortText(time),
                    Message.of(
                            "read.jkf.time-shape",
                            "\"time\"",
                            "{\"now\": {\"m\":…, \"s\":…}, \"total\": {\"h\":…, \"m\":…, \"s\":…}}"));
            return null;
        }
        return new MoveTime(now, total);
    }

    /** {@code {h?, m, s}} in seconds, or null. */
    private static Double seconds(JsonNode t) {
        if (t == null || !t.isObject()) {
            return null;
        }
        double sum = 0;
        boolean any = false;
        String[] units = {"h", "m", "s"};
        int[] factors = {3600, 60, 1};
        for (int i = 0; i < units.length; i++) {
            JsonNode v = t.get(units[i]);
            if (v != null && v.isNumber()) {
                sum += v.asDouble() * factors[i];
                any = true;
            }
        }
        return any ? sum : null;
    }

    private static Square square(JsonNode node) {
        if (node == null || !node.isObject()) {
            return null;
        }
        JsonNode x = present(node, "x");
        JsonNode y = present(node, "y");
        if (x == null || y == null || !x.isInt() || !y.isInt()) {
            return null;
        }
        int file = x.asInt();
        int rank = y.asInt();
        return file >= 1 && file <= 9 && rank >= 1 && rank <= 9 ? new Square(file, rank) : null;
    }

    /** The field's value; JSON null counts as absent (writers put {@code "from": null} on drops). */
    static JsonNode present(JsonNode object, String name) {
        JsonNode value = object.get(name);
        return value == null || value.isNull() ? null : value;
    }

    private WrittenMove fail(LocatedJson.Place at, String text, Message message) {
        builder.problem(Problem.error(at.line(), at.column(), text, message));
        return null;
    }

    /** Where an entry's comments are, for the error when they pass the limit: at their key. */
    private SourceText commentsAt(JsonNode entry) {
        LocatedJson.Place at = json.field(entry, "comments");
        return SourceText.of("comments", at.line(), at.column());
    }

    private void error(LocatedJson.Place at, String text, Message message) {
        builder.problem(Problem.error(at.line(), at.column(), text, message));
    }

    private void warning(LocatedJson.Place at, String text, Message message) {
        builder.problem(Problem.warning(at.line(), at.column(), text, message));
    }

    /** A name or value as JSON writes it, in quotes, for messages. */
    static String quoted(String text) {
        return "\"" + text + "\"";
    }

    private static String shortText(JsonNode node) {
        String s = CompactJson.of(node);
        return s.length() <= 80 ? s : s.substring(0, 80) + "…";
    }
}
