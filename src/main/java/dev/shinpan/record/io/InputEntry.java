package dev.shinpan.record.io;

import dev.shinpan.text.Message;

/**
 * One input to read: a file, standard input, or an entry of an archive ({@code archive.zip!/dir/game.kif}).
 *
 * @param name     the name to report, as the user would recognise it
 * @param bytes    the content, or null when it could not be read
 * @param error    why it could not be read (a catalogue message, {@code input.*}), or null
 * @param internal whether that was shinpan's own failure (a bug, or memory running out) rather
 *                 than the input's
 */
public record InputEntry(String name, byte[] bytes, Message error, boolean internal) {

    public static InputEntry of(String name, byte[] bytes) {
        return new InputEntry(name, bytes, null, false);
    }

    public static InputEntry failed(String name, Message error) {
        return new InputEntry(name, null, error, false);
    }

    /** Reading failed through shinpan's fault: the exit code says so. */
    public static InputEntry internalError(String name, Throwable error) {
        return new InputEntry(name, null, Failures.internal(error), true);
    }
}
