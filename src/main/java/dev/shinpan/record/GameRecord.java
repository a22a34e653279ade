package dev.shinpan.record;

import dev.shinpan.rules.Variant;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game as a record file states it, faithfully: nothing is checked against the rules yet, and
 * nothing the file says is dropped. A file may hold several records (CSA {@code /}, one USI line
 * each); {@code index} numbers them from 0.
 *
 * <pre>{@code
 * GameRecord record = Shinpan.read(Path.of("game.kif")).get(0);
 * System.out.println(record.format() + ", " + record.mainLine().moves().size() + " moves, "
 *         + record.blackPlayer().orElse("?") + " v " + record.whitePlayer().orElse("?"));
 * }</pre>
 *
 * @param source        the file (or archive entry) name as the user gave it
 * @param index         record number within the file, from 0
 * @param format        the format the text was read as, or null when it could not be recognised
 * @param encoding      the character encoding the bytes were decoded with (e.g. {@code UTF-8},
 *                      {@code windows-31j}, {@code EUC-JP}), or null for non-text input
 * @param header        header / game-information lines in file order, unknown keys included
 * @param players       the players' names the header gives
 * @param statedRules   the rules the record declares for itself, in file order
 * @param start         the start position, or null when the record could not establish one
 * @param startComments comments attached to the start position
 * @param mainLine      the game as played, with its own ending statements
 * @param problems      located problems found while reading; any error means the record is
 *                      unreadable from that point on
 * @param firstNumber   the record's own number of its first move: 31 for a game resumed from a
 *                      diagram after 30 moves (KIF {@code 手数＝30}, moves numbered from 31; an SFEN
 *                      whose move number is 31), else 1. Plies count from the record's start; a TD
 *                      reads the record's numbers ({@link #number(int)})
 */
