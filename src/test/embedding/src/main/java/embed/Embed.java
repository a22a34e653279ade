package embed;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.api.Judgement;
import dev.shinpan.api.Shinpan;
import dev.shinpan.api.VerdictJson;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.rules.Move;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variants;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.stream.Stream;

/**
 * Reads an archive as a stream, judges each record, walks its positions, and writes the first record with
 * an illegal move as CSA and its verdict as JSON, with nothing but the types shinpan exports.
 *
 * <p>Usage: {@code embed.Embed ARCHIVE OUTPUT-FOLDER}
 */
public final class Embed {

    private Embed() {
    }

    public static void main(String[] args) throws Exception {
        Path archive = Path.of(args[0]);
        Path out = Path.of(args[1]);
        int records = 0;
        int illegal = 0;
        long positions = 0;
        try (Stream<GameRecord> stream = Shinpan.reader().limits(Limits.builder().moves(5000).build()).read(archive)) {
            Iterator<GameRecord> it = stream.iterator();
            while (it.hasNext()) {
                GameRecord record = it.next();
                Verdict verdict = Shinpan.judge(record, "JSA");
                records++;
                positions += verdict.positions().count();
                if (verdict.firstIllegal() != null && illegal++ == 0) {
                    Files.writeString(out.resolve("foul.csa"), Shinpan.write(record, RecordFormat.CSA));
                    try (OutputStream json = Files.newOutputStream(out.resolve("foul.json"))) {
                        VerdictJson.write(verdict, json);
                    }
                    Position before = verdict.positionAt(verdict.firstIllegal().ply() - 1).orElseThrow();
                    System.out.println("before the foul " + before.toSfen());
                }
            }
        }
        Position start = Position.start(Variants.STANDARD);
        Judgement pawn = Shinpan.judgeMove(start, new Move(Square.of(7, 7), Square.of(7, 6), null, false));
        Judgement leap = Shinpan.judgeMove(start, new Move(Square.of(7, 7), Square.of(7, 5), null, false));
        System.out.println("records " + records);
        System.out.println("with an illegal move " + illegal);
        System.out.println("positions " + positions);
        System.out.println("7g7f " + (pawn.isLegal() ? "legal" : "illegal"));
        System.out.println("7g7e " + (leap instanceof Judgement.Illegal i ? i.code().code() : "legal"));
    }
}
