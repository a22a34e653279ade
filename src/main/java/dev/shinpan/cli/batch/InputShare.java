package dev.shinpan.cli.batch;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.record.io.InputEntry;
import java.util.List;

/**
 * How far into a large input a record reaches, for the progress display: the record's last line
 * against the input's lines, in the bytes the input takes on disk. Only an input of many
 * megabytes is measured (one pass counting its line ends), and only when the display is shown.
 */
record InputShare(long start, long size, byte[] bytes, int[] lines) {
    private static final int LARGE = 8 << 20;

    static InputShare of(InputEntry entry, long inputEnd) {
        byte[] bytes = entry.bytes();
        if (bytes == null || bytes.length < LARGE) {
            return null;
        }
        return new InputShare(Math.max(0, inputEnd - bytes.length), bytes.length, bytes, new int[] {-1});
    }

    long readTo(GameRecord record) {
        if (lines[0] < 0) {
            int count = 1;
            for (byte b : bytes) {
                count += b == '\n' ? 1 : 0;
            }
            lines[0] = count;
        }
        List<RecordedMove> moves =
                record.mainLine() == null ? List.of() : record.mainLine().moves();
        int last = moves.isEmpty() ? 0 : moves.get(moves.size() - 1).text().line();
        return start + size * Math.min(last, lines[0]) / lines[0];
    }
}
