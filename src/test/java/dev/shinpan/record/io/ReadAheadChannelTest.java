package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.SeekableByteChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Reading ahead changes no byte: every read gives what the file holds at that position, then its end. */
class ReadAheadChannelTest {

    @TempDir
    Path tmp;

    @Test
    void readsWhatTheFileHoldsFromAnyPositionInSmallAndLargeReads() throws Exception {
        byte[] content = new byte[3 * ReadAheadChannel.WINDOW + 123];
        for (int i = 0; i < content.length; i++) {
            content[i] = (byte) (i * 31 + i / 7);
        }
        Path file = Files.write(tmp.resolve("a.zip"), content);
        try (SeekableByteChannel channel = ReadAheadChannel.open(file)) {
            assertEquals(content.length, channel.size());
            long[] starts = {
                0, 1, 30, ReadAheadChannel.WINDOW - 10, ReadAheadChannel.WINDOW, 100_000, 5, content.length - 50
            };
            for (int size : new int[] {30, 600, 4096, ReadAheadChannel.WINDOW, ReadAheadChannel.WINDOW + 7}) {
                for (long at : starts) {
                    channel.position(at);
                    ByteBuffer buffer = ByteBuffer.allocate(size);
                    int total = 0;
                    int n;
                    while (buffer.hasRemaining() && (n = channel.read(buffer)) > 0) {
                        total += n;
                    }
                    int expected = (int) Math.min(size, content.length - at);
                    assertEquals(expected, total, size + " bytes from " + at);
                    assertEquals(at + total, channel.position());
                    assertArrayEquals(
                            Arrays.copyOfRange(content, (int) at, (int) at + total),
                            Arrays.copyOf(buffer.array(), total),
                            size + " bytes from " + at);
                }
            }
            ByteBuffer buffer = ByteBuffer.allocate(10);
            channel.position(content.length);
            assertEquals(-1, channel.read(buffer), "at the end");
            channel.position(content.length + 1000L);
            assertEquals(content.length + 1000L, channel.position(), "a position past the end is kept");
            assertEquals(-1, channel.read(buffer));
            assertEquals(0, channel.read(ByteBuffer.allocate(0)), "nothing asked, nothing read");
        }
    }

    @Test
    void aClosedChannelReadsNoMore() throws Exception {
        Path file = Files.write(tmp.resolve("b.zip"), new byte[] {1, 2, 3});
        SeekableByteChannel channel = ReadAheadChannel.open(file);
        channel.close();
        assertThrows(ClosedChannelException.class, () -> channel.read(ByteBuffer.allocate(3)));
        assertThrows(ClosedChannelException.class, channel::position);
    }
}
