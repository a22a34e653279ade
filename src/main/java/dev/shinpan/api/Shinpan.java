package dev.shinpan.api;

import dev.shinpan.adjudicate.Preset;
import dev.shinpan.adjudicate.Referee;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordWriter;
import dev.shinpan.record.format.Formats;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.MoveGenerator;
import dev.shinpan.rules.MoveJudge;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import dev.shinpan.text.Nearest;
import java.io.ByteArrayInputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * The way in for a program that embeds shinpan: read records, judge them, judge and play moves, write
 * records in another format.
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
 * {@link Verdict.Status#UNREADABLE}. For many records, or limits and hints, read with {@link #reader()}.
 */
public final class Shinpan {

    private Shinpan() {}

    /**
     * A reader with the default limits and no hints, reading as the command line does, archives entry by
     * entry, one record at a time.
     *
     * @return the reader; set limits and hints on it, then {@link ShinpanReader#read(Path) read}
     */
    public static ShinpanReader reader() {
        return new ShinpanReader(Limits.DEFAULT, null, null, null);
    }

    /**
     * The records in the bytes of one input (KIF, KI2, CSA, USI/SFEN or JKF, recognised by content; an
     * archive or a compressed file gives every record it holds).
     *
     * @param name  the input's name, used in locations
     * @param bytes its content
     * @return the records, at least one; unreadable ones carry their problems
     */
    public static List<GameRecord> read(String name, byte[] bytes) {
        try (Stream<GameRecord> records = reader().read(new ByteArrayInputStream(bytes), name)) {
            return all(records);
        }
    }

    /**
     * The records in a file, a folder or an archive, as {@code shinpan check} reads them. For a large
     * archive, stream them with {@link #reader()} rather than holding them all.
     *
     * @param path the file, folder or archive to read
     * @return the records, at least one; a file that cannot be read at all is one unreadable record saying why
     */
    public static List<GameRecord> read(Path path) {
        try (Stream<GameRecord> records = reader().read(path)) {
            return all(records);
        }
    }

    private static List<GameRecord> all(Stream<GameRecord> records) {
        List<GameRecord> all = new ArrayList<>();
        records.forEachOrdered(all::add);
        return all;
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
     * {@code amateur}, {@code ussf}, {@code try}, {@code tori}, …), in any case.
     *
     * @param record  a record from {@link #read}
     * @param ruleset the ruleset's name
     * @return the verdict, never null
     * @throws IllegalArgumentException when no ruleset has that name; the message names the nearest
     */
    public static Verdict judge(GameRecord record, String ruleset) {
        return judge(record, ruleset(ruleset));
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
     * The ruleset of a name as the command line's {@code --rules} takes it, in any case: {@code JSA} is
     * {@code jsa}.
     *
     * @param name the ruleset's name
     * @return the ruleset
     * @throws IllegalArgumentException when no ruleset has that name; the message names the nearest one, or
     *                                  lists them all
     */
    public static Ruleset ruleset(String name) {
        String lower = name.toLowerCase(Locale.ROOT);
        List<String> names = new ArrayList<>();
        for (Preset preset : Preset.values()) {
            names.add(preset.id());
        }
        return Rulesets.byName(lower).orElseThrow(() -> {
            String nearest = Nearest.to(name, names);
            Message why = nearest != null
                    ? Message.of("api.ruleset.unknown.nearest", name, nearest)
                    : Message.of("api.ruleset.unknown", name, String.join(", ", names));
            return new IllegalArgumentException(Catalogue.english().render(why));
        });
    }

    /**
     * Whether a move may be played on a position, under the default ruleset of its variant.
     *
     * @param position the position, unchanged
     * @param move     the move; its {@code piece} may be null for a board move, which then moves whatever stands there
     * @return {@link Judgement.Legal} with the move as the position resolves it, or {@link Judgement.Illegal}
     *         naming the first rule it breaks
     */
    public static Judgement judgeMove(Position position, Move move) {
        return judgeMove(position, move, Rulesets.defaultFor(position.variant()));
    }

    /**
     * Whether a move may be played on a position; the ruleset gives the citation of an illegal move.
     *
     * @param position the position, unchanged
     * @param move     the move; its {@code piece} may be null for a board move
     * @param ruleset  the ruleset whose document is cited for an illegal move
     * @return the judgement
     */
    public static Judgement judgeMove(Position position, Move move, Ruleset ruleset) {
        WrittenMove written = move.isDrop()
                ? WrittenMove.drop(null, move.to(), move.piece())
                : WrittenMove.boardMove(null, move.from(), move.to(), move.piece(), move.promote());
        int judged = new MoveJudge(position).judge(written);
        if (MoveJudge.isLegal(judged)) {
            return new Judgement.Legal(position.decode(judged));
        }
        return new Judgement.Illegal(MoveJudge.codeOf(judged), ruleset.citation(EndingReason.ILLEGAL_MOVE));
    }

    /**
     * Plays a move when it is legal, as {@link #judgeMove(Position, Move)} judges it.
     *
     * @param position the position, changed in place when the move is legal
     * @param move     the move
     * @return the judgement; the position is unchanged when it is {@link Judgement.Illegal}
     */
    public static Judgement play(Position position, Move move) {
        Judgement judgement = judgeMove(position, move);
        if (judgement instanceof Judgement.Legal legal) {
            position.play(position.encode(legal.move()));
        }
        return judgement;
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

    /**
     * A record as text in a format, as {@code shinpan convert --to} writes it: its start, its main line as
     * written and its stated ending; what the format cannot hold (variations, a comment's control
     * characters) is left out, as {@code convert} says.
     *
     * @param record a readable record
     * @param format the format to write, e.g. {@link RecordFormat#CSA}
     * @return the text, to save in UTF-8 (or, for KIF, KI2 and CSA, in Shift_JIS where it encodes)
     * @throws IllegalArgumentException when the record is unreadable, or the format cannot hold it (KI2, CSA
     *                                  and JKF hold standard shogi only)
     */
    public static String write(GameRecord record, RecordFormat format) {
        if (!record.readable()) {
            throw new IllegalArgumentException(
                    Catalogue.english().render(Message.of("api.write.unreadable", record.source())));
        }
        RecordWriter writer = Formats.writer(format);
        if (!writer.holds(record.variant())) {
            throw new IllegalArgumentException(Catalogue.english()
                    .render(Message.of(
                            "api.write.cannot-hold",
                            record.source(),
                            format.name(),
                            record.variant().name())));
        }
        try {
            return writer.write(record, Formats.facts(record)).text();
        } catch (RecordWriter.Unwritable e) {
            throw new IllegalArgumentException(Catalogue.english().render(e.why), e);
        }
    }
}
