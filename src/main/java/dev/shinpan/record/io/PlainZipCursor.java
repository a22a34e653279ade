package dev.shinpan.record.io;

import dev.shinpan.record.encoding.TextDecoder;
import dev.shinpan.text.Message;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.Inflater;
import java.util.zip.InflaterInputStream;

/**
 * The entries of a plain zip, read from its central directory without Commons Compress, which
 * spends some ten microseconds an entry on things a check never asks (a calendar for every
 * entry's time, a map of names): a zip of a hundred thousand games took it most of a second before
 * the first game could be judged. Plain means: one disk, the central directory right before its
 * end records (ZIP64 end records included, as writers make them past 65,535 entries), no entry
 * encrypted, every entry stored or deflated with 32-bit sizes, names in UTF-8 (flagged) or else
 * in UTF-8 or CP932 ({@link ZipEntryNames}), no Unicode path fields, well-formed extra fields.
 * {@link #open} returns null for anything else, and {@link ZipCursor} reads it with the library.
 * For a plain zip the entries, their names, sizes, kinds (directory, symbolic link) and bytes are
 * exactly those {@link ZipCursor} gives.
 *
 * <p>Kept, beside the library, because it measures: with every zip read by {@link ZipCursor}
 * alone, {@code src/test/bench/batch-bench.sh -r 5 -o zip} (a 100,000-record zip at -Xmx256m)
 * took 11 to 17% more CPU time, median of five runs, twice, on a loaded two-core machine (load
 * average 9 to 14): {@code java -jar} 18.60 s against 15.90 s and 16.08 s against 14.10 s, the
 * launcher 9.14 s against 7.80 s and 8.04 s against 7.26 s. The library's option to ignore the
 * local headers still took 14% more under {@code java -jar} (3% under the launcher), and it
 * leaves out the Unicode path fields that rename an entry.
 */
final class PlainZipCursor implements ArchiveCursor {

    private static final int LOCAL_HEADER = 0x04034b50;
    private static final int CENTRAL_HEADER = 0x02014b50;
    private static final int END = 0x06054b50;
    private static final int ZIP64_END = 0x06064b50;
    private static final int ZIP64_LOCATOR = 0x07064b50;
    private static final int END_SIZE = 22;
    private static final int LOCATOR_SIZE = 20;
    private static final int CENTRAL_HEADER_SIZE = 46;
    private static final int LOCAL_HEADER_SIZE = 30;
    private static final int MAX_COMMENT = 0xFFFF;
    /** Larger central directories (over a million entries) are left to the library. */
    private static final long MAX_DIRECTORY = 64 << 20;

    private static final int EFS_FLAG = 1 << 11;
    private static final int ENCRYPTED = 1;
    private static final int STRONG_ENCRYPTION = 1 << 6;
    private static final int STORED = 0;
    private static final int DEFLATED = 8;
    private static final int ZIP64_FIELD = 0x0001;
    private static final int UNICODE_PATH_FIELD = 0x7075;
    private static final int PLATFORM_FAT = 0;
    private static final int PLATFORM_UNIX = 3;
    private static final int FILE_TYPE = 0xF000;
    private static final int SYMBOLIC_LINK = 0xA000;
    private static final byte[] ONE_ZERO_BYTE = new byte[1];
    private static final int INFLATE_BUFFER = 4096;

    /** One entry as the central directory lists it. */
    private record Item(String name, long size, long compressedSize, int method, long localHeader, boolean link) {}

    private final SeekableByteChannel channel;
    private final List<Item> items;
    private final Inflater inflater = new Inflater(true);
    private int next;
    private long offset;

    private PlainZipCursor(SeekableByteChannel channel, List<Item> items) {
        this.channel = channel;
        this.items = items;
    }

    /** The zip's entries, or null when it is not plain or cannot be read (the library then says why). */
    static PlainZipCursor open(Path file) throws IOException {
        ReadAheadChannel channel;
        try {
            channel = ReadAheadChannel.open(file);
        } catch (IOException e) {
            return null;
        }
        try {
            List<Item> items = items(channel);
            if (items != null) {
                return new PlainZipCursor(channel, items);
            }
        } catch (IOException | RuntimeException e) {
            // Whatever is amiss, the library decides what to make of it.
        }
        channel.close();
        return null;
    }

