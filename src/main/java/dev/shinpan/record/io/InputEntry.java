package dev.shinpan.record.io;

/**
 * One input to read: a file, or an entry of an archive ({@code archive.zip!/dir/game.kif}).
 *
 * @param name  the name to report, as the user would recognise it
 * @param bytes the content, or null when it could not be read
 * @param error why it could not be read, or null
 */
public record InputEntry(String name, byte[] bytes, String error) {

    public static InputEntry of(String name, byte[] bytes) {
        return new InputEntry(name, bytes, null);
    }

    public static InputEntry failed(String name, String error) {
        return new InputEntry(name, null, error);
    }
}
