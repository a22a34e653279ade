package dev.shinpan.rules;

import dev.shinpan.text.Term;
import java.util.List;
import java.util.Objects;

/**
 * One kind of piece of a variant, promoted forms being kinds of their own. Everything the rules
 * need to know about a piece is here as data: how it moves, what it promotes to, its names in
 * notation. Its name in text comes from the message catalogue ({@code piece.pawn}). A variant declares
 * its kinds by name ({@link #named}); their indices follow from the order declared and the
 * {@link Builder#promotesTo} links, and are never written by hand.
 *
 * <pre>{@code
 * PieceType pawn = Variants.STANDARD.pieceType(Variants.Standard.PAWN);
 * System.out.println(pawn.letter() + " promotes: " + pawn.canPromote());
 * }</pre>
 *
 * @param index        position in {@link Variant#pieceTypes()}
 * @param name         English name, e.g. {@code "pawn"}, {@code "dragon"}, as readers' messages use it
 * @param letter       SFEN letter of the unpromoted form, upper case
 * @param promoted     whether this is a promoted form (written {@code +letter} in SFEN)
 * @param promotedIndex index of the promoted form, or -1 when this kind cannot promote
 * @param baseIndex    index of the unpromoted form (its own index when unpromoted)
 * @param csa          CSA code ({@code FU}, {@code RY}, ...), or null where CSA has none
 * @param kanji        name as written in KIF move text, e.g. {@code 成銀}, {@code 龍}
 * @param boardKanji   one-character name used in board diagrams, e.g. {@code 全}
 * @param moves        movement from the owner's point of view
 * @param points       impasse points (5 for major pieces, 0 for kings, 1 otherwise)
 * @param royal        whether this is the king of the variant
 */
public record PieceType(
        int index,
        String name,
        char letter,
        boolean promoted,
        int promotedIndex,
        int baseIndex,
        String csa,
        String kanji,
        char boardKanji,
        List<Vector> moves,
        int points,
        boolean royal)
        implements Term {

    /**
     * Keeps an unmodifiable copy of the movement; a variant makes its kinds, an embedder reads them.
     *
     * @param index         position in {@link Variant#pieceTypes()}
     * @param name          English name
     * @param letter        SFEN letter of the unpromoted form, upper case
     * @param promoted      whether this is a promoted form
     * @param promotedIndex index of the promoted form, or -1
     * @param baseIndex     index of the unpromoted form
     * @param csa           CSA code, or null
     * @param kanji         name as written in KIF move text
     * @param boardKanji    one-character name used in board diagrams
     * @param moves         movement from the owner's point of view
     * @param points        impasse points
     * @param royal         whether this is the king of the variant
     */
    public PieceType {
        moves = List.copyOf(moves);
    }

    /** A kind declared by its named fields, for {@link Variant.Builder#pieces}. */
    static Builder named(String name) {
        return new Builder(name);
    }

    /**
     * The named fields of one kind. Its index is its place among the variant's kinds; a promoted form
     * is the kind another one {@link #promotesTo}, and takes that kind's letter, so it declares none.
     * Unless declared otherwise, a kind is worth 1 impasse point and is not royal.
     */
    static final class Builder {
        private final String name;
        private char letter;
        private String csa;
        private String kanji;
        private char boardKanji;
        private List<Vector> moves = List.of();
        private int points = 1;
        private boolean royal;
        private String promotesTo;

        private Builder(String name) {
            this.name = name;
        }

        /** SFEN letter of an unpromoted kind, upper case. */
        Builder letter(char letter) {
            this.letter = letter;
            return this;
        }

        /** CSA code; a kind without one (Tori Shogi's) declares none. */
        Builder csa(String code) {
            this.csa = code;
            return this;
        }

        /** Name in KIF move text, one character, which board diagrams write as well. */
        Builder kanji(String kanji) {
            if (kanji.length() != 1) {
                throw new IllegalArgumentException(name + ": " + kanji + " needs its one-character board name");
            }
            return kanji(kanji, kanji.charAt(0));
        }

        /** Name in KIF move text and the one character board diagrams write ({@code 成銀}, {@code 全}). */
        Builder kanji(String kanji, char boardKanji) {
            this.kanji = kanji;
            this.boardKanji = boardKanji;
            return this;
        }

        Builder moves(Vector... moves) {
            return moves(List.of(moves));
        }

        Builder moves(List<Vector> moves) {
            this.moves = moves;
            return this;
        }

        /** Impasse points: 5 for a major piece, 0 for a king. */
        Builder points(int points) {
            this.points = points;
            return this;
        }

        /** The king of the variant. */
        Builder royal() {
            this.royal = true;
            return this;
        }

        /** The name of the kind this one promotes to, declared among the same variant's kinds. */
        Builder promotesTo(String promotedName) {
            this.promotesTo = promotedName;
            return this;
        }

        String name() {
            return name;
        }

        String promotesTo() {
            return promotesTo;
        }

        /**
         * The kind at {@code index}, promoting to the kind at {@code promotedIndex} (-1: none), the
         * promoted form of {@code base} (null: an unpromoted kind, its own base).
         */
        PieceType build(int index, int promotedIndex, int baseIndex, Builder base) {
            if (base != null && letter != 0) {
                throw new IllegalStateException(name + ": a promoted form takes the letter of " + base.name);
            }
            char sfenLetter = base == null ? letter : base.letter;
            if (sfenLetter < 'A' || sfenLetter > 'Z' || kanji == null) {
                throw new IllegalStateException(name + ": an upper-case letter and a kanji name are needed");
            }
            return new PieceType(
                    index,
                    name,
                    sfenLetter,
                    base != null,
                    promotedIndex,
                    baseIndex,
                    csa,
                    kanji,
                    boardKanji,
                    moves,
                    points,
                    royal);
        }
    }

    /**
     * Equal components, as for any record, but a kind is nearly always compared with itself (readers
     * look a kind up in the variant's lists for every move), and a record's own equals would then
     * compare every movement vector.
     */
    @Override
    public boolean equals(Object o) {
        return this == o
                || o instanceof PieceType t
                        && index == t.index
                        && letter == t.letter
                        && promoted == t.promoted
                        && promotedIndex == t.promotedIndex
                        && baseIndex == t.baseIndex
                        && boardKanji == t.boardKanji
                        && points == t.points
                        && royal == t.royal
                        && Objects.equals(name, t.name)
                        && Objects.equals(csa, t.csa)
                        && Objects.equals(kanji, t.kanji)
                        && Objects.equals(moves, t.moves);
    }

    @Override
    public int hashCode() {
        return 31 * index + Objects.hashCode(name);
    }

    /** {@return whether this kind has a promoted form (it is unpromoted and promotable)} */
    public boolean canPromote() {
        return promotedIndex >= 0;
    }

    /**
     * SFEN spelling for the given owner: {@code P}, {@code +p}.
     *
     * @param owner Black (upper case) or White (lower case)
     * @return the letter, after {@code +} for a promoted form
     */
    public String sfen(Side owner) {
        char c = owner == Side.BLACK ? letter : Character.toLowerCase(letter);
        return promoted ? "+" + c : String.valueOf(c);
    }

    @Override
    public String termKey() {
        return "piece." + name.replace(' ', '-');
    }

    @Override
    public String toString() {
        return name;
    }
}
