package dev.shinpan.cli.options;

import java.util.ArrayList;
import java.util.List;

/**
 * What makes {@code check} exit with 1 ({@code --fail-on WHAT[,WHAT]}): any inconsistent record
 * (the default), only a record that names another winner than the rules, and whether an illegal
 * move counts too. {@code illegal} alone keeps the default for disagreements, as it always did.
 *
 * @param winnerOnly a disagreement fails only when it is about the winner ({@code winner})
 * @param illegal    a record with an illegal move fails too, claimed or not ({@code illegal})
 */
public record FailOn(boolean winnerOnly, boolean illegal) {

    public static final FailOn DEFAULT = new FailOn(false, false);

    /** The values, in the order the help lists them. */
    static final List<String> VALUES = List.of("inconsistent", "winner", "illegal");

    /** {@link #VALUES} for shell completion, which completes each item of the comma-separated list. */
    public static final class Words extends ArrayList<String> implements OptionValues.CommaSeparated {
        private static final long serialVersionUID = 1L;

        Words() {
            super(VALUES);
        }
    }

    /**
     * Reads the option's value; null means the default.
     *
     * @throws IllegalArgumentException naming the value that is none of {@link #VALUES}, or
     *                                  {@code inconsistent} and {@code winner} together
     */
    public static FailOn parse(String value) {
        if (value == null) {
            return DEFAULT;
        }
        boolean inconsistent = false;
        boolean winner = false;
        boolean illegal = false;
        List<String> unknown = new ArrayList<>();
        for (String item : value.split(",", -1)) {
            switch (item.strip()) {
                case "inconsistent" -> inconsistent = true;
                case "winner" -> winner = true;
                case "illegal" -> illegal = true;
                default -> unknown.add("'" + item.strip() + "'");
            }
        }
        if (!unknown.isEmpty()) {
            throw new IllegalArgumentException("--fail-on takes " + String.join(", ", VALUES)
                    + " (or a comma-separated list of them), not " + String.join(", ", unknown));
        }
        if (inconsistent && winner) {
            throw new IllegalArgumentException("--fail-on takes inconsistent or winner, not both: winner fails on"
                    + " fewer records than inconsistent");
        }
        return new FailOn(winner, illegal);
    }
}
