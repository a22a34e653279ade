package dev.shinpan.rules;

import static dev.shinpan.rules.Vector.slide;
import static dev.shinpan.rules.Vector.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The variants shinpan judges: standard shogi, Tori Shogi and Minishogi, declared as data by named
 * fields ({@link Variant#named}, {@link PieceType#named}). The order of a variant's kinds is their
 * index, which {@link Standard}, {@link Tori} and {@link Mini} name.
 *
 * <pre>{@code
 * Variant tori = Variants.byName("tori").orElseThrow();
 * System.out.println(Position.start(tori).toSfen());
 * }</pre>
 */
public final class Variants {

    private static final List<Vector> KING = List.of(
            step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(-1, -1), step(0, -1), step(1, -1));
    private static final List<Vector> GOLD =
            List.of(step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(0, -1));
    private static final List<Vector> SILVER = List.of(step(-1, 1), step(0, 1), step(1, 1), step(-1, -1), step(1, -1));
    private static final List<Vector> BISHOP = List.of(slide(-1, 1), slide(1, 1), slide(-1, -1), slide(1, -1));
    private static final List<Vector> ROOK = List.of(slide(0, 1), slide(-1, 0), slide(1, 0), slide(0, -1));
    /** The promoted bishop and rook: their slides and one step the other way (shogi's and Minishogi's). */
    private static final List<Vector> HORSE = concat(BISHOP, List.of(step(0, 1), step(-1, 0), step(1, 0), step(0, -1)));

    private static final List<Vector> DRAGON =
            concat(ROOK, List.of(step(-1, 1), step(1, 1), step(-1, -1), step(1, -1)));

    /** Standard shogi, 9×9. Piece indices: see {@link Standard}. */
    public static final Variant STANDARD = standard();

    /** Tori Shogi (禽将棋), 7×7. Piece indices: see {@link Tori}. */
    public static final Variant TORI = tori();

    /** Minishogi (5五将棋), 5×5. Piece indices: see {@link Mini}. */
    public static final Variant MINISHOGI = minishogi();

    private Variants() {}

    /** {@return every variant shinpan judges: standard shogi, Tori Shogi and Minishogi, in that order} */
    public static List<Variant> all() {
        return List.of(STANDARD, TORI, MINISHOGI);
    }

    /**
     * The variant named {@code standard} (also {@code shogi}), {@code tori} (also {@code torishogi}) or
     * {@code minishogi}.
     *
     * @param name a variant's name, case ignored
     * @return the variant, or empty for any other name
     */
    public static Optional<Variant> byName(String name) {
        return switch (name.toLowerCase(java.util.Locale.ROOT)) {
            case "standard", "shogi" -> Optional.of(STANDARD);
            case "tori", "torishogi" -> Optional.of(TORI);
            case "minishogi" -> Optional.of(MINISHOGI);
            default -> Optional.empty();
        };
    }

    /** Indices of the standard shogi piece kinds in {@link Variant#pieceTypes()}. */
    public static final class Standard {
        /** Pawn, 歩. */
        public static final int PAWN = 0;
        /** Lance, 香. */
        public static final int LANCE = 1;
        /** Knight, 桂. */
        public static final int KNIGHT = 2;
        /** Silver general, 銀. */
        public static final int SILVER = 3;
        /** Gold general, 金. */
        public static final int GOLD = 4;
        /** Bishop, 角. */
        public static final int BISHOP = 5;
        /** Rook, 飛. */
        public static final int ROOK = 6;
        /** King, 玉 (王). */
        public static final int KING = 7;
        /** Promoted pawn, と. */
        public static final int TOKIN = 8;
        /** Promoted lance, 成香. */
        public static final int PROMOTED_LANCE = 9;
        /** Promoted knight, 成桂. */
        public static final int PROMOTED_KNIGHT = 10;
        /** Promoted silver, 成銀. */
        public static final int PROMOTED_SILVER = 11;
        /** Promoted bishop, 馬. */
        public static final int HORSE = 12;
        /** Promoted rook, 龍. */
        public static final int DRAGON = 13;

        private Standard() {}
    }

    /** Indices of the Tori Shogi piece kinds in {@link Variant#pieceTypes()}. */
    public static final class Tori {
        /** Swallow, 燕: the pawn-like kind, promotes to the goose. */
        public static final int SWALLOW = 0;
        /** Falcon, 鷹: promotes to the eagle. */
        public static final int FALCON = 1;
        /** Crane, 鶴. */
        public static final int CRANE = 2;
        /** Pheasant, 雉. */
        public static final int PHEASANT = 3;
        /** Left quail, 左鶉. */
        public static final int LEFT_QUAIL = 4;
        /** Right quail, 右鶉. */
        public static final int RIGHT_QUAIL = 5;
        /** Phoenix, 鵬: the royal piece. */
        public static final int PHOENIX = 6;
        /** Goose, 鴈: the promoted swallow. */
        public static final int GOOSE = 7;
        /** Eagle, 鵰: the promoted falcon. */
        public static final int EAGLE = 8;

        private Tori() {}
    }

    /** Indices of the Minishogi piece kinds in {@link Variant#pieceTypes()}. */
    public static final class Mini {
        /** Pawn, 歩. */
        public static final int PAWN = 0;
        /** Silver general, 銀. */
        public static final int SILVER = 1;
        /** Gold general, 金. */
        public static final int GOLD = 2;
        /** Bishop, 角. */
        public static final int BISHOP = 3;
        /** Rook, 飛. */
        public static final int ROOK = 4;
        /** King, 玉 (王). */
        public static final int KING = 5;
        /** Promoted pawn, と. */
        public static final int TOKIN = 6;
        /** Promoted silver, 成銀. */
        public static final int PROMOTED_SILVER = 7;
        /** Promoted bishop, 馬. */
        public static final int HORSE = 8;
        /** Promoted rook, 龍. */
        public static final int DRAGON = 9;

        private Mini() {}
    }

    private static Variant standard() {
        return Variant.named("standard")
                .board(9, 9)
                .zoneDepth(3)
                .pieces(
                        pawn(),
                        lance(),
                        knight(),
                        silver(),
                        gold(),
                        bishop(),
                        rook(),
                        king(),
                        tokin(),
                        promotedLance(),
                        promotedKnight(),
                        promotedSilver(),
                        horse(),
                        dragon())
                .fileLimit("pawn", 1, IllegalMoveCode.NIFU)
                .impasseRules()
                .defaultRuleset("jsa")
                .start("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1")
                .alias("王", "king")
                .alias("竜", "dragon")
                .alias("全", "promoted silver")
                .alias("圭", "promoted knight")
                .alias("杏", "promoted lance")
                .handLetters("RBGSNLP")
                .kifHandExamples("飛", "角", "歩")
                .kifMoveExamples("歩, 銀", "成銀")
                .build();
    }

    private static Variant tori() {
        List<Vector> falcon =
                List.of(step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(-1, -1), step(1, -1));
        List<Vector> crane = List.of(step(-1, 1), step(0, 1), step(1, 1), step(-1, -1), step(0, -1), step(1, -1));
        List<Vector> pheasant = List.of(new Vector(0, 2, 1), step(-1, -1), step(1, -1));
        List<Vector> leftQuail = List.of(slide(0, 1), slide(1, -1), step(-1, -1));
        List<Vector> rightQuail = List.of(slide(0, 1), slide(-1, -1), step(1, -1));
        List<Vector> goose = List.of(new Vector(-2, 2, 1), new Vector(2, 2, 1), new Vector(0, -2, 1));
        List<Vector> eagle = List.of(
                slide(-1, 1),
                step(0, 1),
                slide(1, 1),
                step(-1, 0),
                step(1, 0),
                new Vector(-1, -1, 2),
                slide(0, -1),
                new Vector(1, -1, 2));
        // Tori Shogi's kinds have no CSA codes, so CSA and JKF cannot write its records
        return Variant.named("tori")
                .board(7, 7)
                .zoneDepth(2)
                .pieces(
                        PieceType.named("swallow")
                                .letter('S')
                                .kanji("燕")
                                .moves(step(0, 1))
                                .promotesTo("goose"),
                        PieceType.named("falcon")
                                .letter('F')
                                .kanji("鷹")
                                .moves(falcon)
                                .promotesTo("eagle"),
                        PieceType.named("crane").letter('C').kanji("鶴").moves(crane),
                        PieceType.named("pheasant").letter('P').kanji("雉").moves(pheasant),
                        PieceType.named("left quail")
                                .letter('L')
                                .kanji("左鶉", '左')
                                .moves(leftQuail),
                        PieceType.named("right quail")
                                .letter('R')
                                .kanji("右鶉", '右')
                                .moves(rightQuail),
                        PieceType.named("phoenix")
                                .letter('K')
                                .kanji("鵬")
                                .moves(KING)
                                .points(0)
                                .royal(),
                        PieceType.named("goose").kanji("鴈").moves(goose),
                        PieceType.named("eagle").kanji("鵰").moves(eagle))
                .compulsoryPromotion()
                .fileLimit("swallow", 2, IllegalMoveCode.THREE_SWALLOWS)
                // No impasse rules: an entering phoenix (入鵬) decides nothing in Tori Shogi.
                .defaultRuleset("tori")
                .start("rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1")
                .alias("雁", "goose")
                .handLetters("SFCPLR")
                .kifStartNames("禽将棋", "鳥将棋")
                .kifHandExamples("鷹", "左鶉", "燕")
                .kifMoveExamples("燕, 鶴", "左鶉")
                .build();
    }

    /**
     * Minishogi (5五将棋): shogi's pieces but knight and lance on a 5×5 board, each side one of each,
     * the promotion zone the far rank (docs/rules.md §E). Drops as in shogi: nifu, no pawn-drop mate,
     * no piece dropped where it could never move. No impasse rules: the kings meet long before.
     */
    private static Variant minishogi() {
        return Variant.named("minishogi")
                .board(5, 5)
                .zoneDepth(1)
                .pieces(
                        pawn(),
                        silver(),
                        gold(),
                        bishop(),
                        rook(),
                        king(),
                        tokin(),
                        promotedSilver(),
                        horse(),
                        dragon())
                .fileLimit("pawn", 1, IllegalMoveCode.NIFU)
                .defaultRuleset("minishogi")
                .start("rbsgk/4p/5/P4/KGSBR b - 1")
                .alias("王", "king")
                .alias("竜", "dragon")
                .alias("全", "promoted silver")
                .handLetters("RBGSP")
                // 手合割 names as lishogi writes them (shogiops notation/kif) and as Japanese writers spell them
                .kifStartNames("5五将棋", "５五将棋", "五々将棋", "5五", "５五", "五々", "minishogi")
                .kifHandExamples("飛", "角", "歩")
                .kifMoveExamples("歩, 銀", "成銀")
                .build();
    }

    // Shogi's kinds, which Minishogi shares; a fresh declaration each, as a variant numbers its own.

    private static PieceType.Builder pawn() {
        return PieceType.named("pawn")
                .letter('P')
                .csa("FU")
                .kanji("歩")
                .moves(step(0, 1))
                .promotesTo("tokin");
    }

    private static PieceType.Builder lance() {
        return PieceType.named("lance")
                .letter('L')
                .csa("KY")
                .kanji("香")
                .moves(slide(0, 1))
                .promotesTo("promoted lance");
    }

    private static PieceType.Builder knight() {
        return PieceType.named("knight")
                .letter('N')
                .csa("KE")
                .kanji("桂")
                .moves(new Vector(-1, 2, 1), new Vector(1, 2, 1))
                .promotesTo("promoted knight");
    }

    private static PieceType.Builder silver() {
        return PieceType.named("silver")
                .letter('S')
                .csa("GI")
                .kanji("銀")
                .moves(SILVER)
                .promotesTo("promoted silver");
    }

    private static PieceType.Builder gold() {
        return PieceType.named("gold").letter('G').csa("KI").kanji("金").moves(GOLD);
    }

    private static PieceType.Builder bishop() {
        return PieceType.named("bishop")
                .letter('B')
                .csa("KA")
                .kanji("角")
                .moves(BISHOP)
                .points(5)
                .promotesTo("horse");
    }

    private static PieceType.Builder rook() {
        return PieceType.named("rook")
                .letter('R')
                .csa("HI")
                .kanji("飛")
                .moves(ROOK)
                .points(5)
                .promotesTo("dragon");
    }

    private static PieceType.Builder king() {
        return PieceType.named("king")
                .letter('K')
                .csa("OU")
                .kanji("玉")
                .moves(KING)
                .points(0)
                .royal();
    }

    private static PieceType.Builder tokin() {
        return PieceType.named("tokin").csa("TO").kanji("と").moves(GOLD);
    }

    private static PieceType.Builder promotedLance() {
        return PieceType.named("promoted lance").csa("NY").kanji("成香", '杏').moves(GOLD);
    }

    private static PieceType.Builder promotedKnight() {
        return PieceType.named("promoted knight").csa("NK").kanji("成桂", '圭').moves(GOLD);
    }

    private static PieceType.Builder promotedSilver() {
        return PieceType.named("promoted silver").csa("NG").kanji("成銀", '全').moves(GOLD);
    }

    private static PieceType.Builder horse() {
        return PieceType.named("horse").csa("UM").kanji("馬").moves(HORSE).points(5);
    }

    private static PieceType.Builder dragon() {
        return PieceType.named("dragon").csa("RY").kanji("龍").moves(DRAGON).points(5);
    }

    private static List<Vector> concat(List<Vector> a, List<Vector> b) {
        List<Vector> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
