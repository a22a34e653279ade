package dev.shinpan.rules;

import dev.shinpan.text.Term;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A shogi variant as data: board size, piece kinds, promotion zone, drop restrictions, and the
 * facts the referee asks of a game (whether it has impasse rules, its usual ruleset). The rules
 * core and the referee are written once against this description and never ask which variant
 * they hold; standard shogi, Tori Shogi and Minishogi are its instances, each declared by named
 * fields ({@link #named}) in {@link Variants}.
 *
 * <pre>{@code
 * Variant variant = record.variant();
 * System.out.println(variant.name() + " " + variant.files() + "x" + variant.ranks());
 * }</pre>
 */
public final class Variant implements Term {

    private final String name;
    private final int files;
    private final int ranks;
    private final int zoneDepth;
    private final List<PieceType> pieceTypes;
    private final boolean compulsoryPromotion;
    private final int fileLimitedType;
    private final int fileLimit;
    private final IllegalMoveCode fileLimitCode;
    private final boolean impasseRules;
    private final String defaultRuleset;
    private final int fullPointTotal;
    private final String startSfen;
    private final String handLetters;
    private final KifNames kifNames;
    private final Map<String, PieceType> byName;
    private final BoardGeometry geometry;
    private final Zobrist zobrist;
    /** [(first letter - 'A') * 26 + second letter - 'A']: the kind with that CSA code, or null. */
    private final PieceType[] byCsa = new PieceType[26 * 26];
    /** [promoted ? 1 : 0][upper-case letter - 'A']: the kind, or null. */
    private final PieceType[][] bySfen = new PieceType[2][26];

    private final Position start;
    /** How many pieces of each unpromoted kind (by index) the start position holds: the full set. */
    private final int[] fullSet;

    private Variant(Builder b) {
        this.name = b.name;
        this.files = b.files;
        this.ranks = b.ranks;
        this.zoneDepth = b.zoneDepth;
        this.pieceTypes = b.pieceTypes();
        this.compulsoryPromotion = b.compulsoryPromotion;
        this.fileLimitedType = b.indexOf(b.fileLimited);
        this.fileLimit = b.fileLimit;
        this.fileLimitCode = b.fileLimitCode;
        this.impasseRules = b.impasseRules;
        this.defaultRuleset = b.defaultRuleset;
        this.startSfen = b.startSfen;
        this.handLetters = b.handLetters;
        this.kifNames = new KifNames(b.kifStartNames, b.kifHandExamples, b.kifMoveExamples);
        Map<String, PieceType> names = new HashMap<>();
        for (PieceType t : this.pieceTypes) {
            names.put(t.kanji(), t);
            names.put(String.valueOf(t.boardKanji()), t);
            if (t.csa() != null) {
                names.put(t.csa(), t);
            }
        }
        b.aliases.forEach((alias, kind) -> names.put(alias, this.pieceTypes.get(b.indexOf(kind))));
        this.byName = Map.copyOf(names);
        for (PieceType t : this.pieceTypes) {
            bySfen[t.promoted() ? 1 : 0][t.letter() - 'A'] = t;
            if (t.csa() != null) {
                byCsa[csaIndex(t.csa().charAt(0), t.csa().charAt(1))] = t;
            }
        }
        this.geometry = new BoardGeometry(this);
        this.zobrist = new Zobrist(this, geometry);
        this.start = Sfen.parse(this, startSfen);
        this.fullSet = new int[this.pieceTypes.size()];
        for (int rank = 1; rank <= ranks; rank++) {
            for (int file = 1; file <= files; file++) {
                Piece piece = start.pieceAt(new Square(file, rank));
                if (piece != null) {
                    fullSet[piece.type().baseIndex()]++;
                }
            }
        }
        this.fullPointTotal = pointsOnBoard(start);
    }

    /** A variant declared by its named fields ({@link Variants}); {@link Builder#build} makes it. */
    static Builder named(String name) {
        return new Builder(name);
    }

    /**
     * The named fields of a variant. Its kinds are declared in index order ({@link Variants.Standard}
     * and the like name those indices), and every other field names a kind rather than numbering it.
     * Unless declared otherwise, promotion is optional, there are no impasse rules and the KIF words
     * are empty.
     */
    static final class Builder {
        private final String name;
        private int files;
        private int ranks;
        private int zoneDepth;
        private final List<PieceType.Builder> pieces = new ArrayList<>();
        private boolean compulsoryPromotion;
        private String fileLimited;
        private int fileLimit;
        private IllegalMoveCode fileLimitCode;
        private boolean impasseRules;
        private String defaultRuleset;
        private String startSfen;
        private final Map<String, String> aliases = new LinkedHashMap<>();
        private String handLetters;
        private List<String> kifStartNames = List.of();
        private List<String> kifHandExamples = List.of();
        private List<String> kifMoveExamples = List.of();

        private Builder(String name) {
            this.name = name;
        }

        Builder board(int files, int ranks) {
            this.files = files;
            this.ranks = ranks;
            return this;
        }

        /** Number of far ranks forming the promotion zone. */
        Builder zoneDepth(int ranks) {
            this.zoneDepth = ranks;
            return this;
        }

        /** The kinds of the variant, in index order. */
        Builder pieces(PieceType.Builder... kinds) {
            pieces.addAll(List.of(kinds));
            return this;
        }

        /** A piece that may promote must (Tori) rather than may (shogi). */
        Builder compulsoryPromotion() {
            this.compulsoryPromotion = true;
            return this;
        }

        /**
         * The pawn-like kind, of which a side may have at most {@code perFile} unpromoted on one file
         * after a drop (1: nifu; 2: Tori's three-swallow rule), a drop beyond that breaking {@code code};
         * its dropping mate is illegal (uchifuzume).
         */
        Builder fileLimit(String kind, int perFile, IllegalMoveCode code) {
            this.fileLimited = kind;
            this.fileLimit = perFile;
            this.fileLimitCode = code;
            return this;
        }

        /** The game knows impasse: entering-king declaration and points. */
        Builder impasseRules() {
            this.impasseRules = true;
            return this;
        }

        /** The ruleset a record of this game is judged by when none is named. */
        Builder defaultRuleset(String ruleset) {
            this.defaultRuleset = ruleset;
            return this;
        }

        Builder start(String sfen) {
            this.startSfen = sfen;
            return this;
        }

        /** A further name readers accept for the kind (王 for the king, 竜 for the dragon). */
        Builder alias(String alias, String kind) {
            aliases.put(alias, kind);
            return this;
        }

        /** SFEN letters of the kinds held in hand, in conventional writing order. */
        Builder handLetters(String letters) {
            this.handLetters = letters;
            return this;
        }

        /**
         * The {@code 手合割} values that name its start position, the one written first (none for
         * standard shogi, whose starts are the {@link Handicap} presets).
         */
        Builder kifStartNames(String... names) {
            this.kifStartNames = List.of(names);
            return this;
        }

        /** Three piece names a message about an unreadable hand offers (飛, 角, 歩). */
        Builder kifHandExamples(String... examples) {
            this.kifHandExamples = List.of(examples);
            return this;
        }

        /** Two examples a message about a missing piece name offers ({@code 歩, 銀}, {@code 成銀}). */
        Builder kifMoveExamples(String... examples) {
            this.kifMoveExamples = List.of(examples);
            return this;
        }

        Variant build() {
            return new Variant(this);
        }

        /** The declared kinds, numbered in order and linked to their promoted and unpromoted forms. */
        private List<PieceType> pieceTypes() {
            List<PieceType> types = new ArrayList<>();
            for (int i = 0; i < pieces.size(); i++) {
                PieceType.Builder kind = pieces.get(i);
                if (indexOf(kind.name()) != i) {
                    throw new IllegalStateException(name + ": two kinds named " + kind.name());
                }
                int promotedIndex = kind.promotesTo() == null ? -1 : indexOf(kind.promotesTo());
                int baseIndex = i;
                for (int j = 0; j < pieces.size(); j++) {
                    if (kind.name().equals(pieces.get(j).promotesTo())) {
                        baseIndex = j;
                    }
                }
                types.add(kind.build(i, promotedIndex, baseIndex, baseIndex == i ? null : pieces.get(baseIndex)));
            }
            return List.copyOf(types);
        }

        private int indexOf(String kind) {
            for (int i = 0; i < pieces.size(); i++) {
                if (pieces.get(i).name().equals(kind)) {
                    return i;
                }
            }
            throw new IllegalStateException(name + ": no kind named " + kind);
        }
    }

    /**
     * The words KIF asks of a variant, as data, so that a reader or writer never asks which variant it
     * holds.
     *
     * @param startNames   the {@code 手合割} values that name its start position, the one written first;
     *                     empty for standard shogi, whose starts are the {@link Handicap} presets
     * @param handExamples three piece names a message about an unreadable hand offers (飛, 角, 歩)
     * @param moveExamples two examples a message about a missing piece name offers ({@code 歩, 銀}, {@code 成銀})
     */
    public record KifNames(List<String> startNames, List<String> handExamples, List<String> moveExamples) {

        /**
         * Keeps unmodifiable copies of the lists.
         *
         * @param startNames   the {@code 手合割} values that name its start position
         * @param handExamples three piece names for a message about an unreadable hand
         * @param moveExamples two examples for a message about a missing piece name
         */
        public KifNames {
            startNames = List.copyOf(startNames);
            handExamples = List.copyOf(handExamples);
            moveExamples = List.copyOf(moveExamples);
        }

        /** {@return the 手合割 value a writer gives the start position, or null when the variant has none} */
        public String startName() {
            return startNames.isEmpty() ? null : startNames.get(0);
        }
    }

    private int pointsOnBoard(Position p) {
        int total = 0;
        for (int rank = 1; rank <= ranks; rank++) {
            for (int file = 1; file <= files; file++) {
                Piece piece = p.pieceAt(new Square(file, rank));
                total += piece == null ? 0 : piece.type().points();
            }
        }
        return total;
    }

    /**
     * {@return its stable name, as JSON and {@link Variants#byName} spell it: {@code standard}, {@code tori},
     * {@code minishogi}}
     */
    public String name() {
        return name;
    }

    /** {@return the number of files of its board} */
    public int files() {
        return files;
    }

    /** {@return the number of ranks of its board} */
    public int ranks() {
        return ranks;
    }

    /** {@return the number of far ranks forming the promotion zone (3 in shogi, 2 in Tori, 1 in Minishogi)} */
    public int zoneDepth() {
        return zoneDepth;
    }

    /** {@return its kinds of piece, promoted forms included, each at its {@link PieceType#index()}} */
    public List<PieceType> pieceTypes() {
        return pieceTypes;
    }

    /**
     * A kind by its index; {@link Variants.Standard} and its siblings name the indices.
     *
     * @param index a kind's index
     * @return the kind
     * @throws IndexOutOfBoundsException if the variant has no kind of that index
     */
    public PieceType pieceType(int index) {
        return pieceTypes.get(index);
    }

    /** {@return whether a piece that may promote must promote (Tori) rather than may (shogi)} */
    public boolean compulsoryPromotion() {
        return compulsoryPromotion;
    }

    /** {@return the pawn-like kind: limited per file on drops, and its drop may not mate} */
    public PieceType fileLimitedType() {
        return pieceTypes.get(fileLimitedType);
    }

    /**
     * How many unpromoted pieces of the {@linkplain #fileLimitedType() pawn-like kind} a side may have on one
     * file after a drop.
     *
     * @return 1 in shogi and Minishogi (nifu), 2 in Tori Shogi
     */
    public int fileLimit() {
        return fileLimit;
    }

    /** {@return the rule a drop beyond {@link #fileLimit()} breaks: nifu, or three swallows in Tori Shogi} */
    public IllegalMoveCode fileLimitCode() {
        return fileLimitCode;
    }

    /**
     * Whether the game has impasse rules (entering-king declaration, points for an agreed
     * impasse). Tori Shogi has none: a phoenix in the enemy camp decides nothing.
     *
     * @return whether impasse rules apply
     */
    public boolean hasImpasseRules() {
        return impasseRules;
    }

    /** {@return the name of the ruleset a record of this game is judged by when none is named} */
    public String defaultRuleset() {
        return defaultRuleset;
    }

    /** {@return impasse points of both sides' full set of pieces, as in the start position (54 in shogi)} */
    public int fullPointTotal() {
        return fullPointTotal;
    }

    /** {@return the SFEN of its start position (the even game's, for standard shogi)} */
    public String startSfen() {
        return startSfen;
    }

    String handLetters() {
        return handLetters;
    }

    /** {@return its KIF words: 手合割 names and the examples readers' messages give} */
    public KifNames kifNames() {
        return kifNames;
    }

    /** {@return its royal kind, the one that is mated: the king, the phoenix in Tori Shogi} */
    public PieceType royalType() {
        return pieceTypes.stream().filter(PieceType::royal).findFirst().orElseThrow();
    }

    /** {@return the kinds that can be held in hand, in the conventional SFEN writing order} */
    public List<PieceType> handTypes() {
        return geometry.handOrder();
    }

    /**
     * The kind with this SFEN letter (case ignored) and promotion state, if any.
     *
     * @param letter   a SFEN piece letter
     * @param promoted whether it follows a {@code +}
     * @return the kind, or empty when the variant has none so written
     */
    public Optional<PieceType> bySfen(char letter, boolean promoted) {
        char upper = Character.toUpperCase(letter);
        if (upper < 'A' || upper > 'Z') {
            return Optional.empty();
        }
        return Optional.ofNullable(bySfen[promoted ? 1 : 0][upper - 'A']);
    }

    /**
     * The kind a CSA code ({@code FU} … {@code RY}) names in this variant, given as two characters so that a
     * reader need not cut a string out of its line.
     *
     * @param first  the code's first letter
     * @param second its second letter
     * @return the kind, or null when no kind of the variant has that code
     */
    public PieceType pieceOfCsa(char first, char second) {
        int index = csaIndex(first, second);
        return index < 0 ? null : byCsa[index];
    }

    /**
     * The kind a CSA code names in this variant.
     *
     * @param code a CSA code such as {@code FU}
     * @return the kind, or null when none has that code (also for text of another length)
     */
    public PieceType pieceOfCsa(String code) {
        return code.length() == 2 ? pieceOfCsa(code.charAt(0), code.charAt(1)) : null;
    }

    /** {@return whether every kind of the variant has a CSA code, so that CSA and JKF can write it} */
    public boolean hasCsaCodes() {
        for (PieceType t : pieceTypes) {
            if (t.csa() == null) {
                return false;
            }
        }
        return true;
    }

    private static int csaIndex(char first, char second) {
        if (first < 'A' || first > 'Z' || second < 'A' || second > 'Z') {
            return -1;
        }
        return (first - 'A') * 26 + second - 'A';
    }

    /** How many pieces of the kind's unpromoted form the game has: those of its start position. */
    int fullSetCount(PieceType type) {
        return fullSet[type.baseIndex()];
    }

    /** A fresh copy of the start position. */
    Position startPosition() {
        return start.copy();
    }

    /**
     * The kind a reader's name denotes: KIF kanji (with aliases), board kanji or CSA code.
     *
     * @param name a name such as {@code 成銀}, {@code 全}, {@code 竜} or {@code NG}
     * @return the kind, or empty for a name the variant does not know
     */
    public Optional<PieceType> byName(String name) {
        return Optional.ofNullable(byName.get(name));
    }

    /** {@return every name {@link #byName} knows, for readers that build their own lookup from them} */
    public java.util.Set<String> names() {
        return byName.keySet();
    }

    /**
     * Whether a square is on this variant's board: a {@link Square} may be anywhere on a 9×9 board.
     *
     * @param square the square
     * @return whether its file and rank are within the board's size
     */
    public boolean contains(Square square) {
        return square.file() <= files && square.rank() <= ranks;
    }

    /**
     * Whether the square lies in the given side's promotion zone.
     *
     * @param side   the side whose zone (the far ranks, as that side sees the board)
     * @param square a square of the board
     * @return whether it is in that zone
     */
    public boolean inZone(Side side, Square square) {
        return side == Side.BLACK ? square.rank() <= zoneDepth : square.rank() > ranks - zoneDepth;
    }

    BoardGeometry geometry() {
        return geometry;
    }

    Zobrist zobrist() {
        return zobrist;
    }

    /** Its name in text, from the catalogue: {@code variant.standard} (shogi, 本将棋), {@code variant.tori}. */
    @Override
    public String termKey() {
        return "variant." + name;
    }

    @Override
    public String toString() {
        return name;
    }
}
