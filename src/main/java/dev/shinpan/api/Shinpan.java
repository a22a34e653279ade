package dev.shinpan.api;

import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.format.Formats;
import dev.shinpan.record.format.RecordLoader;
import dev.shinpan.record.io.InputEntry;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.Position;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The way in for a program that embeds shinpan: read records, judge them, play USI moves.
 *
 * <pre>{@code
 * for (GameRecord record : Shinpan.read(Path.of("game.kif"))) {
 *     Verdict verdict = Shinpan.judge(record);
 *     if (verdict.firstIllegal() != null) {
 *         System.out.println(verdict.firstIllegal().code().code());
 *     }
 * }
 * }</pre>
 *
 * <p>Reading never throws for bad content: a record that cannot be read comes back as a record whose
 * {@link GameRecord#problems()} say where and why, and judging it gives a verdict of status
 * {@link Verdict.Status#UNREADABLE}.
 */
public final class Shinpan {

    private Shinpan() {
    }

    /**
     * The records in the bytes of one input (KIF, KI2, CSA, USI/SFEN or JKF, recognised by content; an
     * archive gives every record it holds).
     *
     * @param name  the input's name, used in locations and to recognise archives
     * @param bytes its content
     * @return the records, at least one; unreadable ones carry their problems
     */
    public static List<GameRecord> read(String name, byte[] bytes) {
        return new RecordLoader().load(InputEntry.of(name, bytes), null);
    }

    /**
     * The records in a file.
     *
     * @param file the file to read
     * @return the records, at least one; unreadable ones carry their problems
     * @throws IOException when the file cannot be read at all
     */
    public static List<GameRecord> read(Path file) throws IOException {
        return read(file.toString(), Files.readAllBytes(file));
    }

    /**
     * Judges a record under the default ruleset of its variant (JSA rules for shogi).
     *
     * @param record a record from {@link #read}
     * @return the verdict, never null
     */
    public static Verdict judge(GameRecord record) {
        Ruleset ruleset = record.variant() == null ? Rulesets.JSA : Rulesets.defaultFor(record.variant());
        return judge(record, ruleset);
    }

    /**
     * Judges a record under a ruleset named as on the command line ({@code jsa}, {@code csa},
     * {@code amateur}, {@code ussf}, {@code try}, {@code tori}, …).
     *
     * @param record  a record from {@link #read}
     * @param ruleset the ruleset's name
     * @return the verdict, never null
     * @throws IllegalArgumentException when no ruleset has that name
     */
    public static Verdict judge(GameRecord record, String ruleset) {
        return judge(record, Rulesets.byName(ruleset)
                .orElseThrow(() -> new IllegalArgumentException("no ruleset named " + ruleset)));
    }

    /**
     * Judges a record under a ruleset.
     *
     * @param record  a record from {@link #read}
     * @param ruleset the ruleset, e.g. {@link Rulesets#CSA}
     * @return the verdict, never null
     */
    public static Verdict judge(GameRecord record, Ruleset ruleset) {
        return new Referee(ruleset).judge(record);
    }

    /**
     * The legal move a USI string names in a position, as python-chess's {@code board.parse_usi}.
     *
     * @param position the position
     * @param usi      a move such as {@code 7g7f}, {@code 8h2b+} or {@code P*5e}
     * @return the move as a value
     * @throws IllegalArgumentException when the string names no legal move of the position
     */
    public static Move parseUsi(Position position, String usi) {
        for (Move move : new MoveGenerator(position).legalMoves()) {
            if (move.usi().equals(usi)) {
                return move;
            }
        }
        throw new IllegalArgumentException("not a legal move in " + position.toSfen() + ": " + usi);
    }

    /**
     * Plays the legal move a USI string names, as python-chess's {@code board.push_usi}.
     *
     * @param position the position, changed in place
     * @param usi      a move such as {@code 7g7f}
     * @return the move played
     * @throws IllegalArgumentException when the string names no legal move; the position is unchanged
     */
    public static Move playUsi(Position position, String usi) {
        Move move = parseUsi(position, usi);
        position.play(position.encode(move));
        return move;
    }

    /**
     * What a record says of its game beside its moves: event, site, start and end times, time control
     * and ratings, each as its own format states it.
     *
     * @param record a record as read
     * @return its facts; {@link GameFacts#NONE} when it states none
     */
    public static GameFacts facts(GameRecord record) {
        return Formats.facts(record);
    }
}
