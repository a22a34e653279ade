package dev.shinpan.record.kif;

/** What a line of a KIF or KI2 record is, judged from the line alone (docs/formats.md §8). */
enum LineKind {
    BLANK,
    /** {@code #…}: program comment, skipped anywhere. */
    PROGRAM_COMMENT,
    /** {@code *…}: comment on the preceding move, or on the start position. */
    COMMENT,
    /** {@code &…}: bookmark (しおり) on the preceding move. */
    BOOKMARK,
    /** {@code 変化：N手}: a variation replacing move N follows. */
    VARIATION,
    /** {@code まで…}: summary of how the line ended. */
    SUMMARY,
    /** {@code |…|一}: a board-diagram row. */
    BOARD_ROW,
    /** A board-diagram border ({@code +---+}) or file header ({@code ９ ８ … １}): decoration. */
    BOARD_FRAME,
    /** {@code 先手の持駒：…} and its 後手/下手/上手 forms. */
    HAND,
    /** {@code 後手番} / {@code 上手番} / {@code 先手番} / {@code 下手番}. */
    TURN,
    /** {@code 手数----指手----…}: the optional move-section header. */
    MOVE_HEADER,
    /** {@code 手数＝N  ▲…  まで}: the last move of a position-only diagram export. */
    BOARD_MOVE_COUNT,
    /** {@code 盤面回転} / {@code 盤面反転}: a display setting, no content. */
    ROTATION,
    /** A numbered KIF move line. */
    KIF_MOVE,
    /** A line of KI2 moves, starting with a turn mark. */
    KI2_MOVE,
    /** {@code key：value} (or half-width colon). */
    HEADER,
    /** Anything else. */
    OTHER
}
