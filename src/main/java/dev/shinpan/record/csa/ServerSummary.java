package dev.shinpan.record.csa;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shogi-server / floodgate trailer {@code 'summary:<type>:<black> <word>:<white> <word>}
 * (FORMATS.md §3.5, PEERS.md §2.8), where the words are {@code win}, {@code lose} or
 * {@code draw}. For time-up, illegal moves, sennichite and max-moves this comment is the only
 * place the result is written.
 */
final class ServerSummary {

    static final String PREFIX = "'summary:";
    /** Names may hold blanks and colons, so the result words are matched from the right. */
    private static final class Shape {
        static final Pattern SUMMARY = Pattern.compile("'summary:([^:]*):(.*) (win|lose|draw):(.*) (win|lose|draw)");
    }

    private ServerSummary() {
    }

    /** What went wrong with a summary line, and the ending it states (null when it cannot be read). */
    record Result(StatedEnding ending, String warning) {
    }

    static boolean is(CsaStatement s) {
        return s.kind() == CsaStatementKind.COMMENT && s.text().startsWith(PREFIX);
    }

    /**
     * The ending stated by the summary. The result words decide the winner; the type decides the
     * reason and, for fouls, makes the loser the offender.
     */
    static Result read(CsaStatement s) {
        Matcher m = Shape.SUMMARY.matcher(s.text());
        if (!m.matches()) {
            return new Result(null, "floodgate summary not of the form 'summary:<type>:<black> win|lose|draw:"
                    + "<white> win|lose|draw; kept as a comment only");
        }
        String type = m.group(1);
        String black = m.group(3);
        String white = m.group(5);
        String warning = null;
        Side winner = null;
        Side loser = null;
        if (black.equals("win") && white.equals("lose")) {
            winner = Side.BLACK;
            loser = Side.WHITE;
        } else if (black.equals("lose") && white.equals("win")) {
            winner = Side.WHITE;
            loser = Side.BLACK;
        } else if (!(black.equals("draw") && white.equals("draw"))) {
            warning = "summary gives black " + black + " and white " + white + "; no winner taken from it";
        }
        EndingReason reason;
        Side offender = null;
        switch (type) {
            case "toryo" -> reason = EndingReason.RESIGNATION;
            case "time up" -> reason = EndingReason.TIMEOUT;
            case "illegal move", "uchifuzume", "oute_kaihimore", "outori" -> {
                reason = EndingReason.ILLEGAL_MOVE;
                offender = loser;
            }
            case "kachi" -> {
                reason = EndingReason.DECLARATION;
                offender = winner;
            }
            case "illegal kachi" -> {
                reason = EndingReason.DECLARATION;
                offender = loser;
            }
            case "oute_sennichite" -> {
                reason = EndingReason.PERPETUAL_CHECK;
                offender = loser;
            }
            case "sennichite" -> reason = EndingReason.SENNICHITE;
            case "max_moves" -> reason = EndingReason.MAX_MOVES;
            case "abnormal" -> reason = EndingReason.INTERRUPTED;
            default -> {
                reason = EndingReason.INTERRUPTED;
                warning = "unknown summary type \"" + type + "\"; taken as interrupted with the stated winner";
            }
        }
        return new Result(new StatedEnding(reason, winner, offender), warning);
    }
}
