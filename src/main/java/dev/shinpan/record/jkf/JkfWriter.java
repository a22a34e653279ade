package dev.shinpan.record.jkf;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.HeaderEntry;
import dev.shinpan.record.RecordedEnding;
import dev.shinpan.record.ResolvedMove;
import dev.shinpan.record.codec.HeaderCounterparts;
import dev.shinpan.record.codec.PlayedLine;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.csa.CsaSpecial;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Piece;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.text.Message;
import java.util.List;

/**
 * JKF (JSON Kifu Format) as its schema describes it: a header, the preset of the start (or
 * {@code OTHER} with its board, turn and hands), and {@code moves} whose first entry belongs to the
 * start position; each move has color, from (none for a drop), to, the piece before the move and
 * {@code promote} where promotion was possible or happened, and {@code "relative": "H"} on a drop
 * that a board piece could be taken for, as the JKF normalizer writes it; times as {@code now} and
 * {@code total}; the ending as a CSA {@code special}. Standard shogi only.
 */
public final class JkfWriter extends RecordWriter {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public String extension() {
        return "jkf";
    }

    @Override
    protected String write(
            GameRecord record, PlayedLine moves, RecordedEnding ending, Side toMove, List<Message> dropped) {
        GameFacts facts = moves.facts();
        ObjectNode root = JSON.createObjectNode();
        ObjectNode header = root.putObject("header");
        boolean handicap = record.start().handicap() != null && record.start().handicap() != Handicap.EVEN;
        record.blackPlayer().ifPresent(n -> header.put(handicap ? "下手" : "先手", n));
        record.whitePlayer().ifPresent(n -> header.put(handicap ? "上手" : "後手", n));
        for (HeaderEntry e : record.header()) {
            if (STATED.contains(e.key())) {
                continue;
            }
            String counterpart = HeaderCounterparts.kifKey(e.key());
            String key = counterpart != null ? counterpart : e.key();
            if (HeaderCounterparts.isCsaTime(key) && HeaderCounterparts.kifTime(facts) != null) {
                continue; // written below from its value
            }
            if (key.startsWith("$") || key.equals(HeaderEntry.PROGRAM_LINE)) {
                // a CSA statement (Shogi Wars' $X_WINNER) JKF readers would keep as text only, not as what it says
                dropOnce(dropped, "convert.dropped.header.key", e.key());
            } else if (header.has(key)) {
                dropOnce(dropped, "convert.dropped.header.repeated", e.key()); // a JSON object holds a key once
            } else {
                header.put(key, e.value());
            }
        }
        // what CSA says in its own way: $TIME_LIMIT, floodgate's game name, its '$END_TIME: and 'Max_Moves: notes
        HeaderCounterparts.kifExtras(record, facts).forEach(header::put);
        initial(root.putObject("initial"), record, moves.board());
        ArrayNode entries = root.putArray("moves");
        ObjectNode first = entries.addObject();
        comments(first, record.startComments());
        long[] totals = new long[2];
        for (ResolvedMove m : moves) {
            ObjectNode entry = entries.addObject();
            entry.set("move", move(moves.board(), m.side(), new Move(m.from(), m.to(), m.piece(), m.promote())));
            if (m.move().time() != null && m.move().time().seconds() != null) {
                long s = Math.round(m.move().time().seconds());
                long t = totals[m.side().ordinal()] += s;
                ObjectNode time = entry.putObject("time");
                time.putObject("now").put("m", s / 60).put("s", s % 60);
                time.putObject("total").put("h", t / 3600).put("m", t / 60 % 60).put("s", t % 60);
            }
            comments(entry, m.move().comments());
        }
        CsaSpecial s = CsaSpecial.stating(ending, toMove);
        if (s != null) {
            entries.addObject().put("special", s.written());
        } else if (ending != null) {
            dropOnce(dropped, "convert.dropped.ending", ending.text().text());
        }
        return text(root);
    }

    /** One line for the header, one for the start and one per move entry: compact, yet a diff shows the move. */
    private static String text(ObjectNode root) {
        StringBuilder sb = new StringBuilder("{\n");
        sb.append("  \"header\": ").append(root.get("header")).append(",\n");
        sb.append("  \"initial\": ").append(root.get("initial")).append(",\n");
        sb.append("  \"moves\": [\n");
        ArrayNode entries = (ArrayNode) root.get("moves");
        for (int i = 0; i < entries.size(); i++) {
            sb.append("    ").append(entries.get(i)).append(i + 1 < entries.size() ? ",\n" : "\n");
        }
        return sb.append("  ]\n}\n").toString();
    }

    private static void initial(ObjectNode initial, GameRecord record, Position p) {
        if (record.start().handicap() != null) {
            initial.put("preset", record.start().handicap().jkf());
            return;
        }
        initial.put("preset", "OTHER");
        ObjectNode data = initial.putObject("data");
        data.put("color", p.sideToMove().ordinal());
        ArrayNode board = data.putArray("board");
        for (int x = 1; x <= 9; x++) {
            ArrayNode file = board.addArray();
            for (int y = 1; y <= 9; y++) {
                ObjectNode square = file.addObject();
                Piece piece = p.pieceAt(Square.of(x, y));
                if (piece != null) {
                    square.put("color", piece.owner().ordinal())
                            .put("kind", piece.type().csa());
                }
            }
        }
        ArrayNode hands = data.putArray("hands");
        for (Side side : Side.values()) {
            ObjectNode hand = hands.addObject();
            for (PieceType t : p.variant().pieceTypes()) {
                if (!t.promoted() && !t.royal()) {
                    hand.put(t.csa(), p.handCount(side, t));
                }
            }
        }
    }

    private static void comments(ObjectNode entry, List<String> comments) {
        if (!comments.isEmpty()) {
            ArrayNode list = entry.putArray("comments");
            comments.forEach(list::add);
        }
    }

    /**
     * One JKF move.
     *
     * @param before the position before the move
     */
    public static ObjectNode move(Position before, Side side, Move m) {
        ObjectNode node = JSON.createObjectNode();
        node.put("color", side.ordinal());
        if (!m.isDrop()) {
            node.set("from", square(m.from()));
        }
        node.set("to", square(m.to()));
        node.put("piece", m.piece().csa());
        if (m.isDrop() && before.squaresOf(side, m.piece()).stream().anyMatch(s -> before.canReach(s, m.to()))) {
            // As the JKF normalizer writes it: 打 (H) where a piece on the board could also move there.
            node.put("relative", "H");
        }
        boolean couldPromote = !m.isDrop()
                && m.piece().canPromote()
                && (before.variant().inZone(side, m.from()) || before.variant().inZone(side, m.to()));
        if (m.promote() || couldPromote) {
            node.put("promote", m.promote());
        }
        return node;
    }

    private static ObjectNode square(Square s) {
        return JSON.createObjectNode().put("x", s.file()).put("y", s.rank());
    }
}
