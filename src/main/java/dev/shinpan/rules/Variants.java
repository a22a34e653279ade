package dev.shinpan.rules;

import static dev.shinpan.rules.Vector.slide;
import static dev.shinpan.rules.Vector.step;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The variants shinpan judges: standard shogi, Tori Shogi and Minishogi, described as data. */
public final class Variants {

    private static final List<Vector> KING = List.of(
            step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(-1, -1), step(0, -1), step(1, -1));
    private static final List<Vector> GOLD = List.of(
            step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(0, -1));
    private static final List<Vector> SILVER = List.of(
            step(-1, 1), step(0, 1), step(1, 1), step(-1, -1), step(1, -1));
    private static final List<Vector> BISHOP = List.of(slide(-1, 1), slide(1, 1), slide(-1, -1), slide(1, -1));
    private static final List<Vector> ROOK = List.of(slide(0, 1), slide(-1, 0), slide(1, 0), slide(0, -1));
    /** The promoted bishop and rook: their slides and one step the other way (shogi's and Minishogi's). */
    private static final List<Vector> HORSE = concat(BISHOP, List.of(step(0, 1), step(-1, 0), step(1, 0), step(0, -1)));
    private static final List<Vector> DRAGON = concat(ROOK, List.of(step(-1, 1), step(1, 1), step(-1, -1), step(1, -1)));

    /** Standard shogi, 9×9. Piece indices: see {@link Standard}. */
    public static final Variant STANDARD = standard();

    /** Tori Shogi (禽将棋), 7×7. Piece indices: see {@link Tori}. */
    public static final Variant TORI = tori();

    /** Minishogi (5五将棋), 5×5. Piece indices: see {@link Mini}. */
    public static final Variant MINISHOGI = minishogi();

    private Variants() {
    }

    public static List<Variant> all() {
        return List.of(STANDARD, TORI, MINISHOGI);
    }

    /** The variant named {@code standard}, {@code tori} (also {@code torishogi}) or {@code minishogi}. */
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
        public static final int PAWN = 0;
        public static final int LANCE = 1;
        public static final int KNIGHT = 2;
        public static final int SILVER = 3;
        public static final int GOLD = 4;
        public static final int BISHOP = 5;
        public static final int ROOK = 6;
        public static final int KING = 7;
        public static final int TOKIN = 8;
        public static final int PROMOTED_LANCE = 9;
        public static final int PROMOTED_KNIGHT = 10;
        public static final int PROMOTED_SILVER = 11;
        public static final int HORSE = 12;
        public static final int DRAGON = 13;

