package dev.shinpan.adjudicate;

import static dev.shinpan.adjudicate.RulesetParameter.AGREEMENT_COUNT;
import static dev.shinpan.adjudicate.RulesetParameter.DECLARATION;
import static dev.shinpan.adjudicate.RulesetParameter.HANDICAP_POINTS;

import dev.shinpan.adjudicate.DeclarationFinding.Ruling;
import dev.shinpan.adjudicate.Ruleset.HandicapPoints;
import dev.shinpan.rules.Position;
import dev.shinpan.rules.Side;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Applies a ruleset's impasse rules to a position: entering-king declarations (docs/rules.md
 * §B3) and agreed impasses decided by points (§B2), with the handicap adjustments of §B4.
 * What each condition requires and what the position has are messages of the catalogue
 * ({@code condition.*}, {@code agreement.*}).
 */
final class ImpasseJudge {

    /** Pieces besides the king a declarer needs in the enemy camp, under every declaration rule. */
    private static final int PIECES_IN_CAMP = 10;

    private final Ruleset ruleset;
    private final int shortfall;

    /** @param shortfall points the handicap giver (White) lacks, 0 in even games */
    ImpasseJudge(Ruleset ruleset, int shortfall) {
        this.ruleset = ruleset;
        this.shortfall = shortfall;
    }

    ImpasseFinding finding(Position p, int ply, DeclarationFinding declaration, AgreementFinding agreement) {
        return new ImpasseFinding(
                ply,
                ImpassePoints.count(p, Side.BLACK),
                ImpassePoints.count(p, Side.WHITE),
                shortfall,
                declaration,
                agreement);
    }

    /** Judges a declaration by the side to move, made after {@code ply} moves. */
    DeclarationFinding declaration(Position p, Side declarer, int ply) {
        SidePoints points = ImpassePoints.count(p, declarer);
        boolean giver = shortfall > 0 && declarer == ImpassePoints.handicapGiver();
        int credit = giver && ruleset.get(HANDICAP_POINTS) == HandicapPoints.CREDIT_GIVER ? shortfall : 0;
        int lowering = giver && ruleset.get(HANDICAP_POINTS) == HandicapPoints.LOWER_THRESHOLD ? shortfall : 0;
        int total = points.camp() + credit;
        Message counted = credit > 0
                ? Message.of("condition.actual.points-credited", total, points.camp(), credit)
                : Message.of("condition.actual.points", total);
        List<Condition> conditions = new ArrayList<>();
        // the actual value is who is to move, which is the point when it is not the declarer
        conditions.add(
                condition("declarer-to-move", Message.of("side.to-move", p.sideToMove()), p.sideToMove() == declarer));
        conditions.add(condition("king-in-camp", yesNo(points.kingInCamp()), points.kingInCamp()));
        conditions.add(new Condition(
                "pieces-in-camp",
                Message.of("condition.pieces-in-camp", PIECES_IN_CAMP),
                Message.of("condition.actual.pieces", points.piecesInCamp()),
                points.piecesInCamp() >= PIECES_IN_CAMP));
        boolean inCheck = p.sideToMove() == declarer ? p.inCheck() : p.inCheck(declarer);
        conditions.add(condition(
                "not-in-check",
                Message.of(inCheck ? "condition.actual.in-check" : "condition.actual.not-in-check"),
                !inCheck));
        Ruling outcome;
        switch (ruleset.get(DECLARATION)) {
            case JSA_31 -> {
                int limit = ruleset.get(DECLARATION).beforePly();
                conditions.add(new Condition(
                        "before-ply-" + limit,
                        Message.of("condition.before-ply", limit),
                        Message.of("condition.actual.plies", ply),
                        ply < limit));
                conditions.add(
                        new Condition("points", Message.of("condition.points.jsa-31", 24, 31), counted, total >= 24));
                boolean all = conditions.stream().allMatch(Condition::met);
                outcome = !all ? Ruling.LOSS : total >= 31 ? Ruling.WIN : Ruling.NO_RESULT;
            }
            case TWENTY_SEVEN -> {
                int threshold = (declarer == Side.BLACK ? 28 : 27) - lowering;
                Message required = lowering > 0
                        ? Message.of("condition.points.27-28.lowered", threshold, lowering)
                        : Message.of("condition.points.27-28", threshold);
                conditions.add(new Condition("points", required, counted, total >= threshold));
                outcome = conditions.stream().allMatch(Condition::met) ? Ruling.WIN : Ruling.LOSS;
            }
            default -> {
                conditions.add(condition("declaration-allowed", yesNo(false), false));
                outcome = Ruling.LOSS;
            }
        }
        return new DeclarationFinding(declarer, ruleset.get(DECLARATION).id(), conditions, outcome);
    }

    /** A condition whose requirement is the catalogue's {@code condition.<id>}. */
    private static Condition condition(String id, Message actual, boolean met) {
        return new Condition(id, Message.of("condition." + id), actual, met);
    }

    private static Message yesNo(boolean yes) {
        return Message.of(yes ? "condition.actual.yes" : "condition.actual.no");
    }

    /** Decides an agreed impasse by points. */
    AgreementFinding agreement(Position p) {
        int black = ImpassePoints.count(p, Side.BLACK).all();
        int white = ImpassePoints.count(p, Side.WHITE).all();
        boolean handicap = shortfall > 0;
        int credit = handicap && ruleset.get(HANDICAP_POINTS) == HandicapPoints.CREDIT_GIVER ? shortfall : 0;
        int lowering = handicap && ruleset.get(HANDICAP_POINTS) == HandicapPoints.LOWER_THRESHOLD ? shortfall : 0;
        white += credit;
        String rule = ruleset.get(AGREEMENT_COUNT).id();
        Object creditNote = credit > 0 ? Message.of("agreement.credit", credit) : "";
        return switch (ruleset.get(AGREEMENT_COUNT)) {
            case TWENTY_FOUR -> {
                int whiteThreshold = 24 - lowering;
                boolean blackShort = black < 24;
                boolean whiteShort = white < whiteThreshold;
                Side winner = blackShort == whiteShort ? null : blackShort ? Side.WHITE : Side.BLACK;
                Message why = Message.of(
                        "agreement.24",
                        24,
                        creditNote,
                        lowering > 0 ? Message.of("agreement.24.lowered", whiteThreshold) : "",
                        blackShort && whiteShort ? Message.of("agreement.24.both-short") : "");
                yield new AgreementFinding(rule, black, white, why, winner);
            }
            case TWENTY_SEVEN -> {
                Side winner;
                Message why;
                if (lowering > 0) {
                    int whiteThreshold = 27 - lowering;
                    winner = white >= whiteThreshold ? Side.WHITE : Side.BLACK;
                    why = Message.of("agreement.27-28.lowered", whiteThreshold);
                } else {
                    winner = black >= 28 ? Side.BLACK : Side.WHITE;
                    why = Message.of("agreement.27-28", 28, creditNote);
                }
                yield new AgreementFinding(rule, black, white, why, winner);
            }
            case NONE -> new AgreementFinding(rule, black, white, Message.of("agreement.none"), null);
        };
    }
}
