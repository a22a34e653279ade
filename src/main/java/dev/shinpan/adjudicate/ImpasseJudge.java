package dev.shinpan.adjudicate;

import dev.shinpan.adjudicate.DeclarationReport.Outcome;
import dev.shinpan.adjudicate.Ruleset.HandicapPoints;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies a ruleset's impasse rules to a position: entering-king declarations (RULES.md §B2, §B4,
 * §B5) and agreed impasses decided by points (§B1, §B4b), with the handicap adjustments of §B7.
 */
final class ImpasseJudge {

    private final Ruleset ruleset;
    private final int shortfall;

    /** @param shortfall points the handicap giver (White) lacks, 0 in even games */
    ImpasseJudge(Ruleset ruleset, int shortfall) {
        this.ruleset = ruleset;
        this.shortfall = shortfall;
    }

    ImpasseReport report(Position p, int ply, DeclarationReport declaration, AgreementReport agreement) {
        return new ImpasseReport(ply, ImpassePoints.count(p, Side.BLACK), ImpassePoints.count(p, Side.WHITE),
                shortfall, declaration, agreement);
    }

    /** Judges a declaration by the side to move, made after {@code ply} moves. */
    DeclarationReport declaration(Position p, Side declarer, int ply) {
        SidePoints points = ImpassePoints.count(p, declarer);
        boolean giver = shortfall > 0 && declarer == ImpassePoints.handicapGiver();
        int credit = giver && ruleset.handicapPoints() == HandicapPoints.CREDIT_GIVER ? shortfall : 0;
        int lowering = giver && ruleset.handicapPoints() == HandicapPoints.LOWER_THRESHOLD ? shortfall : 0;
        int total = points.camp() + credit;
        String counted = total + (credit > 0 ? " (" + points.camp() + " + " + credit + " handicap credit)" : "");
        List<Condition> conditions = new ArrayList<>();
        conditions.add(new Condition("declarer-to-move", "the declarer is to move", declarer.jsonName() + " to move",
                p.sideToMove() == declarer));
        conditions.add(new Condition("king-in-camp", "king in the enemy camp",
                points.kingInCamp() ? "yes" : "no", points.kingInCamp()));
        conditions.add(new Condition("pieces-in-camp", "≥ 10 pieces in the enemy camp, king excluded",
                String.valueOf(points.piecesInCamp()), points.piecesInCamp() >= 10));
        boolean inCheck = p.sideToMove() == declarer ? p.inCheck() : p.inCheck(declarer);
        conditions.add(new Condition("not-in-check", "king not in check", inCheck ? "in check" : "not in check",
                !inCheck));
        Outcome outcome;
        switch (ruleset.declaration()) {
            case JSA_31 -> {
                int limit = ruleset.declaration().beforePly();
                conditions.add(new Condition("before-ply-" + limit, "fewer than " + limit + " plies played",
                        String.valueOf(ply), ply < limit));
                conditions.add(new Condition("points", "≥ 24 points (camp and hand; 31 or more wins)", counted,
                        total >= 24));
                boolean all = conditions.stream().allMatch(Condition::met);
                outcome = !all ? Outcome.LOSS : total >= 31 ? Outcome.WIN : Outcome.NO_RESULT;
            }
            case TWENTY_SEVEN -> {
                int threshold = (declarer == Side.BLACK ? 28 : 27) - lowering;
                String required = "≥ " + threshold + " points (camp and hand)"
                        + (lowering > 0 ? ", lowered by the handicap shortfall of " + lowering : "");
                conditions.add(new Condition("points", required, counted, total >= threshold));
                outcome = conditions.stream().allMatch(Condition::met) ? Outcome.WIN : Outcome.LOSS;
            }
            default -> {
                conditions.add(new Condition("declaration-allowed", "the ruleset allows a declaration", "no", false));
                outcome = Outcome.LOSS;
            }
        }
        return new DeclarationReport(declarer, ruleset.declaration().id(), conditions, outcome);
    }

    /** Decides an agreed impasse by points. */
    AgreementReport agreement(Position p) {
        int black = ImpassePoints.count(p, Side.BLACK).all();
        int white = ImpassePoints.count(p, Side.WHITE).all();
        boolean handicap = shortfall > 0;
        int credit = handicap && ruleset.handicapPoints() == HandicapPoints.CREDIT_GIVER ? shortfall : 0;
        int lowering = handicap && ruleset.handicapPoints() == HandicapPoints.LOWER_THRESHOLD ? shortfall : 0;
        white += credit;
        String rule = ruleset.agreementCount().id();
        String creditNote = credit > 0 ? " (White credited with the handicap's " + credit + " points)" : "";
        return switch (ruleset.agreementCount()) {
            case TWENTY_FOUR -> {
                int whiteThreshold = 24 - lowering;
                boolean blackShort = black < 24;
                boolean whiteShort = white < whiteThreshold;
                Side winner = blackShort == whiteShort ? null : blackShort ? Side.WHITE : Side.BLACK;
                String why = "a side under 24 points loses, both 24 or more: no result" + creditNote
                        + (lowering > 0 ? "; White's threshold lowered to " + whiteThreshold : "")
                        + (blackShort && whiteShort ? "; both are short, so no result" : "");
                yield new AgreementReport(rule, black, white, why, winner);
            }
            case TWENTY_SEVEN -> {
                Side winner;
                String why;
                if (lowering > 0) {
                    int whiteThreshold = 27 - lowering;
                    winner = white >= whiteThreshold ? Side.WHITE : Side.BLACK;
                    why = "White (the handicap giver) wins with " + whiteThreshold + " points or more, else Black";
                } else {
                    winner = black >= 28 ? Side.BLACK : Side.WHITE;
                    why = "Black wins with 28 points or more, else White" + creditNote;
                }
                yield new AgreementReport(rule, black, white, why, winner);
            }
            case NONE -> new AgreementReport(rule, black, white, "the ruleset has no points rule: no result", null);
        };
    }
}
