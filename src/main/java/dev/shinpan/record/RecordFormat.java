package dev.shinpan.record;

/**
 * The record formats shinpan reads.
 *
 * <pre>{@code
 * String csa = Shinpan.write(record, RecordFormat.CSA);
 * System.out.println(csa);
 * }</pre>
 */
public enum RecordFormat {
    /** KIF ({@code .kif}, {@code .kifu}): Kakinoki's format, a header and one numbered move per line. */
    KIF("kif"),
    /** KI2 ({@code .ki2}, {@code .ki2u}): moves in JSA notation, by destination and piece, several per line. */
    KI2("ki2"),
    /** CSA ({@code .csa}): the Computer Shogi Association's standard record format, as game servers write it. */
    CSA("csa"),
    /** USI and SFEN ({@code .usi}, {@code .sfen}): a {@code position} command's text, one record a line. */
    USI("usi"),
    /** JKF ({@code .jkf}, {@code .json}): JSON Kifu Format. */
    JKF("jkf");

    private final String id;

    RecordFormat(String id) {
        this.id = id;
    }

    /** {@return the stable name used in JSON output, e.g. {@code kif}} */
    public String id() {
        return id;
    }
}
