package dev.shinpan.record;

import dev.shinpan.rules.UnsupportedVariant;
import dev.shinpan.text.Message;
import java.util.List;
import java.util.Optional;

/**
 * A record of a game shinpan does not judge ({@link dev.shinpan.rules.UnsupportedVariants}): the
 * one error every reader stops with, at what named the game, and how the referee finds it again
 * to report the record as not judged rather than unreadable.
 *
 * <pre>{@code
 * UnsupportedGame.of(record).ifPresent(problem -> System.out.println(problem.message()));
 * }</pre>
 */
public final class UnsupportedGame {

    /** The catalogue key of the error, which is also how the referee tells it from other errors. */
    public static final String KEY = "read.unsupported-variant";

    private UnsupportedGame() {}

    /**
     * The error to stop reading with: the record is of one of the games (several when only the
     * board's size tells them), as {@code written} names it.
     *
     * @param written the text that names the game ({@code 手合割：京都将棋}, a board's first line), located
     * @param games   the games it may be, at least one
     * @return the error, under {@link #KEY}
     */
    public static Problem problem(SourceText written, List<UnsupportedVariant> games) {
        return Problem.error(written, Message.of(KEY, titles(games)));
    }

    /**
     * The games named, {@code Chu Shogi (中将棋)}, several joined by "or".
     *
     * @param games the games
     * @return their titles joined by "or", as a message argument
     */
    public static Message.Joined titles(List<UnsupportedVariant> games) {
        return Message.join(
                "list.or", games.stream().map(UnsupportedVariant::title).toList());
    }

    /**
     * The error naming the game when a reader stopped at one, else empty.
     *
     * @param record a record as read
     * @return its unsupported-game error, or empty when it has none
     */
    public static Optional<Problem> of(GameRecord record) {
        for (Problem p : record.problems()) {
            if (p.isError() && p.catalogued().key().equals(KEY)) {
                return Optional.of(p);
            }
        }
        return Optional.empty();
    }
}
