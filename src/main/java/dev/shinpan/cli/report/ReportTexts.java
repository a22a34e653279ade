package dev.shinpan.cli.report;

import dev.shinpan.record.GameRecord;
import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;

/**
 * The words of the JUnit, SARIF and HTML reports and of the SVG board: the message catalogue's
 * {@code out.*} texts in the report's language, so that the renderers hold no text of their own.
 */
public final class ReportTexts {

    private final Lang lang;
    private final Catalogue catalogue;

    private ReportTexts(Lang lang, Catalogue catalogue) {
        this.lang = lang;
        this.catalogue = catalogue;
    }

    public static ReportTexts of(Lang lang) {
        return new ReportTexts(lang, lang.catalogue());
    }

    /** These texts as they speak of the record: in a handicap game every message names a side 下手/上手. */
    public ReportTexts in(GameRecord record) {
        Catalogue game = catalogue.forGame(Words.isHandicap(record));
        return game == catalogue ? this : new ReportTexts(lang, game);
    }

    public Lang lang() {
        return lang;
    }

    /** The catalogue's text under the key (an {@code out.*} key) with the arguments filled in. */
    public String text(String key, Object... args) {
        return catalogue().render(Message.of(key, args));
    }

    /** A message of the domain (an explanation, a remark, a condition) in the report's language. */
    public String render(Message message) {
        return catalogue().render(message);
    }

    public Catalogue catalogue() {
        return catalogue;
    }
}
