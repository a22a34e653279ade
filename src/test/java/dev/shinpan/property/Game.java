package dev.shinpan.property;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Line;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * A generated game: where it starts and its plies, legal or not. Formats write it; the record built
 * directly from it ({@link #directRecord()}) is what the referee judges without any reader.
 */
public record Game(Position start, List<Ply> plies) {

    public Game {
        start = start.copy();
        plies = List.copyOf(plies);
    }

    public Variant variant() {
        return start.variant();
    }

    public boolean tori() {
        return start.variant() == Variants.TORI;
    }

    /** The named standard start it begins from, or null (Tori, or a position of its own). */
    public Handicap handicap() {
        return tori() ? null : Handicap.ofPosition(start).orElse(null);
    }

    public List<Move> moves() {
        return plies.stream().map(Ply::move).toList();
    }

    /** The same game with one more ply. */
    public Game plus(Ply ply) {
        List<Ply> all = new ArrayList<>(plies);
        all.add(ply);
        return new Game(start, all);
    }

    /**
     * Hands each ply to the visitor with the position before it. Every ply but the last is played
     * as a legal move (a generated game is legal up to its last ply; an injected foul is the last).
     */
    public void forEachPly(BiConsumer<Position, Ply> visitor) {
        Position p = start.copy();
        for (int i = 0; i < plies.size(); i++) {
            Ply ply = plies.get(i);
            visitor.accept(p, ply);
            if (i + 1 < plies.size()) {
                p.play(p.encode(ply.move()));
            }
        }
    }

    /** Whether every ply names the side to move (no wrong-turn foul). */
    public boolean inTurn() {
        boolean[] inTurn = {true};
        forEachPly((p, ply) -> inTurn[0] &= p.sideToMove() == ply.side());
        return inTurn[0];
    }

    /** The game as a record, built without any reader or writer. */
    public GameRecord directRecord() {
        List<RecordedMove> moves = new ArrayList<>();
        for (int i = 0; i < plies.size(); i++) {
            Ply p = plies.get(i);
            moves.add(new RecordedMove(
                    i + 1, p.written(), SourceText.of(p.move().usi(), i + 1, 1), null, List.of(), List.of()));
        }
        return new GameRecord(
                "generated",
                0,
                RecordFormat.USI,
                "UTF-8",
                List.of(),
                StartPosition.of(start, null),
                List.of(),
                new Line(moves, List.of()),
                List.of());
    }

    @Override
    public String toString() {
        return start.toSfen() + " moves "
                + String.join(" ", moves().stream().map(Move::usi).toList());
    }
}
