package dev.shinpan.record;

import dev.shinpan.rules.Variant;
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
        StartPosition start,
        List<String> startComments,
        Line mainLine,
        List<Problem> problems) {

    public GameRecord {
        header = List.copyOf(header);
        startComments = List.copyOf(startComments);
        problems = List.copyOf(problems);
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
        return start != null && problems.stream().noneMatch(Problem::isError);
    }

    /** The first header value under any of the given keys. */
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

    /** Black's player name (先手, 下手, CSA {@code N+}, JKF 先手/下手). */
    public Optional<String> blackPlayer() {
        return headerValue("先手", "下手", "N+");
    }

    /** White's player name (後手, 上手, CSA {@code N-}, JKF 後手/上手). */
    public Optional<String> whitePlayer() {
        return headerValue("後手", "上手", "N-");
    }
}
