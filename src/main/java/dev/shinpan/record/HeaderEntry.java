package dev.shinpan.record;

/**
 * One header or game-information line: key and value as written (trimmed), e.g. {@code 先手} /
 * {@code 羽生善治}, CSA {@code N+} / name or {@code $EVENT} / value. Unknown keys are kept.
 */
public record HeaderEntry(String key, String value, SourceText source) {
}
