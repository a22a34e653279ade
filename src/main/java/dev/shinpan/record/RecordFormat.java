package dev.shinpan.record;

/** The record formats shinpan reads. */
public enum RecordFormat {
    KIF("kif"),
    KI2("ki2"),
    CSA("csa"),
    USI("usi"),
    JKF("jkf");

    private final String id;

    RecordFormat(String id) {
        this.id = id;
    }

    /** The stable name used in JSON output. */
    public String id() {
        return id;
    }
}
