package dev.shinpan.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * The findings a JSON verdict (the documented {@code --format json} schema) implies, derived here
 * independently of the report code, so that the SARIF, JUnit and HTML reports can be checked against
 * the JSON verdicts of the same input.
 */
final class ExpectedFindings {

    /**
     * The remarks that make a verdict inconsistent; {@link #isDisagreement} is checked against every
     * golden verdict ({@code FindingsAgreeWithJsonTest}).
     */
    static final Set<String> DISAGREEMENTS = Set.of(
            "moves-after-end",
            "replay-stopped",
            "statements-disagree",
            "ending-disagrees",
            "repetition-not-reached",
            "no-mate",
            "max-moves-not-reached",
            "no-try",
            "refused-move-legal");

    /**
     * @param line   the line of the move or statement, or -1 where the JSON verdict does not say it
     * @param board  whether the finding has a position to show
     */
    record Expected(String ruleId, String level, int line, int column, String message, boolean board) {}

    private ExpectedFindings() {}

    static boolean isDisagreement(String remarkId) {
        return DISAGREEMENTS.contains(remarkId);
    }

    static List<Expected> of(JsonNode v, boolean failOnIllegal) {
        List<Expected> found = new ArrayList<>();
        if (v.get("status").asText().equals("unreadable")) {
            for (JsonNode e : v.get("errors")) {
                found.add(new Expected(
                        "unreadable",
                        "error",
                        e.get("line").asInt() == 0 ? -1 : e.get("line").asInt(),
                        e.get("column").asInt(),
                        e.get("message").asText(),
                        false));
            }
            if (found.isEmpty()) {
                found.add(new Expected("unreadable", "error", -1, 0, null, false));
            }
            return found;
        }
        JsonNode illegal = v.get("firstIllegal");
        if (!illegal.isNull()) {
            found.add(new Expected(
                    illegal.get("code").asText(),
                    failOnIllegal ? "error" : "warning",
                    illegal.get("line").asInt(),
                    illegal.get("column").asInt(),
                    illegal.get("message").asText(),
                    true));
        }
        JsonNode repetition = v.get("repetition");
        if (!repetition.isNull()) {
            boolean perpetual = !repetition.get("perpetualCheck").isNull();
            found.add(new Expected(
                    perpetual ? "perpetual-check" : "sennichite", perpetual ? "warning" : "note", -1, 0, null, true));
        }
        JsonNode impasse = v.get("impasse");
        JsonNode declaration = impasse.isNull() ? null : impasse.get("declaration");
        if (declaration != null
                && !declaration.isNull()
                && !declaration.get("outcome").asText().equals("win")) {
            found.add(new Expected(
                    "declaration-" + declaration.get("outcome").asText(), "warning", endingLine(v), 0, null, true));
        }
        for (JsonNode remark : v.get("remarks")) {
            if (isDisagreement(remark.get("id").asText())) {
                // at the statement or move the remark is about, where the verdict names one
                int line = remark.get("line").isNull() ? -1 : remark.get("line").asInt();
                int column =
                        remark.get("column").isNull() ? 0 : remark.get("column").asInt();
                found.add(new Expected(
                        remark.get("id").asText(),
                        "error",
                        line,
                        column,
                        remark.get("message").asText(),
                        true));
            }
        }
        return found;
    }

    private static int endingLine(JsonNode v) {
        JsonNode ending = v.get("recordedEnding");
        return ending.isNull() ? -1 : ending.get("line").asInt();
    }

    /** Every finding of a JSON lines output, in order. */
    static List<Expected> ofJsonLines(String jsonl, boolean failOnIllegal) throws IOException {
        ObjectMapper mapper = new ObjectMapper();
        List<Expected> all = new ArrayList<>();
        for (String line : jsonl.lines().toList()) {
            JsonNode v = mapper.readTree(line);
            if (!v.has("skipped")) {
                all.addAll(of(v, failOnIllegal));
            }
        }
        return all;
    }
}
