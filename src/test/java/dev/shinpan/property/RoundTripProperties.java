package dev.shinpan.property;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.property.write.RecordText;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;

/**
 * Random legal games written in every format that can state them read back to the same start,
 * the same moves and the same verdict, under every preset of the variant, as the game judged
 * without any reader.
 */
class RoundTripProperties {

    @Property
    void everyFormatReadsBackTheGameAndItsVerdict(@ForAll("games") Game game) {
        int written = 0;
        for (RecordText format : RecordText.all()) {
            if (!format.canWrite(game)) {
                continue;
            }
            written++;
            Statistics.label("format").collect(format.format());
            GameRecord record = ReadBack.read(format, game);
            String context = format.format() + " of " + game + "\n" + format.write(game);
            assertEquals(game.start().toSfen().replaceAll(" \\d+$", ""),
                    record.start().sfen().replaceAll(" \\d+$", ""), () -> "start position, " + context);
            assertEquals(game.moves(), resolved(record), () -> "moves, " + context);
            for (Ruleset ruleset : Rulesets.forVariant(game.variant())) {
                Referee referee = new Referee(ruleset);
                assertEquals(Judged.of(referee.judge(game.directRecord())), Judged.of(referee.judge(record)),
                        () -> ruleset.name() + " verdict, " + context);
            }
        }
        assertTrue(written >= 2, () -> "KIF and USI write every legal game, but only " + " wrote " + game);
    }

    @Provide
    Arbitrary<Game> games() {
        return RandomGames.games();
    }

    /** The moves of the record's main line as the rules resolve them; stops at the first that is not legal. */
    static List<Move> resolved(GameRecord record) {
        Position p = record.start().position();
        MoveJudge judge = new MoveJudge(p);
        List<Move> moves = new ArrayList<>();
        for (RecordedMove m : record.mainLine().moves()) {
            int verdict = judge.judge(m.move());
            if (!MoveJudge.isLegal(verdict)) {
                break;
            }
            moves.add(p.decode(verdict));
            p.play(verdict);
        }
        return moves;
    }
}
