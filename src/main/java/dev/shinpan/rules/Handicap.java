package dev.shinpan.rules;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The named start positions of standard shogi (KIF 手合割), docs/formats.md §1.3. In every handicap the
 * handicap giver (上手, White) moves first.
 *
 * <pre>{@code
 * for (Handicap handicap : Handicap.values()) {
 *     System.out.println(handicap.id() + " " + handicap.japanese());
 * }
 * }</pre>
 */
public enum Handicap {
    /** 平手: the even game, no handicap; Black moves first. */
    EVEN("even", "平手", "HIRATE", "", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
    /** 香落ち: White plays without the lance on 1一. */
    LANCE("lance", "香落ち", "KY", "11KY", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 右香落ち: White plays without the lance on 9一. */
    RIGHT_LANCE(
            "right-lance", "右香落ち", "KY_R", "91KY", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 角落ち: White plays without the bishop. */
    BISHOP("bishop", "角落ち", "KA", "22KA", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 飛車落ち: White plays without the rook. */
    ROOK("rook", "飛車落ち", "HI", "82HI", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 飛香落ち: without the rook and the lance on 1一. */
    ROOK_LANCE(
            "rook-lance", "飛香落ち", "HIKY", "82HI11KY", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 二枚落ち: without rook and bishop. */
    TWO_PIECE("2-piece", "二枚落ち", "2", "82HI22KA", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 三枚落ち: without rook, bishop and the lance on 1一. */
    THREE_PIECE("3-piece", "三枚落ち", "3", "82HI22KA11KY", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 四枚落ち: without rook, bishop and both lances. */
    FOUR_PIECE(
            "4-piece", "四枚落ち", "4", "82HI22KA11KY91KY", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 五枚落ち: without rook, bishop, both lances and the knight on 8一. */
    FIVE_PIECE(
            "5-piece",
            "五枚落ち",
            "5",
            "82HI22KA11KY91KY81KE",
            "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 左五枚落ち: without rook, bishop, both lances and the knight on 2一. */
    LEFT_FIVE_PIECE(
            "left-5-piece",
            "左五枚落ち",
            "5_L",
            "82HI22KA11KY91KY21KE",
            "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 六枚落ち: without rook, bishop, lances and knights. */
    SIX_PIECE(
            "6-piece",
            "六枚落ち",
            "6",
            "82HI22KA21KE81KE11KY91KY",
            "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 左七枚落ち: as six-piece, and without the silver on 3一. */
    LEFT_SEVEN_PIECE(
            "left-7-piece",
            "左七枚落ち",
            "7_L",
            "82HI22KA21KE81KE11KY91KY31GI",
            "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 右七枚落ち: as six-piece, and without the silver on 7一. */
    RIGHT_SEVEN_PIECE(
            "right-7-piece",
            "右七枚落ち",
            "7_R",
            "82HI22KA21KE81KE11KY91KY71GI",
            "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 八枚落ち: king and golds only, with the pawns. */
    EIGHT_PIECE(
            "8-piece",
            "八枚落ち",
            "8",
            "82HI22KA31GI71GI21KE81KE11KY91KY",
            "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
    /** 十枚落ち: the king alone, with the pawns. */
    TEN_PIECE(
            "10-piece",
            "十枚落ち",
            "10",
            "82HI22KA41KI61KI31GI71GI21KE81KE11KY91KY",
            "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");

    private final String id;
    private final String japanese;
    private final String jkf;
    private final String csaRemovals;
    private final String sfen;
    /** Parsed once; {@link #position()} hands out copies. */
    private final Position prototype;

    Handicap(String id, String japanese, String jkf, String csaRemovals, String sfen) {
        this.id = id;
        this.japanese = japanese;
        this.jkf = jkf;
        this.csaRemovals = csaRemovals;
        this.sfen = sfen;
        this.prototype = Sfen.parse(Variants.STANDARD, sfen);
    }

    /** {@return the name used on the command line and in JSON, e.g. {@code 2-piece}} */
    public String id() {
        return id;
    }

    /** {@return the KIF 手合割 name, e.g. 二枚落ち} */
    public String japanese() {
        return japanese;
    }

    /** {@return the JKF preset, e.g. {@code 2}} */
    public String jkf() {
        return jkf;
    }

    /** {@return the CSA {@code PI} removals, e.g. {@code 82HI22KA} (empty for an even game)} */
    public String csaRemovals() {
        return csaRemovals;
    }

    /** {@return the SFEN of its start position, move number 1} */
    public String sfen() {
        return sfen;
    }

    /** {@return a fresh copy of its start position, for the caller to play on} */
    public Position position() {
        return prototype.copy();
    }

    /**
     * Looks a handicap up by command-line id, KIF name or JKF preset; trailing blanks ignored.
     * A name written exactly as listed, as every KIF file's 手合割 is, is found in one lookup: a
     * batch asks this twice per file, and the general comparison below costs the launcher's quick
     * JIT compiler about a fifth of reading a short KIF record.
     *
     * @param name a command-line id ({@code 2-piece}), KIF name (二枚落ち), JKF preset ({@code 2}) or constant
     *             name, case ignored but for the KIF name
     * @return the handicap, or empty for a name none of them has
     */
    public static Optional<Handicap> byName(String name) {
        Handicap exact = Names.EXACT.get(name);
        if (exact != null) {
            return Optional.of(exact);
        }
        String key = name.strip().replace('　', ' ').strip();
        for (Handicap h : values()) {
            if (h.id.equalsIgnoreCase(key)
                    || h.japanese.equals(key)
                    || h.jkf.equalsIgnoreCase(key)
                    || h.name().equalsIgnoreCase(key.replace('-', '_'))) {
                return Optional.of(h);
            }
        }
        if (key.toLowerCase(Locale.ROOT).equals("hirate")) {
            return Optional.of(EVEN);
        }
        return Optional.empty();
    }

    /**
     * The handicap a CSA {@code PI} line's removals name exactly ({@code 82HI22KA}; empty for an even game), if any.
     *
     * @param removals the squares and pieces after {@code PI}, in the order this enum lists them
     * @return the handicap, or empty when no preset removes exactly these pieces so listed
     */
    public static Optional<Handicap> byCsaRemovals(String removals) {
        return Optional.ofNullable(Names.CSA.get(removals));
    }

    /** Every handicap by its id, KIF name and JKF preset as listed, and by its CSA removals; built once, never changed. */
    private static final class Names {
        static final Map<String, Handicap> EXACT = exact();
        static final Map<String, Handicap> CSA = csa();

        private static Map<String, Handicap> csa() {
            Map<String, Handicap> removals = new HashMap<>();
            for (Handicap h : values()) {
                removals.putIfAbsent(h.csaRemovals, h);
            }
            return Map.copyOf(removals);
        }

        private static Map<String, Handicap> exact() {
            Map<String, Handicap> names = new HashMap<>();
            for (Handicap h : values()) {
                names.putIfAbsent(h.id, h);
                names.putIfAbsent(h.japanese, h);
                names.putIfAbsent(h.jkf, h);
            }
            return Map.copyOf(names);
        }
    }

    /**
     * The handicap whose start position this is (board, side and hands), if any.
     *
     * @param position a position of any variant
     * @return the handicap, or empty when no preset starts so
     */
    public static Optional<Handicap> ofPosition(Position position) {
        return ofSfen(position.toSfen());
    }

    /**
     * The preset whose position a SFEN (as {@link Sfen#format} writes it) gives, move number aside.
     *
     * @param sfen a SFEN with a move number, spaced as {@link Sfen#format} spaces it
     * @return the handicap, or empty when no preset starts so
     */
    public static Optional<Handicap> ofSfen(String sfen) {
        int number = sfen.lastIndexOf(' ');
        for (Handicap h : values()) {
            if (h.sfen.length() > number && h.sfen.charAt(number) == ' ' && h.sfen.regionMatches(0, sfen, 0, number)) {
                return Optional.of(h);
            }
        }
        return Optional.empty();
    }
}
