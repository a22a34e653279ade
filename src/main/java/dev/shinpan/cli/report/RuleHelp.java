package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.IllegalMoveCode;
import java.util.Map;

/**
 * What a finding code means beyond its one line, in a report's language: the full description and
 * the help (what to look at, then where the rule is written: the section of shinpan's docs/rules.md
 * and the document the default ruleset cites). The words are the catalogue's {@code out.rule.full.*}
 * and {@code out.rule.help.*}; the citation is the ruleset's own, so it cannot drift from the
 * verdicts'. SARIF's rule metadata, {@code shinpan codes} (and so its man page) and the HTML
 * report's tooltips all read it through {@link Findings#rules()}.
 */
final class RuleHelp {

    /** The section of docs/rules.md (or the document) that sets out a code's rule, and the reason a ruleset cites for it. */
    private record Source(String section, EndingReason reason, Ruleset ruleset) {}

    private static final Source ILLEGAL = new Source("docs/rules.md §A1, §A2", EndingReason.ILLEGAL_MOVE, Rulesets.JSA);

    private static final Map<String, Source> SOURCES = Map.ofEntries(
            Map.entry("three-swallows", new Source("docs/rules.md §C4", EndingReason.ILLEGAL_MOVE, Rulesets.TORI)),
            Map.entry("sennichite", new Source("docs/rules.md §A4", EndingReason.SENNICHITE, Rulesets.JSA)),
            Map.entry("perpetual-check", new Source("docs/rules.md §A4", EndingReason.PERPETUAL_CHECK, Rulesets.JSA)),
            Map.entry("declaration-no-result", new Source("docs/rules.md §B3", EndingReason.DECLARATION, Rulesets.JSA)),
            Map.entry("declaration-loss", new Source("docs/rules.md §B3", EndingReason.DECLARATION, Rulesets.JSA)),
            Map.entry("ending-disagrees", new Source("docs/rules.md §A5", null, null)),
            Map.entry("max-moves-not-reached", new Source("docs/rules.md §B5", null, null)),
            Map.entry("moves-after-end", new Source("docs/rules.md §A5", null, null)),
            Map.entry("no-mate", new Source("docs/rules.md §A3", EndingReason.CHECKMATE, Rulesets.JSA)),
            Map.entry("no-try", new Source("docs/rules.md §B6", null, null)),
            Map.entry(
                    "refused-move-legal",
                    new Source("docs/rules.md §A1, §A2", EndingReason.ILLEGAL_MOVE, Rulesets.JSA)),
            Map.entry("repetition-not-reached", new Source("docs/rules.md §A4", EndingReason.SENNICHITE, Rulesets.JSA)),
            Map.entry("replay-stopped", new Source("docs/rules.md §A2", EndingReason.ILLEGAL_MOVE, Rulesets.JSA)),
            Map.entry("statements-disagree", new Source("docs/rules.md §A5", null, null)),
            Map.entry("unreadable", new Source("docs/formats.md", null, null)),
            Map.entry("not-judged", new Source("docs/rules.md §C, §E", null, null)));

    private final ReportTexts texts;

    RuleHelp(ReportTexts texts) {
        this.texts = texts;
    }

    /** The full description of a code. */
    String full(String code) {
        return texts.text("out.rule.full." + code);
    }

    /** The help as plain text: what to look at, then where the rule is written, each a paragraph. */
    String text(String code) {
        StringBuilder help = new StringBuilder(texts.text(helpKey(code)));
        Source source = source(code);
        help.append("\n\n").append(texts.text("out.rule.cites.rules", source.section()));
        Citation cited = citation(source);
        if (cited != null) {
            help.append("\n")
                    .append(texts.text(
                            "out.rule.cites.document", source.ruleset().name(), texts.render(Citations.full(cited))));
        }
        return help.toString();
    }

    /** The same help as Markdown, the document a link where it has an address. */
    String markdown(String code) {
        StringBuilder help = new StringBuilder(Markdown.escape(texts.text(helpKey(code))));
        Source source = source(code);
        help.append("\n\n").append(Markdown.escape(texts.text("out.rule.cites.rules", "`" + source.section() + "`")));
        Citation cited = citation(source);
        if (cited != null) {
            String brief = Markdown.escape(texts.render(cited.brief()));
            String document = cited.url() == null ? brief : "[" + brief + "](" + cited.url() + ")";
            help.append("  \n")
                    .append(texts.text(
                            "out.rule.cites.document", source.ruleset().name(), document));
        }
        return help.toString();
    }

    private static String helpKey(String code) {
        if (isIllegalMove(code)) {
            return "out.rule.help.illegal";
        }
        return Findings.DISAGREEMENTS.contains(code) ? "out.rule.help.disagreement" : "out.rule.help." + code;
    }

    private static Source source(String code) {
        Source source = SOURCES.get(code);
        if (source != null) {
            return source;
        }
        if (isIllegalMove(code)) {
            return ILLEGAL;
        }
        throw new IllegalArgumentException("no rule source for finding code " + code);
    }

    private static Citation citation(Source source) {
        return source.reason() == null ? null : source.ruleset().citation(source.reason());
    }

    private static boolean isIllegalMove(String code) {
        for (IllegalMoveCode c : IllegalMoveCode.values()) {
            if (c.code().equals(code)) {
                return true;
            }
        }
        return false;
    }

    /** Just enough Markdown escaping for catalogue prose: the characters that would start markup. */
    private static final class Markdown {
        static String escape(String text) {
            StringBuilder out = new StringBuilder(text.length() + 8);
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '*' || c == '_' || c == '[' || c == ']' || c == '<' || c == '>' || c == '\\') {
                    out.append('\\');
                }
                out.append(c);
            }
            return out.toString();
        }
    }
}
