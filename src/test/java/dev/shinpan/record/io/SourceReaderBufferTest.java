package dev.shinpan.record.io;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Read buffers sized to what an input holds: small archive entries do not each get a full buffer. */
class SourceReaderBufferTest {

    @ParameterizedTest
    @CsvSource({
        "-1, 8192",
        "0, 512",
        "100, 512",
        "511, 512",
        "1000, 1001",
        "8191, 8192",
        "8192, 8192",
        "1000000000000, 8192"
    })
    void aBufferHoldsTheInputAndWhatTellsItsContainer(long size, int buffer) {
        assertEquals(buffer, SourceReader.bufferFor(size));
    }
}
