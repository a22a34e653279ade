package dev.shinpan.record;

/**
 * One header or game-information line: key and value as written (trimmed), e.g. {@code 先手} /
 * {@code 羽生善治}, CSA {@code N+} / name or {@code $EVENT} / value. Unknown keys are kept.
 *
 * <pre>{@code
 * for (HeaderEntry entry : record.header()) {
 *     System.out.println(entry.key() + "：" + entry.value());
 * }
 * }</pre>
 *
 * @param key    the key as written, e.g. {@code 先手}, {@code $EVENT}, or {@link #PROGRAM_LINE}
 * @param value  the value as written, trimmed
 * @param source the line, located
 */
public record HeaderEntry(String key, String value, SourceText source) {

    /**
     * The key of a KIF program line before the moves ({@code # ---- Kifu for Windows V7 V7.70 棋譜ファイル ----}),
     * kept as its text after the {@code #}: it names the application that wrote the record.
     */
    public static final String PROGRAM_LINE = "#";
}
