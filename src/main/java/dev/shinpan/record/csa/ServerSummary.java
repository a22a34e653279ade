package dev.shinpan.record.csa;

import dev.shinpan.record.EndingReason;
import dev.shinpan.record.Players;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The shogi-server / floodgate trailer {@code 'summary:<type>:<name> <word>:<name> <word>}, where the
 * words are {@code win}, {@code lose} or {@code draw} (shogi-server.osdn.jp/protocol.html). For
 * time-up, illegal moves, sennichite and max-moves this comment is the only place the result is
 * written.
 *
 * <p>Today's server names Black first; older versions (the 2006–2008 game logs) named the loser
 * first ({@code 'summary:illegal kachi:WHITE lose:BLACK win}). So each name is matched to its side
 * through the record's {@code N+}/{@code N-} lines; only when those are missing, equal or name
 * other players is the order taken as Black's first, with a warning.
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
    record Result(StatedEnding ending, List<Message> warnings) {
    }

    static boolean is(CsaStatement s) {
        return s.kind() == CsaStatementKind.COMMENT && s.text().startsWith(PREFIX);
    }

    /**
     * The ending stated by the summary. The result words decide the winner; the type decides the
     * reason and, for fouls, makes the loser the offender.
     */
    static Result read(CsaStatement s, Players players) {
        Matcher m = Shape.SUMMARY.matcher(s.text());
        if (!m.matches()) {
            return new Result(null, List.of(Message.of("read.csa.summary-shape",
                    "'summary:<type>:<black> win|lose|draw:<white> win|lose|draw")));
        }
        String type = m.group(1);
        String black = m.group(3);
        String white = m.group(5);
        List<Message> warnings = new ArrayList<>(1);
        String blackName = players.black();
        String whiteName = players.white();
        if (blackName == null || whiteName == null || blackName.equals(whiteName)) {
            warnings.add(Message.of("read.csa.summary-order-assumed", m.group(2), "N+", "N-"));
        } else if (m.group(2).equals(whiteName) && m.group(4).equals(blackName)) {
            black = m.group(5);
            white = m.group(3);
        } else if (!(m.group(2).equals(blackName) && m.group(4).equals(whiteName))) {
            warnings.add(Message.of("read.csa.summary-names-unknown", m.group(2), m.group(4), "N+" + blackName,
                    "N-" + whiteName));
        }
        Side winner = null;
        Side loser = null;
        if (black.equals("win") && white.equals("lose")) {
            winner = Side.BLACK;
            loser = Side.WHITE;
        } else if (black.equals("lose") && white.equals("win")) {
            winner = Side.WHITE;
            loser = Side.BLACK;
        } else if (!(black.equals("draw") && white.equals("draw"))) {
            warnings.add(Message.of("read.csa.summary-no-winner", black, white));
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
                warnings.add(Message.of("read.csa.summary-type-unknown", type));
            }
        }
        return new Result(new StatedEnding(reason, winner, offender), warnings);
    }
}
