package dev.shinpan.record.io;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

/**
 * Writes zip files byte by byte, for layouts that java.util.zip and Commons Compress refuse to
 * write: STORED entries with a data descriptor (as streaming zip writers make them) and entries
 * marked encrypted. Layout from PKWARE's APPNOTE.TXT, sections 4.3.7 to 4.3.16.
 */
final class ZipBytes {

    private static final int ENCRYPTED = 1;
    private static final int DATA_DESCRIPTOR = 1 << 3;
    private static final int UTF8_NAMES = 1 << 11;

    private record Entry(byte[] name, int flags, int method, long crc, int size, int offset) {}

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final List<Entry> entries = new ArrayList<>();

    /** A STORED entry whose sizes and CRC follow its data in a descriptor, as a streaming writer leaves them. */
    ZipBytes storedWithDataDescriptor(String name, byte[] data) {
        return entry(name, data, DATA_DESCRIPTOR);
    }

    /** An entry flagged as encrypted (traditional PKWARE encryption); its bytes stand for ciphertext. */
    ZipBytes encrypted(String name, byte[] data) {
        return entry(name, data, ENCRYPTED);
    }

    ZipBytes stored(String name, byte[] data) {
        return entry(name, data, 0);
    }

    /** An entry marked as compressed with the given method (APPNOTE 4.4.5); its bytes stand for the compressed data. */
    ZipBytes method(String name, byte[] data, int method) {
        return entry(name, data, 0, method);
    }

    /**
     * A STORED entry whose name is written as the bytes given, without the flag that says they are
     * UTF-8: as zip tools on Japanese Windows write names, in CP932.
     */
    ZipBytes storedUnflagged(byte[] name, byte[] data) {
        return entry(name, data, 0, 0);
    }

    private ZipBytes entry(String name, byte[] data, int flags) {
        return entry(name, data, flags, 0);
    }

    private ZipBytes entry(String name, byte[] data, int flags, int method) {
        return entry(name.getBytes(StandardCharsets.UTF_8), data, flags | UTF8_NAMES, method);
    }

    private ZipBytes entry(byte[] n, byte[] data, int allFlags, int method) {
        CRC32 crc = new CRC32();
        crc.update(data);
        boolean descriptor = (allFlags & DATA_DESCRIPTOR) != 0;
        Entry e = new Entry(n, allFlags, method, crc.getValue(), data.length, out.size());
        ByteBuffer h = le(30 + n.length);
        h.putInt(0x04034b50)
                .putShort((short) 20)
                .putShort((short) allFlags)
                .putShort((short) method)
                .putShort((short) 0)
                .putShort((short) 0x21)
                .putInt(descriptor ? 0 : (int) e.crc())
                .putInt(descriptor ? 0 : data.length)
                .putInt(descriptor ? 0 : data.length)
                .putShort((short) n.length)
                .putShort((short) 0)
                .put(n);
        out.writeBytes(h.array());
        out.writeBytes(data);
        if (descriptor) {
            out.writeBytes(le(16).putInt(0x08074b50)
                    .putInt((int) e.crc())
                    .putInt(data.length)
                    .putInt(data.length)
                    .array());
        }
        entries.add(e);
        return this;
    }

    byte[] toByteArray() {
        int start = out.size();
        for (Entry e : entries) {
            byte[] n = e.name();
            ByteBuffer c = le(46 + n.length);
            c.putInt(0x02014b50)
                    .putShort((short) 20)
                    .putShort((short) 20)
                    .putShort((short) e.flags())
                    .putShort((short) e.method())
                    .putShort((short) 0)
                    .putShort((short) 0x21)
                    .putInt((int) e.crc())
                    .putInt(e.size())
                    .putInt(e.size())
                    .putShort((short) n.length)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putShort((short) 0)
                    .putInt(0)
                    .putInt(e.offset())
                    .put(n);
            out.writeBytes(c.array());
        }
        int size = out.size() - start;
        out.writeBytes(le(22).putInt(0x06054b50)
                .putShort((short) 0)
                .putShort((short) 0)
                .putShort((short) entries.size())
                .putShort((short) entries.size())
                .putInt(size)
                .putInt(start)
                .putShort((short) 0)
                .array());
        return out.toByteArray();
    }

    private static ByteBuffer le(int size) {
        return ByteBuffer.allocate(size).order(ByteOrder.LITTLE_ENDIAN);
    }
}
