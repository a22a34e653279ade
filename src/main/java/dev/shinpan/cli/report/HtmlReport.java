package dev.shinpan.cli.report;

import static dev.shinpan.cli.report.Markup.escape;

import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.adjudicate.clock.ClockFinding;
import dev.shinpan.record.GameRecord;
import dev.shinpan.rules.Sfen;
import dev.shinpan.text.Message;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * One self-contained HTML page for people: the summary, a sortable and filterable table of the
 * records that need a reader (status, result, findings, time strip), for every finding a board of
 * the position before the offending move with the move marked, and the records that ask nothing as
 * compact rows the page shows a page at a time ({@link CleanRecords}). Inline CSS, SVG and script
 * only, and a Content Security Policy that forbids the page any request, so it can be mailed or
 * archived as one file.
 *
 * <p>Table rows stream out as records are judged; the compact rows and the finding sections, which
 * follow the table, are held in {@link Spool}s (memory up to a limit, then a temporary file) until
 * the end. The summary is written last and shown first by the style sheet.
 */
public final class HtmlReport implements Report {

    private static final String STYLE = """
            body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;margin:0;color:#1b1b1b;background:#fafafa}
            .page{display:flex;flex-direction:column;gap:1rem;max-width:72rem;margin:0 auto;padding:1rem}
            header{order:-2} .summary{order:-1;background:#fff;border:1px solid #ddd;padding:.5rem 1rem}
            h1{font-size:1.5rem;margin:.5rem 0} h2{font-size:1.2rem}
            .controls{display:flex;gap:1rem;align-items:center;flex-wrap:wrap;margin-bottom:.5rem}
            .hint{color:#666;font-size:.9rem}
            table{border-collapse:collapse;width:100%;background:#fff}
            th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
            th{background:#eee;cursor:pointer;user-select:none}
            th[aria-sort=ascending]::after{content:' \\25B2'} th[aria-sort=descending]::after{content:' \\25BC'}
            tr[data-status=inconsistent] td.status{color:#b71c1c;font-weight:bold}
            tr[data-status=unreadable] td.status{color:#e65100;font-weight:bold}
            tr[data-status=skipped] td.status{color:#666}
            td ul{margin:0;padding-left:1.1rem}
            th:nth-child(2),th:nth-child(3),td:nth-child(2),td:nth-child(3){white-space:nowrap}
            td:first-child{overflow-wrap:anywhere}
            .sfen{font-family:monospace;overflow-wrap:anywhere}
            .game{color:#444;font-size:.85rem} .game .warning{color:#e65100}
            .finding{background:#fff;border:1px solid #ddd;padding:.5rem 1rem;margin-bottom:1rem;
              content-visibility:auto;contain-intrinsic-size:auto 12rem}
            .finding h3{font-size:1rem;margin:.3rem 0} .level-error{border-left:6px solid #b71c1c}
            .level-warning{border-left:6px solid #f9a825} .level-note{border-left:6px solid #1565c0}
            .citation{color:#444;font-size:.9rem} .citation .label{font-weight:bold}
            .citation .url{font-family:monospace;word-break:break-all}
            .baseline{font-size:.8rem;padding:0 .3rem;border-radius:.2rem;border:1px solid #999}
            .baseline-new{background:#fde7e7;border-color:#b71c1c} .baseline-known{color:#666}
            svg.shinpan-board{max-width:100%;height:auto}
            .pager{display:flex;gap:.5rem;align-items:center;margin-top:.5rem}
            .clock{color:#444;font-size:.85rem} svg.clock-strip{width:100%;max-width:40rem;height:2.5rem;display:block}
            @media print{th{cursor:auto}.controls,.pager{display:none}.finding{break-inside:avoid}}
            """;

