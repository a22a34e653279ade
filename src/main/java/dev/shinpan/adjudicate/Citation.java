package dev.shinpan.adjudicate;

import java.util.Objects;

/**
 * Where a rule that a verdict applies is written: a public document, the clause in it, and where to
 * read it. A clause is named only where a public source confirms its number; otherwise the document
 * alone is named. The documents and the facts taken from them are listed in {@code docs/rules-sources.md}.
 *
 * @param source the document, e.g. {@code JSA 対局規則}, or the override that replaced the preset's rule
 *               ({@code override: --max-moves 320})
 * @param clause the clause, e.g. {@code 第9条} or {@code General Rule 8}, or null
 * @param url    where the document (or a faithful copy of the cited text) can be read, or null
 */
public record Citation(String source, String clause, String url) {

    public Citation {
        Objects.requireNonNull(source, "source");
    }

    /** The rule of a preset replaced by an option (or by a record's own rule adopted on request). */
    static Citation override(RulesetParameter<?> parameter, String value) {
        return new Citation("override: --" + parameter.id() + " " + value, null, null);
    }

    /** The same document without the clause. */
    public Citation document() {
        return new Citation(source, null, url);
    }
}