public record GameRecord(
        String source,
        int index,
        RecordFormat format,
        String encoding,
        List<HeaderEntry> header,
        Players players,
        List<StatedRule> statedRules,
        StartPosition start,
        List<String> startComments,
        Line mainLine,
        List<Problem> problems,
        int firstNumber) {

    /**
     * Keeps unmodifiable copies of the lists; a null {@code players} becomes {@link Players#NONE}.
     *
     * @param source        the file (or archive entry) name as the user gave it
     * @param index         record number within the file, from 0
     * @param format        the format the text was read as, or null
     * @param encoding      the character encoding the bytes were decoded with, or null
     * @param header        header lines in file order
     * @param players       the players' names, or null for none
     * @param statedRules   the rules the record declares for itself
     * @param start         the start position, or null
     * @param startComments comments attached to the start position
     * @param mainLine      the game as played
     * @param problems      problems found while reading
     * @param firstNumber   the record's own number of its first move, 1 or more
     * @throws IllegalArgumentException for a first number below 1
     */
    public GameRecord {
        if (firstNumber < 1) {
            throw new IllegalArgumentException("a record's first move number is 1 or more: " + firstNumber);
        }
        header = List.copyOf(header);
        players = players == null ? Players.NONE : players;
        statedRules = List.copyOf(statedRules);
        startComments = List.copyOf(startComments);
        problems = List.copyOf(problems);
    }

    /**
     * A record whose moves are numbered from 1.
     *
     * @param source        the file (or archive entry) name as the user gave it
     * @param index         record number within the file, from 0
     * @param format        the format the text was read as, or null
     * @param encoding      the character encoding the bytes were decoded with, or null
     * @param header        header lines in file order
     * @param players       the players' names, or null for none
     * @param statedRules   the rules the record declares for itself
     * @param start         the start position, or null
     * @param startComments comments attached to the start position
     * @param mainLine      the game as played
     * @param problems      problems found while reading
     */
    public GameRecord(
            String source,
            int index,
            RecordFormat format,
            String encoding,
            List<HeaderEntry> header,
            Players players,
            List<StatedRule> statedRules,
            StartPosition start,
            List<String> startComments,
            Line mainLine,
            List<Problem> problems) {
        this(
                source,
                index,
                format,
                encoding,
                header,
                players,
                statedRules,
                start,
                startComments,
                mainLine,
                problems,
                1);
    }

    /**
     * A record whose header names no players and declares no rules (a USI game, a test's game).
     *
     * @param source        the file (or archive entry) name as the user gave it
     * @param index         record number within the file, from 0
     * @param format        the format the text was read as, or null
     * @param encoding      the character encoding the bytes were decoded with, or null
     * @param header        header lines in file order
     * @param start         the start position, or null
     * @param startComments comments attached to the start position
     * @param mainLine      the game as played
     * @param problems      problems found while reading
     */
    public GameRecord(
            String source,
            int index,
            RecordFormat format,
            String encoding,
            List<HeaderEntry> header,
            StartPosition start,
            List<String> startComments,
            Line mainLine,
            List<Problem> problems) {
        this(
                source,
                index,
                format,
                encoding,
                header,
                Players.NONE,
                List.of(),
                start,
                startComments,
                mainLine,
                problems);
    }

    /**
     * A record that could not be read at all: no start, no moves.
     *
     * @param source   the file (or archive entry) name as the user gave it
     * @param index    record number within the file, from 0
     * @param format   the format it was taken for, or null
     * @param encoding the encoding tried, or null
     * @param problems what went wrong; an error among them makes the record unreadable to the referee too
     * @return the record
     */
    public static GameRecord unreadable(
            String source, int index, RecordFormat format, String encoding, List<Problem> problems) {
        return new GameRecord(source, index, format, encoding, List.of(), null, List.of(), Line.empty(), problems);
    }

    /**
     * The record's own number of the move at this ply (ply 1 is its first move).
     *
     * @param ply a ply counted from the record's start
     * @return the number the record gives that move
     */
    public int number(int ply) {
        return firstNumber + ply - 1;
    }

    /**
     * A ply as a report names it: {@code ply 8} where the record numbers its moves from 1, else
     * with the record's own number first, {@code move 38 (ply 8)}, as the TD finds it in the file.
     *
     * @param ply a ply counted from the record's start
     * @return the label, for the catalogue to render
     */
    public Message plyLabel(int ply) {
        return firstNumber == 1 ? Message.of("ply.label", ply) : Message.of("ply.label.numbered", ply, number(ply));
    }

    /**
     * Several plies as {@link #plyLabel} names one: {@code plies 3, 7} or {@code moves 33, 37 (plies 3, 7)}.
     *
     * @param plies plies counted from the record's start, in the order to name them
     * @return the label, for the catalogue to render
     */
    public Message pliesLabel(List<Integer> plies) {
        StringBuilder own = new StringBuilder();
        StringBuilder counted = new StringBuilder();
        for (int ply : plies) {
            String sep = counted.length() == 0 ? "" : ", ";
            counted.append(sep).append(ply);
            own.append(sep).append(number(ply));
        }
        return firstNumber == 1
                ? Message.of("plies.label", counted.toString())
                : Message.of("plies.label.numbered", counted.toString(), own.toString());
    }

    /** {@return the variant of its start position, or null when the record has no start} */
    public Variant variant() {
        return start == null ? null : start.variant();
    }

    /**
     * Whether the referee can judge the record: it has a start position and no error among its problems
     * (warnings do not count).
     *
     * @return whether it was read completely
     */
    public boolean readable() {
        if (start == null) {
            return false;
        }
        for (Problem problem : problems) { // a loop, not a stream: asked for every record judged
            if (problem.isError()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first header value under any of the given keys, as written.
     *
     * @param keys header keys in order of preference, e.g. {@code "棋戦", "表題"}
     * @return the value under the first key the header has, or empty
     */
    public Optional<String> headerValue(String... keys) {
        for (String key : keys) {
            for (HeaderEntry e : header) {
                if (e.key().equals(key)) {
                    return Optional.of(e.value());
                }
            }
        }
        return Optional.empty();
    }

    /** {@return Black's player name, as the header gives it, or empty} */
    public Optional<String> blackPlayer() {
        return Optional.ofNullable(players.black());
    }

    /** {@return White's player name, as the header gives it, or empty} */
    public Optional<String> whitePlayer() {
        return Optional.ofNullable(players.white());
    }

    /**
     * The same record with further problems after its own (warnings found once it was read).
     *
     * @param more the problems to add
     * @return a new record; this one is unchanged
     */
    public GameRecord withProblems(List<Problem> more) {
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(more);
        return new GameRecord(
                source,
                index,
                format,
                encoding,
                header,
                players,
                statedRules,
                start,
                startComments,
                mainLine,
                all,
                firstNumber);
    }
}
