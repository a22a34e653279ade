package dev.shinpan.adjudicate;

/**
 * The public documents the presets' rules come from; {@code docs/rules-sources.md} says what each
 * one establishes and how its clause numbers were confirmed.
 *
 * <pre>{@code
 * for (RuleSource source : RuleSource.values()) {
 *     System.out.println(source.title() + " " + source.url());
 * }
 * }</pre>
 */
public enum RuleSource {
    /** The Japan Shogi Association's rules of play, for professional and amateur games (published 2024). */
    JSA_RULES("JSA 対局規則", "https://www.shogi.or.jp/match/taikyoku_rules/"),
    /** The JSA's regulations for official (professional) games, as published in excerpt. */
    JSA_REGULATIONS("JSA 対局規定(抄録)", "http://www.shogi.or.jp/faq/taikyoku-kitei.html"),
    /** Rules of a JSA-run amateur tournament with the 27-point count and declaration (2015). */
    JSA_AMATEUR(
            "JSA amateur tournament rules (女流アマ王座戦 2015)",
            "https://kifulog.shogi.or.jp/joryu_ouza/2015/04/post-98dc.html"),
    /** A JSA ruling of 2006 (A級, 郷田–久保): a time claim reaching back to an earlier move is invalid. */
    JSA_TIME_RULING(
            "JSA ruling on a retroactive time claim (2006)",
            "https://mozuyama.hatenadiary.org/entry/20061206/P20061206BYOYOMI"),
    /** The United States Shogi Federation's tournament rules of 2000, as posted to shogi-l. */
    USSF("USSF Tournament Rules (2000)", "http://www.shogi.net/shogi-l/Archive/2000/Napr12-30.txt"),
    /** The rules of the CSA's World Computer Shogi Championship. */
    CSA_CHAMPIONSHIP(
            "CSA World Computer Shogi Championship rules (実施要領)", "http://www2.computer-shogi.org/wcsc11/youryou.html"),
    /** The CSA's protocol for game servers, version 1.2: how a server ends a game. */
    CSA_PROTOCOL("CSA server protocol 1.2", "http://www2.computer-shogi.org/protocol/tcp_ip_server_12.html"),
    /** The CSA server floodgate runs; its source is the reference for how floodgate counts repetitions. */
    SHOGI_SERVER("shogi-server (floodgate)", "https://github.com/shogi-server/shogi-server"),
    /** The YaneuraOu engine's source, for its try rule. */
    YANEURAOU("YaneuraOu, entering-king rule TRY_RULE", "https://github.com/yaneurao/YaneuraOu"),
    /** Fairy-Stockfish's variant definitions: how engines score stalemate, and Tori Shogi's repetition rules. */
    FAIRY_STOCKFISH(
            "Fairy-Stockfish variant definitions",
            "https://github.com/fairy-stockfish/Fairy-Stockfish/blob/master/src/variant.cpp"),
    /** pychess-variants' Tori Shogi guide: the rules as pychess.org plays them. */
    PYCHESS_TORI(
            "pychess Tori Shogi guide",
            "https://github.com/gbtami/pychess-variants/blob/master/static/docs/torishogi.md"),
    /** The Japanese Wikipedia article on Tori Shogi: its fouls, and that it has no impasse rule. */
    TORI_JAWIKI("ja.wikipedia 禽将棋", "https://ja.wikipedia.org/wiki/禽将棋"),
    /** A Japanese rule page for Tori Shogi, quoted in English on the 81Dojo forum. */
    TORI_JAPANESE(
            "Tori Shogi Japanese rule text (81Dojo forum)",
            "http://81dojo.com/81forum/showthread.php?tid=610&pid=1114"),
    /** pychess-variants' Minishogi guide: shogi on 5×5, a repetition not perpetual check won by Gote. */
    PYCHESS_MINISHOGI(
            "pychess Minishogi guide",
            "https://github.com/gbtami/pychess-variants/blob/master/static/docs/minishogi.md"),
    /** lishogi's rules, as its rules library scalashogi states them: a repetition is won by Gote. */
    LISHOGI_MINISHOGI(
            "lishogi Minishogi rules (scalashogi)",
            "https://github.com/WandererXII/scalashogi/blob/master/src/main/scala/variant/Minishogi.scala"),
    /** The Japanese Wikipedia article on 5五将棋: shogi's rules on 5×5, 千日手は後手勝ち where adopted. */
    MINISHOGI_JAWIKI("ja.wikipedia 5五将棋", "https://ja.wikipedia.org/wiki/5五将棋");

    private final String title;
    private final String url;

    RuleSource(String title, String url) {
        this.title = title;
        this.url = url;
    }

    /** {@return the document's title as a citation names it} */
    public String title() {
        return title;
    }

    /** {@return where the document can be read} */
    public String url() {
        return url;
    }

    /** The document at a clause a public source confirms. */
    Citation at(String clause) {
        return new Citation(title, clause, url);
    }

    /** The document as a whole, where no clause number is confirmed. */
    Citation whole() {
        return new Citation(title, null, url);
    }
}
