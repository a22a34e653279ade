package dev.shinpan.record;

/**
 * The players' names as the record gives them (KIF 先手/後手 or 下手/上手, CSA {@code N+}/{@code N-},
 * JKF's header), each null when the record does not name that player.
 */
public record Players(String black, String white) {

    public static final Players NONE = new Players(null, null);
}
