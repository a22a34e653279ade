package dev.shinpan.record.codec;

import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.TimeControl;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The header keys of CSA and of KIF (whose keys JKF's header uses too) that say the same, so that
 * a converted record keeps its event, site, times, opening and stated rules (docs/formats.md §10).
 * The time control is written from its value, not copied: CSA's {@code $TIME_LIMIT:00:10+30} and
 * KIF's {@code 10分+30秒} spell it differently.
 */
public final class HeaderCounterparts {

    /** CSA key → KIF key, for the values both write alike. */
    private static final Map<String, String> KIF_OF_CSA = Map.of(
            "$EVENT",
            "棋戦",
            "$SITE",
            "場所",
            "$START_TIME",
            "開始日時",
            "$END_TIME",
            "終了日時",
            "$OPENING",
            "戦型",
            "$MAX_MOVES",
            "最大手数",
            "$JISHOGI",
            "持将棋");
    /** KIF key → CSA key. */
    private static final Map<String, String> CSA_OF_KIF = Map.of(
            "棋戦",
            "$EVENT",
            "場所",
            "$SITE",
            "開始日時",
            "$START_TIME",
            "終了日時",
            "$END_TIME",
            "戦型",
            "$OPENING",
            "最大手数",
            "$MAX_MOVES",
            "持将棋",
            "$JISHOGI");
    /** CSA's time-control keys (V2.2, V3.0) and KIF's. */
    private static final String KIF_TIME = "持ち時間";

    private HeaderCounterparts() {}

    /** {@return the KIF key saying what the CSA key says, or null when KIF has none} */
    public static String kifKey(String csaKey) {
        return KIF_OF_CSA.get(csaKey);
    }

    /**
     * The CSA key saying what a KIF header line says, or null when CSA has none: 表題 and 対局日 too,
     * which KIF reads as the event and the start where 棋戦 and 開始日時 are missing.
     */
    public static String csaKey(GameRecord record, String kifKey) {
        return switch (kifKey) {
            case "表題" -> record.headerValue("棋戦").isEmpty() ? "$EVENT" : null;
            case "対局日" -> record.headerValue("開始日時").isEmpty() ? "$START_TIME" : null;
            default -> CSA_OF_KIF.get(kifKey);
        };
    }

    /**
     * What a KIF (or JKF) header says in lines of its own that the record states elsewhere: the
     * time control of a CSA line or of floodgate's game name, shogi-server's {@code '$END_TIME:}
     * comment, its {@code 'Max_Moves:} comment; each only where the header has no line for it.
     *
     * @return KIF key → value, in the order to write them
     */
    public static Map<String, String> kifExtras(GameRecord record, GameFacts facts) {
        Map<String, String> extras = new LinkedHashMap<>();
        String time = kifTime(facts);
        boolean csa = record.format() == RecordFormat.CSA; // a KIF header says these in lines of its own already
        if (csa && time != null && record.headerValue(KIF_TIME).isEmpty()) {
            extras.put(KIF_TIME, time);
        }
        if (csa
                && facts.end() != null
                && record.headerValue("終了日時", "$END_TIME").isEmpty()) {
            extras.put("終了日時", facts.end().written());
        }
        for (StatedRule rule : record.statedRules()) {
            String key = rule.subject() == StatedRule.Subject.MAX_MOVES ? "最大手数" : "持将棋";
            if (record.headerValue(key, CSA_OF_KIF.get(key)).isEmpty()) {
                extras.putIfAbsent(key, String.valueOf(rule.value()));
            }
        }
        return extras;
    }

    /** {@return whether the key states the time control in CSA ({@code $TIME_LIMIT}, {@code $TIME})} */
    public static boolean isCsaTime(String key) {
        return key.equals("$TIME_LIMIT") || key.equals("$TIME");
    }

    /** {@return whether the key states the time control in KIF} */
    public static boolean isKifTime(String key) {
        return key.equals(KIF_TIME);
    }

    /**
     * The record's time control as KIF's 持ち時間 line value, in the form ShogiHome writes and reads
     * as CSA's {@code $TIME} (seconds + byoyomi + increment), or null when the record states none
     * shinpan could read.
     */
    public static String kifTime(GameFacts facts) {
        TimeControl t = understood(facts);
        return t == null ? null : t.initialSeconds() + "+" + t.byoyomiSeconds() + "+" + t.incrementSeconds();
    }

    /**
     * The record's time control as a CSA line: V2.2's {@code $TIME_LIMIT:HH:MM+SS} where it fits
     * (no increment), else V3.0's {@code $TIME:seconds+byoyomi+increment}; null when none is read.
     */
    public static String csaTime(GameFacts facts) {
        TimeControl t = understood(facts);
        if (t == null) {
            return null;
        }
        long minutes = t.initialSeconds() / 60;
        if (t.incrementSeconds() == 0 && t.initialSeconds() % 60 == 0 && t.byoyomiSeconds() < 100) {
            return String.format("$TIME_LIMIT:%02d:%02d+%02d", minutes / 60, minutes % 60, t.byoyomiSeconds());
        }
        return "$TIME:" + t.initialSeconds() + "+" + t.byoyomiSeconds() + "+" + t.incrementSeconds();
    }

    private static TimeControl understood(GameFacts facts) {
        return facts.timeControl() == null ? null : facts.timeControl().value();
    }
}
