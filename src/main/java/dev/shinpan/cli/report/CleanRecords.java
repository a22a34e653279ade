package dev.shinpan.cli.report;

import static dev.shinpan.cli.report.Markup.escape;

import java.io.PrintWriter;

/**
 * The HTML report's verdicts that ask nothing of a reader (ok, no finding, no clock problem, no
 * warning): one short row each, held as compact JSON in a data block that the page's script shows
 * {@value #PAGE_ROWS} rows at a time. An archive is mostly such records; as markup, with their time
 * strips, they made a 21,000-record page 22 MB and kept the browser laying it out for seconds, while
 * a data block costs some 150 bytes a record and no layout until a reader pages to it.
 *
 * <p>The rows wait in a {@link Spool} (memory, then a temporary file) and follow the table of the
 * verdicts that do need attention.
 */
final class CleanRecords implements AutoCloseable {

    /** Rows the page shows at once: a screenful or two, laid out in a moment. */
    static final int PAGE_ROWS = 100;

    private final Spool rows = new Spool();
    private final StringBuilder row = new StringBuilder(256);
    private int count;

    /**
     * One verdict's row. No time strip and no {@code Clock:} line: its clock has nothing to show, and
     * that line would double the row.
     *
     * @param game the record's facts under its name, or null
     */
    void add(String name, String ruleset, String result, String game) {
        row.setLength(0);
        row.append(count == 0 ? "[" : ",\n[");
        InlineJson.string(row, name);
        row.append(',');
        InlineJson.string(row, ruleset);
        row.append(',');
        InlineJson.string(row, result);
        if (game != null) {
            row.append(',');
            InlineJson.string(row, game);
        }
        row.append(']');
        rows.append(row.toString());
        count++;
    }

    int count() {
        return count;
    }

    /** The section: heading, an empty table the script fills, its pager, and the rows as data; nothing without rows. */
    void writeSection(PrintWriter out, ReportTexts texts) {
        if (count == 0) {
            return;
        }
        out.println("<section class=\"clean\" id=\"clean-records\" data-records=\"" + count + "\">");
        out.println("<h2 id=\"clean-heading\">" + escape(texts.text("out.html.clean.heading", count)) + "</h2>");
        out.println("<p class=\"hint\">" + escape(texts.text("out.html.clean.hint", PAGE_ROWS)) + "</p>");
        out.println("<noscript><p>" + escape(texts.text("out.html.clean.noscript")) + "</p></noscript>");
        out.println("<table id=\"clean\" aria-labelledby=\"clean-heading\"><thead><tr>");
        for (String column : new String[] {"record", "ruleset", "result"}) {
            out.println("<th scope=\"col\">" + escape(texts.text("out.html.column." + column)) + "</th>");
        }
        out.println("</tr></thead><tbody></tbody></table>");
        out.println("<nav class=\"pager\" aria-label=\"" + escape(texts.text("out.html.clean.pages")) + "\">"
                + "<button type=\"button\" id=\"clean-previous\">" + escape(texts.text("out.html.clean.previous"))
                + "</button> <span id=\"clean-range\" aria-live=\"polite\" data-text=\""
                + escape(texts.text("out.html.clean.range", "$1", "$2", "$3")) + "\"></span> "
                + "<button type=\"button\" id=\"clean-next\">" + escape(texts.text("out.html.clean.next"))
                + "</button></nav>");
        out.print("<script type=\"application/json\" id=\"clean-rows\">[");
        out.flush();
        rows.drainTo(out);
        out.println("]</script>");
        out.println("</section>");
    }

    @Override
    public void close() {
        rows.close();
    }
}
