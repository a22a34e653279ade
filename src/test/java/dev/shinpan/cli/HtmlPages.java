package dev.shinpan.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads what the tests need from an HTML report: its boards and anything that would make it fetch. */
final class HtmlPages {

    private static final Pattern BOARD = Pattern.compile("<svg\\b[^>]*\\bclass=\"shinpan-board\"");
    /** Markup that makes a browser request something: resource attributes, CSS imports and urls, frames. */
    private static final List<Pattern> FETCHING = List.of(
            Pattern.compile(
                    "\\b(src|srcset|data|poster|background|action|formaction|ping|manifest)\\s*=",
                    Pattern.CASE_INSENSITIVE),
            Pattern.compile(
                    "<(link|iframe|frame|object|embed|img|image|audio|video|source|track|base|use|script[^>]*src)\\b",
                    Pattern.CASE_INSENSITIVE),
            Pattern.compile("url\\s*\\(", Pattern.CASE_INSENSITIVE),
            Pattern.compile("@import", Pattern.CASE_INSENSITIVE),
            Pattern.compile("\\b(fetch|XMLHttpRequest|WebSocket|EventSource|sendBeacon|importScripts)\\b"),
            Pattern.compile("href\\s*=\\s*\"(?!#)", Pattern.CASE_INSENSITIVE));

    private HtmlPages() {}

    static int boards(String html) {
        Matcher m = BOARD.matcher(html);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }

    /**
     * The findings whose position the page accounts for: a board drawn, a pointer to the board of
     * the same position, the position as SFEN past the page's cap, or a note that it cannot be shown.
     */
    static int positionsAccountedFor(String html) {
        return boards(html)
                + count(html, "<p class=\"same-board\">")
                + count(html, "<p class=\"board-not-drawn\">")
                + count(html, "<p class=\"no-board\">");
    }

    static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }

    /** Every piece of markup that would fetch something from outside the page (empty for a self-contained page). */
    static List<String> externalReferences(String html) {
        List<String> found = new ArrayList<>();
        for (Pattern p : FETCHING) {
            Matcher m = p.matcher(html);
            while (m.find()) {
                int from = Math.max(0, m.start() - 30);
                found.add(html.substring(from, Math.min(html.length(), m.end() + 30)));
            }
        }
        return found;
    }
}
