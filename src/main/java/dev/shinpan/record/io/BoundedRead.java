package dev.shinpan.record.io;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reads a stream whole, never past a limit: into memory within the shared {@link InputBudget},
 * or into a temporary file for archives that can only be read from a file.
 */
final class BoundedRead {

    private static final int FIRST_CHUNK = 64 * 1024;
    private static final int MAX_CHUNK = 8 * 1024 * 1024;

    private BoundedRead() {}

    /**
     * @param expected the size the source declares, or -1; a wrong one costs a copy, nothing more
     * @return every byte, when there are at most {@code limit}; the budget then holds exactly that many
     */
    static byte[] bytes(InputStream in, long expected, long limit, String name, InputBudget budget) throws IOException {
        if (expected > limit) {
            throw LimitExceededException.tooLarge(name, limit);
        }
        List<byte[]> chunks = new ArrayList<>();
        long total = 0;
        long reserved = 0;
        boolean done = false;
        try {
            int want = expected >= 0 ? (int) expected : (int) Math.min(FIRST_CHUNK, limit + 1);
            int carried = -1;
            while (true) {
                budget.reserve(want, reserved);
                reserved += want;
                byte[] chunk = new byte[want];
                int start = 0;
                if (carried >= 0) {
                    chunk[start++] = (byte) carried;
                }
                int n = start + in.readNBytes(chunk, start, want - start);
                total += n - start;
                if (total > limit) {
                    throw LimitExceededException.tooLarge(name, limit);
                }
                if (n < want) {
                    chunks.add(Arrays.copyOf(chunk, n));
                    break;
                }
                chunks.add(chunk);
                // A full chunk: one byte more tells the end (no copy) from more to come.
                carried = in.read();
                if (carried < 0) {
                    break;
                }
                total++;
                if (total > limit) {
                    throw LimitExceededException.tooLarge(name, limit);
                }
                want = (int) Math.min(Math.min(MAX_CHUNK, Math.max(total, FIRST_CHUNK)), limit + 1 - total + 1);
            }
            byte[] all = join(chunks, total);
            done = true;
            return all;
        } finally {
            budget.release(done ? reserved - total : reserved);
        }
    }

    private static byte[] join(List<byte[]> chunks, long total) {
        if (chunks.size() == 1) {
            return chunks.get(0);
        }
        byte[] all = new byte[(int) total];
        int at = 0;
        for (byte[] c : chunks) {
            System.arraycopy(c, 0, all, at, c.length);
            at += c.length;
        }
        return all;
    }

    /** Copies the stream into a new temporary file, deleted by the caller; at most {@code limit} bytes. */
    static Path toTemporaryFile(InputStream in, long limit, String name) throws IOException {
        Path file = Files.createTempFile("shinpan-", ".archive");
        try (OutputStream out = Files.newOutputStream(file)) {
            byte[] buffer = new byte[64 * 1024];
            long total = 0;
            int n;
            while ((n = in.read(buffer, 0, (int) Math.min(buffer.length, limit + 1 - total))) > 0) {
                total += n;
                if (total > limit) {
                    throw LimitExceededException.tooLarge(name, limit);
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException | RuntimeException | Error e) {
            Files.deleteIfExists(file);
            throw e;
        }
        return file;
    }
}