    private static final String SCRIPT = """
            (function () {
              var table = document.getElementById('records'), body = table.tBodies[0];
              var filter = document.getElementById('filter'), status = document.getElementById('status');
              function apply() {
                var q = filter.value.toLowerCase(), s = status.value;
                Array.prototype.forEach.call(body.rows, function (r) {
                  r.hidden = !((!s || r.getAttribute('data-status') === s)
                      && (!q || r.textContent.toLowerCase().indexOf(q) >= 0));
                });
              }
              filter.addEventListener('input', apply);
              status.addEventListener('change', apply);
              sortable(table, function (i, dir) {
                var rows = Array.prototype.slice.call(body.rows);
                rows.sort(function (a, b) {
                  return dir * a.cells[i].textContent.localeCompare(b.cells[i].textContent, undefined, {numeric: true});
                });
                rows.forEach(function (r) { body.appendChild(r); });
              });
              clean();
              document.documentElement.setAttribute('data-ready', 'true');

              /** Clicking a heading sorts by its column, the other way on a second click. */
              function sortable(t, sortBy) {
                var heads = t.tHead.rows[0].cells;
                Array.prototype.forEach.call(heads, function (th, i) {
                  th.addEventListener('click', function () {
                    var dir = th.getAttribute('aria-sort') === 'ascending' ? -1 : 1;
                    Array.prototype.forEach.call(heads, function (o) { o.removeAttribute('aria-sort'); });
                    th.setAttribute('aria-sort', dir > 0 ? 'ascending' : 'descending');
                    sortBy(i, dir);
                  });
                });
              }

              /** The records that ask nothing: rows of [record, ruleset, result, game], a page at a time. */
              function clean() {
                var source = document.getElementById('clean-rows');
                if (!source) return;
                var t = document.getElementById('clean'), tbody = t.tBodies[0];
                var range = document.getElementById('clean-range');
                var previous = document.getElementById('clean-previous'), next = document.getElementById('clean-next');
                var all = JSON.parse(source.textContent), shown = all, first = 0, PAGE = %d;
                var lang = document.documentElement.lang;
                function number(n) { return n.toLocaleString(lang); }
                function cell(tr, text, game) {
                  var td = tr.insertCell(-1);
                  td.textContent = text;
                  if (game) {
                    var div = document.createElement('div');
                    div.className = 'game';
                    div.textContent = game;
                    td.appendChild(div);
                  }
                }
                function draw() {
                  tbody.textContent = '';
                  shown.slice(first, first + PAGE).forEach(function (r) {
                    var tr = tbody.insertRow(-1);
                    tr.setAttribute('data-status', 'ok');
                    cell(tr, r[0], r[3]);
                    cell(tr, r[1]);
                    cell(tr, r[2]);
                  });
                  range.textContent = range.getAttribute('data-text')
                      .replace('$1', number(shown.length ? first + 1 : 0))
                      .replace('$2', number(Math.min(first + PAGE, shown.length))).replace('$3', number(shown.length));
                  previous.disabled = first === 0;
                  next.disabled = first + PAGE >= shown.length;
                }
                function select() {
                  var q = filter.value.toLowerCase(), s = status.value;
                  shown = s && s !== 'ok' ? [] : !q ? all : all.filter(function (r) {
                    return r.join('\\n').toLowerCase().indexOf(q) >= 0;
                  });
                  first = 0;
                  draw();
                }
                previous.addEventListener('click', function () { first = Math.max(0, first - PAGE); draw(); });
                next.addEventListener('click', function () { first += PAGE; draw(); });
                filter.addEventListener('input', select);
                status.addEventListener('change', select);
                var order = new Intl.Collator(undefined, {numeric: true});
                sortable(t, function (i, dir) {
                  all.sort(function (a, b) { return dir * order.compare(a[i], b[i]); });
                  select();
                });
                draw();
              }
            })();
            """.formatted(CleanRecords.PAGE_ROWS);

    /**
     * Boards drawn in the page, at most: each is some 8 KB of SVG for the browser to lay out, and an
     * archive's report may hold tens of thousands of findings. Past it a finding shows its position
     * as SFEN, to draw with {@code --board-svg}.
     */
    public static final int INLINE_BOARDS = 100;

    private static final List<String> STATUSES = List.of("ok", "inconsistent", "unreadable", "not-judged", "skipped");

    private final PrintWriter out;
    private final ReportTexts texts;
    private final Words words;
    private final Findings findings;
    private final Boards boards;
    private final SvgBoard svg;
    private final Map<String, Findings.Rule> rules;
    private final Spool sections = new Spool();
    private final CleanRecords clean = new CleanRecords();
    private final Triage triage;
    private int findingCount;
    private int boardsDrawn;