        private Standard() {
        }
    }

    /** Indices of the Tori Shogi piece kinds in {@link Variant#pieceTypes()}. */
    public static final class Tori {
        public static final int SWALLOW = 0;
        public static final int FALCON = 1;
        public static final int CRANE = 2;
        public static final int PHEASANT = 3;
        public static final int LEFT_QUAIL = 4;
        public static final int RIGHT_QUAIL = 5;
        public static final int PHOENIX = 6;
        public static final int GOOSE = 7;
        public static final int EAGLE = 8;

        private Tori() {
        }
    }

    /** Indices of the Minishogi piece kinds in {@link Variant#pieceTypes()}. */
    public static final class Mini {
        public static final int PAWN = 0;
        public static final int SILVER = 1;
        public static final int GOLD = 2;
        public static final int BISHOP = 3;
        public static final int ROOK = 4;
        public static final int KING = 5;
        public static final int TOKIN = 6;
        public static final int PROMOTED_SILVER = 7;
        public static final int HORSE = 8;
        public static final int DRAGON = 9;

        private Mini() {
        }
    }

    private static Variant standard() {
        List<Vector> lance = List.of(slide(0, 1));
        List<Vector> knight = List.of(new Vector(-1, 2, 1), new Vector(1, 2, 1));
        List<PieceType> types = List.of(
                new PieceType(0, "pawn", 'P', false, 8, 0, "FU", "歩", '歩', List.of(step(0, 1)), 1, false),
                new PieceType(1, "lance", 'L', false, 9, 1, "KY", "香", '香', lance, 1, false),
                new PieceType(2, "knight", 'N', false, 10, 2, "KE", "桂", '桂', knight, 1, false),
                new PieceType(3, "silver", 'S', false, 11, 3, "GI", "銀", '銀', SILVER, 1, false),
                new PieceType(4, "gold", 'G', false, -1, 4, "KI", "金", '金', GOLD, 1, false),
                new PieceType(5, "bishop", 'B', false, 12, 5, "KA", "角", '角', BISHOP, 5, false),
                new PieceType(6, "rook", 'R', false, 13, 6, "HI", "飛", '飛', ROOK, 5, false),
                new PieceType(7, "king", 'K', false, -1, 7, "OU", "玉", '玉', KING, 0, true),
                new PieceType(8, "tokin", 'P', true, -1, 0, "TO", "と", 'と', GOLD, 1, false),
                new PieceType(9, "promoted lance", 'L', true, -1, 1, "NY", "成香", '杏', GOLD, 1, false),
                new PieceType(10, "promoted knight", 'N', true, -1, 2, "NK", "成桂", '圭', GOLD, 1, false),
                new PieceType(11, "promoted silver", 'S', true, -1, 3, "NG", "成銀", '全', GOLD, 1, false),
                new PieceType(12, "horse", 'B', true, -1, 5, "UM", "馬", '馬', HORSE, 5, false),
                new PieceType(13, "dragon", 'R', true, -1, 6, "RY", "龍", '龍', DRAGON, 5, false));
        Map<String, Integer> aliases = Map.of("王", 7, "竜", 13, "全", 11, "圭", 10, "杏", 9);
        return new Variant("standard", 9, 9, 3, types, false, 0, 1, IllegalMoveCode.NIFU, true, "jsa",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", aliases, "RBGSNLP",
                new Variant.KifNames(List.of(), List.of("飛", "角", "歩"), List.of("歩, 銀", "成銀")));
    }

    private static Variant tori() {
        List<Vector> falcon = List.of(
                step(-1, 1), step(0, 1), step(1, 1), step(-1, 0), step(1, 0), step(-1, -1), step(1, -1));
        List<Vector> crane = List.of(
                step(-1, 1), step(0, 1), step(1, 1), step(-1, -1), step(0, -1), step(1, -1));
        List<Vector> pheasant = List.of(new Vector(0, 2, 1), step(-1, -1), step(1, -1));
        List<Vector> leftQuail = List.of(slide(0, 1), slide(1, -1), step(-1, -1));
        List<Vector> rightQuail = List.of(slide(0, 1), slide(-1, -1), step(1, -1));
        List<Vector> goose = List.of(new Vector(-2, 2, 1), new Vector(2, 2, 1), new Vector(0, -2, 1));
        List<Vector> eagle = List.of(
                slide(-1, 1), step(0, 1), slide(1, 1), step(-1, 0), step(1, 0),
                new Vector(-1, -1, 2), slide(0, -1), new Vector(1, -1, 2));
        List<PieceType> types = List.of(
                new PieceType(0, "swallow", 'S', false, 7, 0, null, "燕", '燕', List.of(step(0, 1)), 1, false),
                new PieceType(1, "falcon", 'F', false, 8, 1, null, "鷹", '鷹', falcon, 1, false),
                new PieceType(2, "crane", 'C', false, -1, 2, null, "鶴", '鶴', crane, 1, false),
                new PieceType(3, "pheasant", 'P', false, -1, 3, null, "雉", '雉', pheasant, 1, false),
                new PieceType(4, "left quail", 'L', false, -1, 4, null, "左鶉", '左', leftQuail, 1, false),
                new PieceType(5, "right quail", 'R', false, -1, 5, null, "右鶉", '右', rightQuail, 1, false),
                new PieceType(6, "phoenix", 'K', false, -1, 6, null, "鵬", '鵬', KING, 0, true),
                new PieceType(7, "goose", 'S', true, -1, 0, null, "鴈", '鴈', goose, 1, false),
                new PieceType(8, "eagle", 'F', true, -1, 1, null, "鵰", '鵰', eagle, 1, false));
        Map<String, Integer> aliases = Map.of("雁", 7);
        // No impasse rules: an entering phoenix (入鵬) decides nothing in Tori Shogi.
        return new Variant("tori", 7, 7, 2, types, true, 0, 2, IllegalMoveCode.THREE_SWALLOWS, false, "tori",
                "rpckcpl/3f3/sssssss/2s1S2/SSSSSSS/3F3/LPCKCPR b - 1", aliases, "SFCPLR",
                new Variant.KifNames(List.of("禽将棋", "鳥将棋"), List.of("鷹", "左鶉", "燕"), List.of("燕, 鶴", "左鶉")));
    }

    /**
     * Minishogi (5五将棋): shogi's pieces but knight and lance on a 5×5 board, each side one of each,
     * the promotion zone the far rank (docs/rules.md §E). Drops as in shogi: nifu, no pawn-drop mate,
     * no piece dropped where it could never move. No impasse rules: the kings meet long before.
     */
    private static Variant minishogi() {
        List<PieceType> types = List.of(
                new PieceType(0, "pawn", 'P', false, 6, 0, "FU", "歩", '歩', List.of(step(0, 1)), 1, false),
                new PieceType(1, "silver", 'S', false, 7, 1, "GI", "銀", '銀', SILVER, 1, false),
                new PieceType(2, "gold", 'G', false, -1, 2, "KI", "金", '金', GOLD, 1, false),
                new PieceType(3, "bishop", 'B', false, 8, 3, "KA", "角", '角', BISHOP, 5, false),
                new PieceType(4, "rook", 'R', false, 9, 4, "HI", "飛", '飛', ROOK, 5, false),
                new PieceType(5, "king", 'K', false, -1, 5, "OU", "玉", '玉', KING, 0, true),
                new PieceType(6, "tokin", 'P', true, -1, 0, "TO", "と", 'と', GOLD, 1, false),
                new PieceType(7, "promoted silver", 'S', true, -1, 1, "NG", "成銀", '全', GOLD, 1, false),
                new PieceType(8, "horse", 'B', true, -1, 3, "UM", "馬", '馬', HORSE, 5, false),
                new PieceType(9, "dragon", 'R', true, -1, 4, "RY", "龍", '龍', DRAGON, 5, false));
        Map<String, Integer> aliases = Map.of("王", 5, "竜", 9, "全", 7);
        // 手合割 names as lishogi writes them (shogiops notation/kif) and as Japanese writers spell them
        return new Variant("minishogi", 5, 5, 1, types, false, 0, 1, IllegalMoveCode.NIFU, false, "minishogi",
                "rbsgk/4p/5/P4/KGSBR b - 1", aliases, "RBGSP",
                new Variant.KifNames(List.of("5五将棋", "５五将棋", "五々将棋", "5五", "５五", "五々", "minishogi"),
                        List.of("飛", "角", "歩"), List.of("歩, 銀", "成銀")));
    }

    private static List<Vector> concat(List<Vector> a, List<Vector> b) {
        List<Vector> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
