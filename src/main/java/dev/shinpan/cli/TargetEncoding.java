package dev.shinpan.cli;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * The encoding {@code convert} writes: UTF-8, or Shift_JIS as Windows writes it (CP932, which
 * KIF files use in practice and which holds characters plain JIS X 0208 lacks). A character the
 * encoding cannot hold is never replaced by a question mark: the record is not written.
 */
enum TargetEncoding {
    UTF_8("utf-8", StandardCharsets.UTF_8),
    SHIFT_JIS("shift_jis", Charset.forName("windows-31j"));

    /** A character the encoding cannot hold, and the line it stands on (from 1). */
    static final class Unencodable extends Exception {
        private static final long serialVersionUID = 1L;

        final String character;
        final int line;

        Unencodable(String character, int line) {
            super(character, null, false, false);
            this.character = character;
            this.line = line;
        }
    }

    private final String id;
    private final Charset charset;

    TargetEncoding(String id, Charset charset) {
        this.id = id;
        this.charset = charset;
    }

    String id() {
        return id;
    }

    static TargetEncoding of(String id) {
        return id.equals(SHIFT_JIS.id) ? SHIFT_JIS : UTF_8;
    }

    byte[] encode(String text) throws Unencodable {
        CharsetEncoder encoder = charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        try {
            ByteBuffer bytes = encoder.encode(CharBuffer.wrap(text));
            byte[] out = new byte[bytes.remaining()];
            bytes.get(out);
            return out;
        } catch (CharacterCodingException e) {
            CharsetEncoder probe = charset.newEncoder();
            int line = 1;
            for (int at = 0; at < text.length(); ) {
                int next = text.offsetByCodePoints(at, 1);
                String c = text.substring(at, next);
                if (!probe.canEncode(c)) {
                    throw new Unencodable(c, line);
                }
                line += c.equals("\n") ? 1 : 0;
                at = next;
            }
            throw new Unencodable("?", line);
        }
    }
}
