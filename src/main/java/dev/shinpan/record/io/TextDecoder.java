package dev.shinpan.record.io;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Decodes a record file, in the order FORMATS.md §0 recommends: byte-order mark, then an explicit
 * declaration line ({@code #KIF … encoding=}, {@code 'CSA encoding=}, {@code 'encoding=}), then
 * strict UTF-8, then CP932 ({@code windows-31j}, which Shift_JIS files need in practice), then
 * EUC-JP. The file extension is not trusted.
 */
public final class TextDecoder {

    public static final Charset CP932 = Charset.forName("windows-31j");
    public static final Charset EUC_JP = Charset.forName("EUC-JP");

    private static final Pattern DECLARATION = Pattern.compile(
            "^(?:#KIF|#KI2|'CSA|')[^\\r\\n]*?encoding=([A-Za-z0-9_\\-]+)", Pattern.MULTILINE);

    private TextDecoder() {
    }

    /** Decodes the bytes, or returns empty when no supported encoding reads them cleanly. */
    public static Optional<DecodedText> decode(byte[] bytes) {
        if (bytes.length >= 3 && (bytes[0] & 0xFF) == 0xEF && (bytes[1] & 0xFF) == 0xBB && (bytes[2] & 0xFF) == 0xBF) {
            return strict(bytes, 3, StandardCharsets.UTF_8).map(t -> new DecodedText(t, "UTF-8", "bom"));
        }
        Optional<Charset> declared = declared(bytes);
        if (declared.isPresent()) {
            Optional<String> text = strict(bytes, 0, declared.get());
            if (text.isPresent()) {
                return Optional.of(new DecodedText(text.get(), canonical(declared.get()), "declared"));
            }
        }
        Optional<String> utf8 = strict(bytes, 0, StandardCharsets.UTF_8);
        if (utf8.isPresent()) {
            return Optional.of(new DecodedText(utf8.get(), "UTF-8", "detected"));
        }
        Optional<String> cp932 = strict(bytes, 0, CP932);
        Optional<String> eucJp = strict(bytes, 0, EUC_JP);
        // EUC-JP bytes often also decode as CP932, into half-width katakana: prefer the reading
        // that yields ordinary Japanese text.
        if (cp932.isPresent() && (eucJp.isEmpty() || japaneseScore(cp932.get()) >= japaneseScore(eucJp.get()))) {
            return Optional.of(new DecodedText(cp932.get(), "windows-31j", "detected"));
        }
        return eucJp.map(t -> new DecodedText(t, "EUC-JP", "detected"));
    }

    /** Kana and kanji count for, half-width katakana (rare in records, common in misreadings) against. */
    private static int japaneseScore(String text) {
        int score = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= '\u3040' && c <= '\u30FF' || c >= '\u4E00' && c <= '\u9FFF') {
                score++;
            } else if (c >= '\uFF61' && c <= '\uFF9F') {
                score -= 2;
            }
        }
        return score;
    }

    /** The encoding named by a declaration line in the first bytes, if any and if known. */
    static Optional<Charset> declared(byte[] bytes) {
        // Declarations are ASCII, so reading the head as ISO-8859-1 finds them in any encoding.
        String head = new String(bytes, 0, Math.min(bytes.length, 512), StandardCharsets.ISO_8859_1);
        Matcher m = DECLARATION.matcher(head);
        if (!m.find()) {
            return Optional.empty();
        }
        String name = m.group(1).toUpperCase(Locale.ROOT).replace('_', '-');
        return switch (name) {
            case "UTF-8", "UTF8" -> Optional.of(StandardCharsets.UTF_8);
            case "SHIFT-JIS", "SJIS", "CP932", "WINDOWS-31J", "MS932" -> Optional.of(CP932);
            case "EUC-JP", "EUCJP" -> Optional.of(EUC_JP);
            default -> Optional.empty();
        };
    }

    private static Optional<String> strict(byte[] bytes, int offset, Charset cs) {
        try {
            String text = cs.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes, offset, bytes.length - offset))
                    .toString();
            return Optional.of(text);
        } catch (CharacterCodingException e) {
            return Optional.empty();
        }
    }

    private static String canonical(Charset cs) {
        if (cs.equals(StandardCharsets.UTF_8)) {
            return "UTF-8";
        }
        return cs.equals(CP932) ? "windows-31j" : cs.name();
    }
}
