package dev.shinpan.text;

import java.util.Collection;
import java.util.Locale;

/**
 * The known value a mistyped one was probably meant to be: the nearest by edit distance (an
 * adjacent swap counting as one edit, as a typo makes it), when it is near enough to be a typo
 * rather than another word. The command line's "did you mean" and the embedding API's ruleset names use it.
 *
 * <pre>{@code
 * Nearest.to("jas", List.of("jsa", "csa", "ussf"));   // "jsa"
 * }</pre>
 */
public final class Nearest {

    private Nearest() {}

    /**
     * The nearest of {@code known} to {@code given}, ignoring case, or null when none is within a typo of it.
     *
     * @param given what was typed
     * @param known the values it may have been meant to be
     * @return the nearest known value, or null
     */
    public static String to(String given, Collection<String> known) {
        String typed = given.toLowerCase(Locale.ROOT);
        // one edit in a short word, two from seven letters: "xml" is no typo of "html"
        int allowed = typed.length() < 7 ? 1 : 2;
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String candidate : known) {
            int d = distance(typed, candidate.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                best = candidate;
                bestDistance = d;
            }
        }
        return bestDistance <= allowed && bestDistance > 0 ? best : null;
    }

    /**
     * Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
     *
     * @param a one word
     * @param b another
     * @return the edits from one to the other
     */
    public static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
