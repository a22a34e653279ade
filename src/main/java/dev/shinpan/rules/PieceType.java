package dev.shinpan.rules;

import dev.shinpan.text.Term;
import java.util.List;
import java.util.Objects;

/**
 * One kind of piece of a variant, promoted forms being kinds of their own. Everything the rules
 * need to know about a piece is here as data: how it moves, what it promotes to, its names in
 * notation. Its name in text comes from the message catalogue ({@code piece.pawn}).
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
        boolean royal) implements Term {

    public PieceType {
        moves = List.copyOf(moves);
    }

    /**
     * Equal components, as for any record, but a kind is nearly always compared with itself (readers
     * look a kind up in the variant's lists for every move), and a record's own equals would then
     * compare every movement vector.
     */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof PieceType t && index == t.index && letter == t.letter
                && promoted == t.promoted && promotedIndex == t.promotedIndex && baseIndex == t.baseIndex
                && boardKanji == t.boardKanji && points == t.points && royal == t.royal && Objects.equals(name, t.name)
                && Objects.equals(csa, t.csa) && Objects.equals(kanji, t.kanji) && Objects.equals(moves, t.moves);
    }

    @Override
    public int hashCode() {
        return 31 * index + Objects.hashCode(name);
    }

    public boolean canPromote() {
        return promotedIndex >= 0;
    }

    /** SFEN spelling for the given owner: {@code P}, {@code +p}. */
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
