package dev.shinpan.bench;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.testing.LishogiGames;
import dev.shinpan.testing.LishogiGames.Game;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

/**
 * Writes the inputs of issue 9's whole-process figures into a directory, from the corpus's 500 real
 * lishogi games ({@link LishogiGames}): {@code csa/}, {@code kif/} and {@code jkf/} with each game ten
 * times, one file each (5,000 files, 386,540 moves), {@code kif-sjis/} the same KIF files in Shift_JIS,
 * {@code csa-floodgate/} the CSA files as the floodgate server writes them, and {@code csa.zip} with the CSA games 200 times, one entry
 * each (100,000 records, 7.7 million moves). {@code src/test/bench/batch-bench.sh} times shinpan on
 * them.
 *
 * <pre>mvn -B -q -Pbench test-compile exec:exec -Dbench.main=dev.shinpan.bench.BatchInputs -Dbench.args=DIR</pre>
 */
public final class BatchInputs {

    static final int FILE_COPIES = 10;
    static final int ZIP_COPIES = 200;

    private BatchInputs() {}

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: BatchInputs DIR");
            System.exit(2);
        }
        Path dir = Path.of(args[0]);
        List<Game> games = LishogiGames.games();
        long moves = games.stream().mapToLong(g -> g.moves().size()).sum();
        for (RecordFormat format : List.of(RecordFormat.CSA, RecordFormat.KIF, RecordFormat.JKF)) {
            Path formatDir = Files.createDirectories(dir.resolve(format.id()));
            for (Game game : games) {
                byte[] bytes = LishogiGames.bytes(game, format);
                for (int copy = 0; copy < FILE_COPIES; copy++) {
                    Files.write(formatDir.resolve(copyName(game, format, copy)), bytes);
                }
            }
        }
        try (ZipOutputStream zip =
                new ZipOutputStream(new BufferedOutputStream(Files.newOutputStream(dir.resolve("csa.zip")), 1 << 16))) {
            byte[][] csa = games.stream()
                    .map(g -> LishogiGames.bytes(g, RecordFormat.CSA))
                    .toArray(byte[][]::new);
            for (int copy = 0; copy < ZIP_COPIES; copy++) {
                for (Game game : games) {
                    zip.putNextEntry(new ZipEntry(String.format("%03d/", copy) + copyName(game, RecordFormat.CSA, 0)));
                    zip.write(csa[game.number()]);
                    zip.closeEntry();
                }
            }
        }
        // kif-sjis/: the KIF files as Windows applications save them (Shift_JIS, no declaration);
        // csa-floodgate/: the CSA files as the floodgate server writes them
        copies(dir.resolve("kif-sjis"), games, RecordFormat.KIF, "Shift_JIS");
        copies(dir.resolve("csa-floodgate"), games, RecordFormat.CSA, "floodgate");
        // The driver script reads these to turn times into moves per second.
        try (OutputStream counts = Files.newOutputStream(dir.resolve("counts"))) {
            counts.write(String.format(
                            "files=%d%nfile_moves=%d%nzip_records=%d%nzip_moves=%d%n",
                            games.size() * FILE_COPIES,
                            moves * FILE_COPIES,
                            games.size() * ZIP_COPIES,
                            moves * ZIP_COPIES)
                    .getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        }
    }

    private static void copies(Path folder, List<Game> games, RecordFormat format, String shape) throws IOException {
        Files.createDirectories(folder);
        for (Game game : games) {
            byte[] bytes = LishogiGames.bytes(game, format, shape);
            for (int copy = 0; copy < FILE_COPIES; copy++) {
                Files.write(folder.resolve(copyName(game, format, copy)), bytes);
            }
        }
    }

    private static String copyName(Game game, RecordFormat format, int copy) {
        String name = LishogiGames.fileName(game, format);
        return copy == 0 ? name : name.replace(".", String.format("-%02d.", copy));
    }
}
