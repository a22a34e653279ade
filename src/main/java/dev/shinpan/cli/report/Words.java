package dev.shinpan.cli.report;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;

/** The words text reports use, in English and Japanese. */
final class Words {

    private final Lang lang;

    Words(Lang lang) {
        this.lang = lang;
    }

    String pick(String en, String ja) {
        return lang.ja() ? ja : en;
    }

    /** Black/White, or 下手/上手 in Japanese for handicap games. */
    String side(Side side, GameRecord record) {
        boolean handicap = record != null && record.start() != null && record.start().handicap() != null
                && record.start().handicap() != Handicap.EVEN;
        if (lang.ja()) {
            if (handicap) {
                return side == Side.BLACK ? "下手" : "上手";
            }
            return side.japanese();
        }
        return side.english();
    }

    String reason(EndingReason reason) {
        if (!lang.ja()) {
            return switch (reason) {
                case ILLEGAL_MOVE -> "illegal move";
                case PERPETUAL_CHECK -> "perpetual check";
                case MAX_MOVES -> "move limit";
                case DECLARATION -> "entering-king declaration";
                case IMPASSE -> "impasse (持将棋)";
                case SENNICHITE -> "repetition (千日手)";
                default -> reason.id();
            };
        }
        return switch (reason) {
            case CHECKMATE -> "詰み";
            case RESIGNATION -> "投了";
            case ILLEGAL_MOVE -> "反則";
            case SENNICHITE -> "千日手";
            case PERPETUAL_CHECK -> "連続王手の千日手";
            case IMPASSE -> "持将棋";
            case DECLARATION -> "入玉宣言";
            case MAX_MOVES -> "手数制限";
            case TRY -> "トライ";
            case STALEMATE -> "手詰まり";
            case TIMEOUT -> "時間切れ";
            case INTERRUPTED -> "中断";
            case FORFEIT -> "不戦";
            case UNFINISHED -> "未終局";
        };
    }

    String outcome(Side winner, EndingReason reason, int ply, GameRecord record) {
        String how = reason(reason);
        if (lang.ja()) {
            if (reason == EndingReason.UNFINISHED) {
                return "未終局（" + ply + "手まで）";
            }
            String who = winner == null ? "勝敗なし" : side(winner, record) + "の勝ち";
            return who + "（" + how + "、" + ply + "手目）";
        }
        if (reason == EndingReason.UNFINISHED) {
            return "unfinished after " + ply + " moves";
        }
        String who = winner == null ? "no winner" : side(winner, record) + " wins";
        return who + " by " + how + " at ply " + ply;
    }
}
