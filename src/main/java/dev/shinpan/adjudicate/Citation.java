package dev.shinpan.adjudicate;

import dev.shinpan.text.Message;
import java.util.Objects;

/**
 * Where a rule that a verdict applies is written: a public document, the clause in it, and where to
 * read it. A clause is named only where a public source confirms its number; otherwise the document
 * alone is named. The documents and the facts taken from them are listed in {@code docs/rules-sources.md}.
 * A rule that replaced the preset's is cited as what replaced it: the option given, or the record's
 * own declaration adopted with {@code --adopt-record-rules}.
 *
 * <pre>{@code
 * Citation citation = verdict.ruleset().citation(EndingReason.ILLEGAL_MOVE);
 * System.out.println(citation.source() + " " + citation.clause() + " " + citation.url());
 * }</pre>
 *
 * @param source the document, e.g. {@code JSA 対局規則}; the override that replaced the preset's rule
 *               ({@code override: --max-moves 320}); or {@link #RECORD_RULE}
 * @param clause the clause, e.g. {@code 第9条} or {@code General Rule 8}; for a record's own rule its
 *               line and the statement as written ({@code line 4: $MAX_MOVES:256}); or null
 * @param url    where the document (or a faithful copy of the cited text) can be read, or null
 * @param words  the citation in the catalogue's words, where it has words of its own to translate
 *               (an override, a record's rule); null for a document, whose title and clause are
 *               shown as they are
 */
public record Citation(String source, String clause, String url, Message words) {

    /** The source of a rule a record declares for itself. */
    public static final String RECORD_RULE = "the record's own rule";

    /**
     * Checks that the citation names a source.
     *
     * @param source the document, an override or {@link #RECORD_RULE}; never null
     * @param clause the clause, or null
     * @param url    where to read it, or null
     * @param words  the citation in the catalogue's words, or null
     */
    public Citation {
        Objects.requireNonNull(source, "source");
    }

    /**
     * A document, or a clause of it.
     *
     * @param source the document, e.g. {@code JSA 対局規則}
     * @param clause the clause, e.g. {@code 第9条}, or null for the whole document
     * @param url    where it can be read, or null
     */
    public Citation(String source, String clause, String url) {
        this(source, clause, url, null);
    }

    /** The rule of a preset replaced by an option given on the command line. */
    static Citation override(RulesetParameter<?> parameter, String value) {
        String option = "--" + parameter.id() + " " + value;
        return new Citation("override: " + option, null, null, Message.of("citation.override", option));
    }

    /**
     * A rule the record declares for itself, adopted on request: the statement as written, at its
     * line.
     */
    static Citation recordRule(DeclaredRule declared) {
        return new Citation(
                RECORD_RULE,
                "line " + declared.line() + ": " + declared.written(),
                null,
                Message.of("citation.record-rule", declared.line(), declared.written()));
    }

    /**
     * The citation in a sentence's words: {@code JSA 対局規則, 第9条}, the document alone, or for an
     * override or a record's own rule its catalogue words.
     *
     * @return the words, to render in either language
     */
    public Message brief() {
        if (words != null) {
            return words;
        }
        return clause == null ? Message.of("citation.document", source) : Message.of("citation.clause", source, clause);
    }

    /** {@return the same document without the clause} */
    public Citation document() {
        return new Citation(source, null, url);
    }
}
