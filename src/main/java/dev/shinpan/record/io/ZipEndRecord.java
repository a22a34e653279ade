package dev.shinpan.record.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * How many entries a zip's end of central directory record declares, found as zip readers find
 * it: the last end signature in the file's final 64 KiB (PKWARE's APPNOTE.TXT, 4.3.14 to 4.3.16;
 * the ZIP64 record when the count does not fit 16 bits). A central directory that lists fewer
 * entries than this is damaged, although the library reading it stops without an error where a
 * damaged header begins.
 */
final class ZipEndRecord {

    private static final int END_SIGNATURE = 0x06054b50;
    private static final int END_LENGTH = 22;
    private static final int ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
    private static final int ZIP64_LOCATOR_LENGTH = 20;
    private static final int ZIP64_END_SIGNATURE = 0x06064b50;
    private static final int ZIP64_END_LENGTH = 56;
    private static final int MAX_COMMENT = 0xFFFF;

    private ZipEndRecord() {}

    /** The total number of entries declared, or -1 when no end record is found or it cannot be read. */
    static long declaredEntries(Path file) throws IOException {
        try (SeekableByteChannel channel = Files.newByteChannel(file)) {
            long size = channel.size();
            int tailLength = (int) Math.min(size, END_LENGTH + MAX_COMMENT + ZIP64_LOCATOR_LENGTH);
            long tailStart = size - tailLength;
            ByteBuffer tail = read(channel, tailStart, tailLength);
            for (int at = tailLength - END_LENGTH; at >= 0; at--) {
                if (tail.getInt(at) == END_SIGNATURE) {
                    int total = Short.toUnsignedInt(tail.getShort(at + 10));
                    return total == 0xFFFF ? zip64Entries(channel, tail, at) : total;
                }
            }
            return -1;
        }
    }

    /** The ZIP64 end record's count, through the locator just before the end record. */
    private static long zip64Entries(SeekableByteChannel channel, ByteBuffer tail, int end) throws IOException {
        int locator = end - ZIP64_LOCATOR_LENGTH;
        if (locator < 0 || tail.getInt(locator) != ZIP64_LOCATOR_SIGNATURE) {
            return 0xFFFF; // a count of exactly 65,535 without ZIP64
        }
        long recordAt = tail.getLong(locator + 8);
        if (recordAt < 0 || recordAt > channel.size() - ZIP64_END_LENGTH) {
            return -1;
        }
        ByteBuffer record = read(channel, recordAt, ZIP64_END_LENGTH);
        return record.getInt(0) == ZIP64_END_SIGNATURE ? record.getLong(32) : -1;
    }

    private static ByteBuffer read(SeekableByteChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        channel.position(position);
        while (buffer.hasRemaining() && channel.read(buffer) >= 0) {
            // read until full or at the end
        }
        return buffer.flip();
    }
}
