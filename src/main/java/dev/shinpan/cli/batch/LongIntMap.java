package dev.shinpan.cli.batch;

/**
 * A map from 64-bit hashes to ints, without boxing: open addressing, linear probing; -1 for a key
 * not there. Key 0 is remapped, since 0 marks a free slot. What {@link Duplicates} and
 * {@link PathHashes} keep per record or file, for archives of millions.
 */
final class LongIntMap {
    private long[] keys = new long[1024];
    private int[] values = new int[1024];
    private int size;

    int size() {
        return size;
    }

    int get(long key) {
        long k = key == 0 ? 1 : key;
        int mask = keys.length - 1;
        for (int i = (int) (k ^ k >>> 32) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == 0) {
                return -1;
            }
            if (keys[i] == k) {
                return values[i];
            }
        }
    }

    void put(long key, int value) {
        insert(key == 0 ? 1 : key, value, true);
    }

    void putIfAbsent(long key, int value) {
        insert(key == 0 ? 1 : key, value, false);
    }

    private void insert(long k, int value, boolean replace) {
        if ((size + 1) * 2 > keys.length) {
            grow();
        }
        int mask = keys.length - 1;
        for (int i = (int) (k ^ k >>> 32) & mask; ; i = (i + 1) & mask) {
            if (keys[i] == 0) {
                keys[i] = k;
                values[i] = value;
                size++;
                return;
            }
            if (keys[i] == k) {
                if (replace) {
                    values[i] = value;
                }
                return;
            }
        }
    }

    private void grow() {
        long[] oldKeys = keys;
        int[] oldValues = values;
        keys = new long[oldKeys.length * 2];
        values = new int[oldKeys.length * 2];
        size = 0;
        for (int i = 0; i < oldKeys.length; i++) {
            if (oldKeys[i] != 0) {
                insert(oldKeys[i], oldValues[i], true);
            }
        }
    }
}
