package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordedMove;
import dev.shinpan.rules.IllegalMoveCode;
import dev.shinpan.rules.PieceType;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The board picture of a finding: the record's main line played as written up to the finding's
 * position (fouls too, as far as the board allows, as the referee plays them), and the finding's
 * move marked on it, or where a finding has no move of its own, the last move played.
 */
final class Boards {

    private final ReportTexts texts;
    private final Words words;

    Boards(ReportTexts texts) {
        this.texts = texts;
        this.words = new Words(texts.lang());
    }

    /** The picture of a finding, or null when it has none or the record cannot be played that far. */
    BoardPicture of(Verdict v, Finding f) {
        if (!f.hasBoard()) {
            return null;
        }
        List<String> captions = new ArrayList<>();
        captions.add(moveCaption(v.record(), f.boardPly(), f.markedPly()));
        captions.add(ruleName(f));
        return picture(
                v.record(),
                v.positionAt(f.boardPly()).orElse(null),
                f.boardPly(),
                f.markedPly(),
                captions,
                checkedDeclarer(v, f));
    }

    /**
     * The rule a finding breaks, as a reader of this language names it: the code in English (as
     * --select takes it), 二歩 or 千日手 in Japanese.
     */
    private String ruleName(Finding f) {
        for (IllegalMoveCode code : IllegalMoveCode.values()) {
            if (f.kind() == Finding.Kind.ILLEGAL_MOVE && code.code().equals(f.ruleId())) {
                return texts.text("out.rule.name.illegal", code.code(), Message.inJapanese(code));
            }
        }
        String key = "out.rule.name." + f.ruleId();
        return texts.catalogue().has(key) ? texts.text(key) : f.ruleId();
    }

    /** The position a verdict concerns when nothing was found: where the replay stopped. */
    BoardPicture ofVerdict(Verdict v) {
        if (v.board() == null) {
            return null;
        }
        return picture(
                v.record(),
                v.board().position(),
                v.boardPly(),
                0,
                List.of(texts.text("out.board.position", v.record().plyLabel(v.boardPly()))),
                null);
    }

    private String moveCaption(GameRecord record, int boardPly, int markedPly) {
        List<RecordedMove> moves = record.mainLine().moves();
        if (markedPly >= 1 && markedPly <= moves.size()) {
            String written = moves.get(markedPly - 1).text().text();
            int number = record.number(markedPly);
            return number == markedPly
                    ? texts.text("out.board.caption", markedPly, written)
                    : texts.text("out.board.caption.numbered", markedPly, written, number);
        }
        return texts.text("out.board.position", record.plyLabel(boardPly));
    }

    /** The declarer of a declaration finding, whose checkers the board marks (they make it fail), or null. */
    private static Side checkedDeclarer(Verdict v, Finding f) {
        if (f.kind() != Finding.Kind.DECLARATION
                || v.impasse() == null
                || v.impasse().declaration() == null) {
            return null;
        }
        return v.impasse().declaration().declarer();
    }

    private BoardPicture picture(
            GameRecord record, Position position, int boardPly, int markedPly, List<String> captions, Side checked) {
        if (position == null) {
            return null;
        }
        Variant variant = position.variant();
        Side mover = null;
        Square from = null;
        Square to = null;
        PieceType dropped = null;
        List<RecordedMove> moves = record.mainLine().moves();
        // a finding's move to come, or else the move that reached the position (a final position, a
        // declaration), as a board in a game's record shows it; a drop already made marks no hand
        boolean toCome = markedPly >= 1 && markedPly <= moves.size();
        int shown = toCome ? markedPly : boardPly >= 1 && boardPly <= moves.size() ? boardPly : 0;
        if (shown > 0) {
            WrittenMove move = moves.get(shown - 1).move();
            mover = move.side() != null
                    ? move.side()
                    : toCome ? position.sideToMove() : position.sideToMove().opponent();
            from = move.from() != null && variant.contains(move.from()) ? move.from() : null;
            to = variant.contains(move.to()) ? move.to() : null;
            dropped = toCome && move.isDrop() ? move.droppedType() : null;
        }
        return new BoardPicture(
                position,
                mover,
                from,
                to,
                dropped,
                words.side(Side.BLACK, record),
                words.side(Side.WHITE, record),
                record.blackPlayer().orElse(null),
                record.whitePlayer().orElse(null),
                captions,
                checked == null ? List.of() : position.checkers(checked));
    }
}
