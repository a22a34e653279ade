package dev.shinpan.record.io;

import java.io.IOException;
import java.io.InputStream;
import org.apache.commons.compress.compressors.bzip2.BZip2CompressorInputStream;
import org.apache.commons.compress.compressors.gzip.GzipCompressorInputStream;
import org.apache.commons.compress.compressors.xz.XZCompressorInputStream;

/**
 * The decompressors, in a class of their own: only a compressed input loads Commons Compress's
 * (checking {@link SourceReader} would load each class it returns as an {@link InputStream}).
 */
final class Decompression {

    private Decompression() {}

    /**
     * The decompressed content; concatenated streams (as {@code cat a.gz b.gz} makes) are read on.
     *
     * @param memoryKib the most an xz header may ask the decoder to take
     */
    static InputStream of(Container compression, InputStream in, int memoryKib) throws IOException {
        return switch (compression) {
            case GZIP ->
                GzipCompressorInputStream.builder()
                        .setInputStream(in)
                        .setDecompressConcatenated(true)
                        .get();
            case XZ ->
                XZCompressorInputStream.builder()
                        .setInputStream(in)
                        .setDecompressConcatenated(true)
                        .setMemoryLimitKiB(memoryKib)
                        .get();
            case BZIP2 -> new BZip2CompressorInputStream(in, true);
            default -> throw new IllegalArgumentException(compression + " is no compression");
        };
    }
}
