package dev.shinpan.property.write;

import dev.shinpan.property.Game;
import dev.shinpan.record.kif.KifReader;
import dev.shinpan.record.kif.KifWriter;
import dev.shinpan.rules.IllegalMoveCode;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** KIF through the project's own {@link KifWriter}; KIF names the piece and origin but no side. */
public final class KifText extends RecordText {

    public KifText() {
        super(new KifReader(), "game.kifu");
    }

    @Override
    public boolean canWrite(Game game) {
        return game.inTurn();
    }

    @Override
    public Set<IllegalMoveCode> fouls() {
        return EnumSet.complementOf(EnumSet.of(IllegalMoveCode.WRONG_TURN));
    }

    @Override
    public String write(Game game) {
        return KifWriter.write(List.of(), game.start(), game.moves(), null);
    }
}
