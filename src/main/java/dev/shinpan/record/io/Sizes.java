package dev.shinpan.record.io;

import dev.shinpan.text.Message;

/** Byte counts as people read them in messages: 64 MiB, 1 GiB, 1000 bytes. */
public final class Sizes {

    private static final String[] UNITS = {"KiB", "MiB", "GiB", "TiB"};

    private Sizes() {}

    /** The size in the largest binary unit that divides it exactly, else in bytes. */
    public static Message message(long bytes) {
        String unit = null;
        long value = bytes;
        for (String u : UNITS) {
            if (value == 0 || value % 1024 != 0) {
                break;
            }
            value /= 1024;
            unit = u;
        }
        if (unit != null) {
            return Message.of("size.unit", value, unit);
        }
        return Message.of(bytes == 1 ? "size.byte" : "size.bytes", bytes);
    }
}