    /** The central directory's entries, or null when the zip is not plain. */
    private static List<Item> items(SeekableByteChannel channel) throws IOException {
        long size = channel.size();
        if (size < END_SIZE) {
            return null;
        }
        int tailLength = (int) Math.min(size, END_SIZE + MAX_COMMENT + LOCATOR_SIZE);
        long tailStart = size - tailLength;
        ByteBuffer tail = read(channel, tailStart, tailLength);
        // The last end record within reach, as the library looks for it.
        int end = -1;
        for (int i = tailLength - END_SIZE; i >= Math.max(0, tailLength - END_SIZE - MAX_COMMENT); i--) {
            if (tail.getInt(i) == END) {
                end = i;
                break;
            }
        }
        if (end < 0 || end + END_SIZE + u16(tail, end + 20) != tailLength) {
            return null; // none, or one whose comment does not end the file
        }
        long endPosition = tailStart + end;
        long directoryOffset;
        long directorySize;
        long entries;
        if (end >= LOCATOR_SIZE && tail.getInt(end - LOCATOR_SIZE) == ZIP64_LOCATOR) {
            int locator = end - LOCATOR_SIZE;
            long zip64End = tail.getLong(locator + 8);
            if (tail.getInt(locator + 4) != 0
                    || tail.getInt(locator + 16) != 1
                    || zip64End < 0
                    || zip64End > endPosition - LOCATOR_SIZE - 56) {
                return null;
            }
            ByteBuffer record = read(channel, zip64End, 56);
            if (record.getInt(0) != ZIP64_END
                    || record.getLong(4) != endPosition - LOCATOR_SIZE - zip64End - 12
                    || record.getInt(16) != 0
                    || record.getInt(20) != 0
                    || record.getLong(24) != record.getLong(32)) {
                return null;
            }
            entries = record.getLong(32);
            directorySize = record.getLong(40);
            directoryOffset = record.getLong(48);
            if (directoryOffset < 0 || directorySize < 0 || directoryOffset + directorySize != zip64End) {
                return null;
            }
        } else {
            if (u16(tail, end + 4) != 0
                    || u16(tail, end + 6) != 0
                    || u16(tail, end + 8) != u16(tail, end + 10)
                    || u16(tail, end + 10) == 0xFFFF
                    || u32(tail, end + 12) == 0xFFFFFFFFL
                    || u32(tail, end + 16) == 0xFFFFFFFFL) {
                return null;
            }
            entries = u16(tail, end + 10);
            directorySize = u32(tail, end + 12);
            directoryOffset = u32(tail, end + 16);
            if (directoryOffset + directorySize != endPosition) {
                return null;
            }
        }
        if (directorySize > MAX_DIRECTORY) {
            return null;
        }
        return entries(channel, read(channel, directoryOffset, (int) directorySize), entries, directoryOffset);
    }

    private static List<Item> entries(
            SeekableByteChannel channel, ByteBuffer directory, long count, long directoryOffset) throws IOException {
        List<Item> items = new ArrayList<>((int) Math.min(count, 1 << 20));
        int at = 0;
        int length = directory.limit();
        CharsetDecoder utf8 = TextDecoder.strictDecoder(StandardCharsets.UTF_8);
        while (at < length) {
            if (at + CENTRAL_HEADER_SIZE > length || directory.getInt(at) != CENTRAL_HEADER) {
                return null;
            }
            int madeBy = u16(directory, at + 4);
            int flags = u16(directory, at + 8);
            int method = u16(directory, at + 10);
            long compressed = u32(directory, at + 20);
            long size = u32(directory, at + 24);
            int nameLength = u16(directory, at + 28);
            int extraLength = u16(directory, at + 30);
            int commentLength = u16(directory, at + 32);
            int disk = u16(directory, at + 34);
            long external = u32(directory, at + 38);
            long localHeader = u32(directory, at + 42);
            int nameStart = at + CENTRAL_HEADER_SIZE;
            int extraStart = nameStart + nameLength;
            at = extraStart + extraLength + commentLength;
            if (at > length
                    || (flags & (ENCRYPTED | STRONG_ENCRYPTION)) != 0
                    || method != STORED && method != DEFLATED
                    || compressed == 0xFFFFFFFFL
                    || size == 0xFFFFFFFFL
                    || localHeader == 0xFFFFFFFFL
                    || disk != 0
                    || localHeader + LOCAL_HEADER_SIZE > directoryOffset
                    || !plainExtra(directory, extraStart, extraLength, true)) {
                return null;
            }
            boolean utf8Flagged = (flags & EFS_FLAG) != 0;
            String name = name(directory, nameStart, nameLength, utf8Flagged ? utf8 : null);
            if (name == null || !utf8Flagged && !plainLocalExtra(channel, localHeader)) {
                return null;
            }
            int platform = madeBy >> 8 & 0x0F;
            if (platform == PLATFORM_FAT && !name.contains("/")) {
                name = name.replace('\\', '/'); // as the library names entries made on DOS and Windows
            }
            boolean link = platform == PLATFORM_UNIX && (external >> 16 & FILE_TYPE) == SYMBOLIC_LINK;
            items.add(new Item(name, size, compressed, method, localHeader, link));
        }
        if (items.size() != count) {
            return null;
        }
        // A directory listing nothing while entries lie before it is damaged: the library's reader says so.
        return items.isEmpty() && directoryOffset >= 4 && read(channel, 0, 4).getInt(0) == LOCAL_HEADER ? null : items;
    }

