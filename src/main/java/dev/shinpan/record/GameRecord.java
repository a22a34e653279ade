package dev.shinpan.record;

import dev.shinpan.rules.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One game as a record file states it, faithfully: nothing is checked against the rules yet, and
 * nothing the file says is dropped. A file may hold several records (CSA {@code /}, one USI line
 * each); {@code index} numbers them from 0.
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
        List<Problem> problems) {

    public GameRecord {
        header = List.copyOf(header);
        players = players == null ? Players.NONE : players;
        statedRules = List.copyOf(statedRules);
        startComments = List.copyOf(startComments);
        problems = List.copyOf(problems);
    }

    /** A record whose header names no players and declares no rules (a USI game, a test's game). */
    public GameRecord(String source, int index, RecordFormat format, String encoding, List<HeaderEntry> header,
            StartPosition start, List<String> startComments, Line mainLine, List<Problem> problems) {
        this(source, index, format, encoding, header, Players.NONE, List.of(), start, startComments, mainLine,
                problems);
    }

    /** A record that could not be read at all. */
    public static GameRecord unreadable(String source, int index, RecordFormat format, String encoding,
            List<Problem> problems) {
        return new GameRecord(source, index, format, encoding, List.of(), null, List.of(), Line.empty(), problems);
    }

    public Variant variant() {
        return start == null ? null : start.variant();
    }

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

    /** The first header value under any of the given keys, as written. */
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

    /** Black's player name, as the header gives it. */
    public Optional<String> blackPlayer() {
        return Optional.ofNullable(players.black());
    }

    /** White's player name, as the header gives it. */
    public Optional<String> whitePlayer() {
        return Optional.ofNullable(players.white());
    }

    /** The same record with further problems after its own (warnings found once it was read). */
    public GameRecord withProblems(List<Problem> more) {
        List<Problem> all = new ArrayList<>(problems);
        all.addAll(more);
        return new GameRecord(source, index, format, encoding, header, players, statedRules, start, startComments,
                mainLine, all);
    }
}
