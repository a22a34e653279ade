package dev.shinpan.record.text;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;

/**
 * A record's text as bytes of a charset, never with a question mark for a character the charset
 * lacks: such a character is an {@link Unencodable}, naming it and its line, so that the writer can
 * say why the record is not written.
 */
public final class StrictEncoder {

    /** A character the charset cannot hold, and the line it stands on (from 1). */
    public static final class Unencodable extends Exception {
        private static final long serialVersionUID = 1L;

        public final String character;
        public final int line;

        Unencodable(String character, int line) {
            super(character, null, false, false);
            this.character = character;
            this.line = line;
        }
    }

    private StrictEncoder() {}

    public static byte[] encode(String text, Charset charset) throws Unencodable {
        CharsetEncoder encoder = charset.newEncoder()
                .onMalformedInput(CodingErrorAction.REPORT)
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
