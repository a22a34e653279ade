package dev.shinpan.adjudicate;

/**
 * Impasse figures for both sides at one ply, and the judgement of a declaration or an agreed
 * impasse when the record ends in one.
 *
 * <pre>{@code
 * ImpasseFinding impasse = verdict.impasse();
 * System.out.println(impasse == null ? "no impasse" : impasse.toString());
 * }</pre>
 *
 * @param ply               the ply the figures are for
 * @param black             Black's points and camp figures
 * @param white             White's points and camp figures
 * @param handicapShortfall points the handicap giver lacks (0 in even games)
 * @param declaration       the declaration judged, or null
 * @param agreement         the agreed impasse decided, or null
 */
public record ImpasseFinding(
        int ply,
        SidePoints black,
        SidePoints white,
        int handicapShortfall,
        DeclarationFinding declaration,
        AgreementFinding agreement) {}
