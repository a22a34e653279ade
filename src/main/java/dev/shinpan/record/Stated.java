package dev.shinpan.record;

/**
 * One fact about the game as the record writes it, with what shinpan understood of it: a value
 * that does not parse is kept as written ({@code value} null), never dropped, and reported as such.
 *
 * <pre>{@code
 * Stated<TimeControl> clock = Shinpan.facts(record).timeControl();
 * if (clock != null) {
 *     System.out.println(clock.key() + " " + clock.written() + " understood: " + clock.understood());
 * }
 * }</pre>
 *
 * @param <T>     the type of the value understood: a date-time text, a {@link TimeControl}, a {@link Rating}
 *
 * @param key     where the record says it: the header key or comment prefix ({@code 開始日時},
 *                {@code $START_TIME}, {@code 'black_rate}), for the warning
 * @param written the value as written
 * @param value   what it means, or null when shinpan could not read it
 * @param where   the header line it stands on, or null for a comment (comments keep no place)
 */
public record Stated<T>(String key, String written, T value, SourceText where) {

    /** {@return whether shinpan could read the value} */
    public boolean understood() {
        return value != null;
    }
}