    /**
     * Well-formed extra fields without a Unicode path (which would change the name), and in the
     * central directory without ZIP64 sizes (which would change the sizes; a local header may hold
     * a ZIP64 field, as writers reserve one there, and the library still takes the central sizes).
     */
    private static boolean plainExtra(ByteBuffer b, int start, int length, boolean central) {
        int at = start;
        int end = start + length;
        while (at < end) {
            if (at + 4 > end) {
                return false;
            }
            int id = u16(b, at);
            int size = u16(b, at + 2);
            if (central && id == ZIP64_FIELD || id == UNICODE_PATH_FIELD || at + 4 + size > end) {
                return false;
            }
            at += 4 + size;
        }
        return true;
    }

    /** For a name not flagged UTF-8, the library looks for a Unicode path in the local header too. */
    private static boolean plainLocalExtra(SeekableByteChannel channel, long localHeader) throws IOException {
        ByteBuffer header = read(channel, localHeader, LOCAL_HEADER_SIZE);
        if (header.getInt(0) != LOCAL_HEADER) {
            return false;
        }
        int extraLength = u16(header, 28);
        if (extraLength == 0) {
            return true;
        }
        ByteBuffer extra = read(channel, localHeader + LOCAL_HEADER_SIZE + u16(header, 26), extraLength);
        return plainExtra(extra, 0, extraLength, false);
    }

    /** The name as UTF-8 when flagged so, else as {@link ZipEntryNames#unflagged}; null when it is neither. */
    private static String name(ByteBuffer b, int start, int length, CharsetDecoder utf8) {
        byte[] bytes = new byte[length];
        b.get(start, bytes);
        if (utf8 != null) {
            try {
                return utf8.reset().decode(ByteBuffer.wrap(bytes)).toString();
            } catch (CharacterCodingException e) {
                return null;
            }
        }
        for (byte c : bytes) {
            if (c < 0) {
                return ZipEntryNames.unflagged(bytes);
            }
        }
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    @Override
    public Entry next() {
        if (next >= items.size()) {
            return null;
        }
        Item item = items.get(next++);
        if (item.name().endsWith("/")) {
            return new Entry(item.name(), 0, Entry.DIRECTORY, null, null);
        }
        if (item.link()) {
            return new Entry(item.name(), item.size(), Message.of("skip.link-in-archive"), null, null);
        }
        offset = Math.max(offset, item.localHeader() + item.compressedSize());
        return new Entry(item.name(), item.size(), null, null, () -> content(item));
    }

    /** The entry's data, as the library gives it: stored data as it lies, deflated data inflated. */
    private InputStream content(Item item) throws IOException {
        ByteBuffer header = read(channel, item.localHeader(), LOCAL_HEADER_SIZE);
        long data = item.localHeader() + LOCAL_HEADER_SIZE + u16(header, 26) + u16(header, 28);
        InputStream raw = new Bounded(channel, data, item.compressedSize());
        if (item.method() == STORED) {
            return raw;
        }
        inflater.reset();
        // Not the default inflater, so closing the stream leaves it for the next entry; the one
        // byte more is what raw deflate data needs to end, as the library appends it. The buffer
        // is no larger than the data it takes: small entries are the common case, a stream each.
        int buffer = (int) Math.max(64, Math.min(INFLATE_BUFFER, item.compressedSize() + 1));
        return new InflaterInputStream(
                new SequenceInputStream(raw, new ByteArrayInputStream(ONE_ZERO_BYTE)), inflater, buffer);
    }

    @Override
    public long offset() {
        return offset;
    }

    @Override
    public boolean skippingReads() {
        return false;
    }

    @Override
    public void close() throws IOException {
        inflater.end();
        channel.close();
    }

    private static ByteBuffer read(SeekableByteChannel channel, long position, int length) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(length).order(ByteOrder.LITTLE_ENDIAN);
        channel.position(position);
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new EOFException();
            }
        }
        return buffer.flip();
    }

    private static int u16(ByteBuffer b, int at) {
        return b.getShort(at) & 0xFFFF;
    }

    private static long u32(ByteBuffer b, int at) {
        return b.getInt(at) & 0xFFFFFFFFL;
    }

    /** A range of the archive's bytes, read as they are asked for; past the file's end, its end. */
    private static final class Bounded extends InputStream {
        private final SeekableByteChannel channel;
        private long position;
        private long remaining;

        Bounded(SeekableByteChannel channel, long start, long length) {
            this.channel = channel;
            this.position = start;
            this.remaining = length;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xFF;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) {
                return 0;
            }
            if (remaining <= 0) {
                return -1;
            }
            ByteBuffer into = ByteBuffer.wrap(b, off, (int) Math.min(len, remaining));
            channel.position(position);
            int n = channel.read(into);
            if (n > 0) {
                position += n;
                remaining -= n;
            }
            return n;
        }
    }
}
