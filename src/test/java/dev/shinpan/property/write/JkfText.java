package dev.shinpan.property.write;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.shinpan.property.Game;
import dev.shinpan.property.Ply;
import dev.shinpan.record.jkf.JkfReader;
import dev.shinpan.record.jkf.JkfWriter;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.Position;
import java.util.EnumSet;
import java.util.Set;

/**
 * JKF moves through the project's own {@link JkfWriter}, for generated games.
 *
 * <p>JKF (JSON Kifu Format) as its schema describes it: a header, the preset of the start, and
 * {@code moves} whose first entry belongs to the start position; each move has color, from (none
 * for a drop), to, the piece before the move and {@code promote} where promotion was possible or
 * happened, and {@code "relative": "H"} on a drop that a board piece could be taken for, as the
 * JKF normalizer writes it. Standard shogi only.
 */
public final class JkfText extends RecordText {

    private static final ObjectMapper JSON = new ObjectMapper();

    public JkfText() {
        super(new JkfReader(), "game.jkf");
    }

    @Override
    public boolean canWrite(Game game) {
        return game.handicap() != null;
    }

    @Override
    public Set<IllegalMoveCode> fouls() {
        return EnumSet.complementOf(EnumSet.of(IllegalMoveCode.THREE_SWALLOWS));
    }

    @Override
    public String write(Game game) {
        ObjectNode root = JSON.createObjectNode();
        root.putObject("header").put("先手", "black").put("後手", "white");
        root.putObject("initial").put("preset", game.handicap().jkf());
        ArrayNode moves = root.putArray("moves");
        moves.addObject();
        game.forEachPly((position, ply) -> moves.addObject().set("move", move(position, ply)));
        return root.toPrettyString();
    }

    private static ObjectNode move(Position before, Ply ply) {
        return JkfWriter.move(before, ply.side(), ply.move());
    }
}
