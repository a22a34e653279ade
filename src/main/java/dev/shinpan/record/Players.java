package dev.shinpan.record;

/**
 * The players' names as the record gives them (KIF 先手/後手 or 下手/上手, CSA {@code N+}/{@code N-},
 * JKF's header), each null when the record does not name that player.
 *
 * <pre>{@code
 * Players players = record.players();
 * System.out.println(players.black() + " v " + players.white());
 * }</pre>
 *
 * @param black the name of Black (先手, 下手), or null
 * @param white the name of White (後手, 上手), or null
 */
public record Players(String black, String white) {

    /** A record that names neither player. */
    public static final Players NONE = new Players(null, null);
}
