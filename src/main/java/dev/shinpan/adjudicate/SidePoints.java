package dev.shinpan.adjudicate;

/**
 * One side's impasse figures in a position (docs/rules.md §B1): rook, bishop and their promoted forms
 * count 5, every other piece 1, the king nothing.
 *
 * <pre>{@code
 * SidePoints white = ImpassePoints.count(position, Side.WHITE);
 * System.out.println(white.all() + " " + white.camp() + " " + white.kingInCamp());
 * }</pre>
 *
 * @param all          ALL basis: own pieces on the board plus the hand
 * @param camp         CAMP basis: own pieces in the enemy camp (king excluded) plus the hand
 * @param piecesInCamp own pieces in the enemy camp, king excluded
 * @param kingInCamp   whether the own king stands in the enemy camp
 */
public record SidePoints(int all, int camp, int piecesInCamp, boolean kingInCamp) {}
