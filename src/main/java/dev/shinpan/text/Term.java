package dev.shinpan.text;

/**
 * A word the catalogue names in each language: a side, a piece, a variant, a rule code. Shown as
 * the catalogue's text under {@link #termKey()}; a message may ask for a form of it, e.g.
 * {@code {0,a}} for the English word with its article ({@code termKey() + ".a"}).
 *
 * <pre>{@code
 * Term term = verdict.firstIllegal().code();
 * System.out.println(Catalogue.english().term(term) + " / " + Catalogue.japanese().term(term));
 * }</pre>
 */
public interface Term {

    /** {@return the catalogue key of the term's word, e.g. a side's} */
    String termKey();
}