    public HtmlReport(PrintWriter out, Lang lang, boolean failOnIllegal) {
        this(out, lang, failOnIllegal, false);
    }

    /** @param winnerOnly a disagreement in the reason or ply only is a warning ({@code --fail-on winner}) */
    public HtmlReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly) {
        this(out, lang, failOnIllegal, winnerOnly, Triage.none());
    }

    /** @param triage with a baseline, each finding is marked known or new */
    public HtmlReport(PrintWriter out, Lang lang, boolean failOnIllegal, boolean winnerOnly, Triage triage) {
        this.out = out;
        this.triage = triage;
        this.texts = ReportTexts.of(lang);
        this.words = new Words(lang);
        this.findings = new Findings(texts, failOnIllegal, winnerOnly);
        this.boards = new Boards(texts);
        this.svg = new SvgBoard(texts);
        this.rules = findings.rules().stream().collect(Collectors.toMap(Findings.Rule::id, Function.identity()));
        head(lang);
    }

    private void head(Lang lang) {
        out.println("<!DOCTYPE html>");
        out.println("<html lang=\"" + lang.catalogue().language() + "\">");
        out.println("<head>");
        out.println("<meta charset=\"utf-8\">");
        // The page needs nothing from anywhere: forbid every request, allow only its own inline style and script.
        out.println("<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                + "style-src 'unsafe-inline'; script-src 'unsafe-inline'\">");
        out.println("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">");
        out.println("<title>" + escape(texts.text("out.html.title")) + "</title>");
        out.println("<style>\n" + STYLE + "</style>");
        out.println("</head>");
        out.println("<body>");
        out.println("<main class=\"page\">");
        out.println("<header><h1>" + escape(texts.text("out.html.title")) + "</h1></header>");
        out.println("<section class=\"records\">");
        out.println("<h2>" + escape(texts.text("out.html.heading")) + "</h2>");
        out.println("<div class=\"controls\"><label>" + escape(texts.text("out.html.filter"))
                + " <input type=\"search\" id=\"filter\"></label> <label>"
                + escape(texts.text("out.html.column.status"))
                + " <select id=\"status\"><option value=\"\">" + escape(texts.text("out.html.filter.all")) + "</option>"
                + STATUSES.stream()
                        .map(s -> "<option value=\"" + s + "\">" + escape(statusName(s)) + "</option>")
                        .collect(Collectors.joining())
                + "</select></label> <span class=\"hint\">" + escape(texts.text("out.html.sortHint"))
                + "</span></div>");
        out.println("<table id=\"records\"><thead><tr>");
        for (String column : List.of("record", "ruleset", "status", "result", "finding")) {
            out.println("<th scope=\"col\">" + escape(texts.text("out.html.column." + column)) + "</th>");
        }
        out.println("</tr></thead><tbody>");
        out.flush();
    }

    /**
     * A row per verdict, and a section per finding with a board. A record judged under several
     * rulesets (or whose findings show one position) draws each position once: the later sections
     * point to the first.
     */
    @Override
    public void record(GameRecord record, List<Verdict> verdicts) {
        List<List<Finding>> foundPerVerdict = new ArrayList<>(verdicts.size());
        for (Verdict v : verdicts) {
            foundPerVerdict.add(findings.of(v));
        }
        List<String> gameLines = GameLine.texts(record, words);
        if (asksNothing(verdicts, foundPerVerdict, gameLines)) {
            String game = gameLines.isEmpty() ? null : gameLines.get(0);
            for (Verdict v : verdicts) {
                clean.add(name(record), v.ruleset().name(), result(record, v), game);
            }
            return;
        }
        Map<String, String> positionShownIn = new HashMap<>();
        String game = game(gameLines);
        String clock = clockStrip(record, verdicts);
        for (int i = 0; i < verdicts.size(); i++) {
            Verdict v = verdicts.get(i);
            List<Finding> found = foundPerVerdict.get(i);
            StringBuilder row = new StringBuilder();
            row.append("<tr data-status=\"").append(v.status().id()).append('"');
            if (v.disagreement() != null) {
                row.append(" data-disagreement=\"")
                        .append(v.disagreement().id())
                        .append('"');
            }
            row.append("><td>")
                    .append(escape(name(record)))
                    .append(game)
                    .append("</td><td>")
                    .append(escape(v.ruleset().name()))
                    .append("</td><td class=\"status\">")
                    .append(escape(texts.text("report.status.short", TextReport.statusOf(v))))
                    .append("</td><td>")
                    .append(escape(result(record, v)))
                    .append(clock)
                    .append("</td><td>");
            if (found.isEmpty()) {
                row.append(escape(texts.text("out.html.noFinding")));
            } else {
                row.append("<ul>");
                for (Finding f : found) {
                    row.append("<li>").append(baseline(v, f));
                    if (f.hasBoard()) {
                        findingCount++;
                        String id = "finding-" + findingCount;
                        row.append("<a href=\"#")
                                .append(id)
                                .append("\">")
                                .append(escape(f.message()))
                                .append("</a>");
                        String shownIn = positionShownIn.putIfAbsent(f.boardPly() + "/" + f.markedPly(), id);
                        sections.append(section(id, record, v, f, shownIn));
                    } else {
                        row.append(escape(f.message()));
                    }
                    row.append("</li>");
                }
                row.append("</ul>");
            }
            row.append("</td></tr>");
            out.println(row);
        }
    }

    /**
     * Whether a record's verdicts need no reader: each ok with no finding, its clock without a flag
     * or a problem, and nothing written that was not read. Such a record is a compact row; every
     * other keeps its full row, time strip and boards.
     */
    private static boolean asksNothing(List<Verdict> verdicts, List<List<Finding>> found, List<String> gameLines) {
        if (verdicts.isEmpty() || gameLines.size() > 1) {
            return false;
        }
        for (int i = 0; i < verdicts.size(); i++) {
            Verdict v = verdicts.get(i);
            ClockFinding c = v.clock();
            if (v.status() != Verdict.Status.OK
                    || v.disagreement() != null
                    || !found.get(i).isEmpty()
                    || c != null && (c.flag() != null || !c.problems().isEmpty())) {
                return false;
            }
        }
        return true;
    }

    /** The record's own facts under its name, and a warning for each written but not read; empty when it states none. */
    private String game(List<String> lines) {
        if (lines.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<div class=\"game\">").append(escape(lines.get(0)));
        for (String warning : lines.subList(1, lines.size())) {
            html.append("<br><span class=\"warning\">").append(escape(warning)).append("</span>");
        }
        return html.append("</div>").toString();
    }

    /** The record's time strip and {@code Clock:} line, once per record (the times are the same under every ruleset). */
    private String clockStrip(GameRecord record, List<Verdict> verdicts) {
        if (verdicts.isEmpty() || verdicts.get(0).clock() == null) {
            return "";
        }
        String line = ClockLine.of(words.in(record), record, verdicts.get(0).clock());
        String label = texts.text("out.html.clockStrip", line);
        return "<div class=\"clock\">" + ClockStrip.svg(record, verdicts.get(0).clock(), label) + "<br>" + escape(line)
                + "</div>";
    }

    /** With a baseline, a word saying whether it knows the finding, before the finding's text; else nothing. */
    private String baseline(Verdict v, Finding f) {
        String state = triage.hasBaseline() && triage.selects(f.ruleId()) ? triage.state(v, f) : null;
        if (state == null) {
            return "";
        }
        return "<span class=\"baseline baseline-" + state + "\" data-baseline=\"" + state + "\">"
                + escape(texts.text("report.baseline." + state)) + "</span> ";
    }

    private static String name(GameRecord record) {
        return record.source() + " #" + record.index();
    }

    private String result(GameRecord record, Verdict v) {
        if (record.start() == null) {
            return texts.text("out.html.noFinding");
        }
        return words.in(record).outcome(v);
    }

    /** @param shownIn the section that shows the finding's position already, or null */
    private String section(String id, GameRecord record, Verdict v, Finding f, String shownIn) {
        StringBuilder s = new StringBuilder();
        s.append("<article class=\"finding level-")
                .append(f.level().id())
                .append("\" id=\"")
                .append(id)
                .append("\" data-rule=\"")
                .append(escape(f.ruleId()))
                .append("\">\n<h3>")
                .append(escape(name(record) + " (" + v.ruleset().name() + ")"));
        if (f.where() != null) {
            s.append(" — ")
                    .append(escape(texts.text(
                            "out.location", f.where().line(), f.where().column())));
        }
        s.append("</h3>\n<p>")
                .append(baseline(v, f))
                .append(escape(f.message()))
                .append("</p>\n");
        board(s, record, v, f, shownIn);
        // The rule: its code and name, then where it is written (the document, the clause, a link); what
        // it means in full is the tooltip, from the same words as SARIF's rules and 'shinpan codes'.
        Findings.Rule rule = rules.get(f.ruleId());
        s.append("<p class=\"citation\" data-rule=\"")
                .append(escape(f.ruleId()))
                .append("\"><span class=\"label\"");
        if (rule != null) {
            s.append(" title=\"").append(escape(rule.fullDescription())).append("\"");
        }
        s.append(">")
                .append(escape(texts.text("out.html.rule")))
                .append("</span> ")
                .append(escape(rule == null ? f.ruleId() : rule.description()));
        if (f.citation() != null) {
            s.append(" \u2014 ").append(citation(f.citation()));
        }
        s.append("</p>\n</article>\n");
        return s.toString();
    }

    /** The finding's board: drawn, pointed to where another section draws it, or past the cap as SFEN. */
    private void board(StringBuilder s, GameRecord record, Verdict v, Finding f, String shownIn) {
        if (shownIn != null) {
            s.append("<p class=\"same-board\">")
                    .append(escape(texts.text("out.html.sameBoard")))
                    .append(" <a href=\"#")
                    .append(shownIn)
                    .append("\">")
                    .append(shownIn)
                    .append("</a></p>\n");
            return;
        }
        BoardPicture picture = boards.of(v, f);
        if (picture == null) {
            s.append("<p class=\"no-board\">")
                    .append(escape(texts.text("out.html.noBoard")))
                    .append("</p>\n");
        } else if (boardsDrawn < INLINE_BOARDS) {
            boardsDrawn++;
            s.append("<figure class=\"board\">\n").append(svg.inline(picture)).append("</figure>\n");
        } else {
            s.append("<p class=\"board-not-drawn\">")
                    .append(escape(texts.text("out.html.boardNotDrawn", INLINE_BOARDS, record.index())))
                    .append(" <span class=\"sfen\">")
                    .append(escape(Sfen.format(picture.position())))
                    .append("</span></p>\n");
        }
    }

    /**
     * The document and clause as a {@code <cite>}, and its address as text to copy: no link, so that
     * the page holds nothing that leads out of it.
     */
    private String citation(Citation c) {
        String cite = "<cite>" + escape(texts.render(c.brief())) + "</cite>";
        return c.url() == null ? cite : cite + " <span class=\"url\">" + escape(c.url()) + "</span>";
    }

    @Override
    public void skipped(String name, Message reason) {
        out.println("<tr data-status=\"skipped\"><td>" + escape(name) + "</td><td></td><td class=\"status\">"
                + escape(texts.text("out.status.skipped")) + "</td><td></td><td>" + escape(texts.render(reason))
                + "</td></tr>");
    }

    @Override
    public void finish(RunTotals s) {
        out.println("</tbody></table>");
        out.println("</section>");
        clean.writeSection(out, texts);
        out.println("<section class=\"findings\">");
        out.println("<h2>" + escape(texts.text("out.html.findings")) + "</h2>");
        sections.drainTo(out);
        out.println("</section>");
        out.println("<section class=\"summary\" id=\"summary\" data-findings=\"" + findingCount + "\" data-boards=\""
                + boardsDrawn + "\" data-compact=\"" + clean.count() + "\">");
        out.println("<h2>" + escape(texts.text("out.html.summary")) + "</h2>");
        for (Message line : RunTotalsLines.of(s)) {
            out.println("<p>" + escape(texts.render(line)) + "</p>");
        }
        out.println("</section>");
        out.println("</main>");
        out.println("<script>\n" + SCRIPT + "</script>");
        out.println("</body>");
        out.println("</html>");
        out.flush();
        sections.close();
        clean.close();
    }

    /** The short name of a verdict status, or of the skipped state, which is no verdict. */
    private String statusName(String id) {
        return id.equals("skipped") ? texts.text("out.status.skipped") : texts.text("status." + id + ".short");
    }
}
