package dev.shinpan.property;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * The damage real files suffer, applied to a file's bytes: flipped bits, a cut-off end, lines lost
 * or doubled, the text saved in another encoding, line endings mixed.
 */
public enum Mutations {
    BIT_FLIPS {
        @Override
        byte[] apply(byte[] in, Random r) {
            byte[] out = in.clone();
            for (int i = 0, n = 1 + r.nextInt(8); i < n && out.length > 0; i++) {
                out[r.nextInt(out.length)] ^= (byte) (1 << r.nextInt(8));
            }
            return out;
        }
    },
    TRUNCATION {
        @Override
        byte[] apply(byte[] in, Random r) {
            return Arrays.copyOf(in, in.length == 0 ? 0 : r.nextInt(in.length));
        }
    },
    DELETED_LINES {
        @Override
        byte[] apply(byte[] in, Random r) {
            List<byte[]> lines = lines(in);
            for (int i = 0, n = 1 + r.nextInt(3); i < n && !lines.isEmpty(); i++) {
                lines.remove(r.nextInt(lines.size()));
            }
            return join(lines);
        }
    },
    DUPLICATED_LINES {
        @Override
        byte[] apply(byte[] in, Random r) {
            List<byte[]> lines = lines(in);
            for (int i = 0, n = 1 + r.nextInt(3); i < n && !lines.isEmpty(); i++) {
                int at = r.nextInt(lines.size());
                lines.add(r.nextInt(lines.size() + 1), lines.get(at));
            }
            return join(lines);
        }
    },
    WRONG_ENCODING {
        @Override
        byte[] apply(byte[] in, Random r) {
            String text = decode(in);
            List<Charset> others = List.of(
                    StandardCharsets.UTF_8,
                    Charset.forName("windows-31j"),
                    Charset.forName("EUC-JP"),
                    StandardCharsets.UTF_16LE,
                    StandardCharsets.ISO_8859_1);
            return text.getBytes(others.get(r.nextInt(others.size())));
        }
    },
    MIXED_LINE_ENDINGS {
        @Override
        byte[] apply(byte[] in, Random r) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            for (byte[] line : lines(in)) {
                int content = line.length;
                while (content > 0 && (line[content - 1] == '\n' || line[content - 1] == '\r')) {
                    content--;
                }
                out.write(line, 0, content);
                if (content < line.length) {
                    String[] endings = {"\n", "\r\n", "\r", "\n\r"};
                    out.writeBytes(endings[r.nextInt(endings.length)].getBytes(StandardCharsets.US_ASCII));
                }
            }
            return out.toByteArray();
        }
    };

    abstract byte[] apply(byte[] in, Random r);

    /** Lines with their line ends, which may be CR, LF or CRLF (a damaged file mixes them). */
    static List<byte[]> lines(byte[] in) {
        List<byte[]> lines = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < in.length; i++) {
            if (in[i] == '\n' || in[i] == '\r' && (i + 1 == in.length || in[i + 1] != '\n')) {
                lines.add(Arrays.copyOfRange(in, start, i + 1));
                start = i + 1;
            }
        }
        if (start < in.length) {
            lines.add(Arrays.copyOfRange(in, start, in.length));
        }
        return lines;
    }

    static byte[] join(List<byte[]> lines) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        lines.forEach(out::writeBytes);
        return out.toByteArray();
    }

    /** The text as a reader would see it: UTF-8 when it is valid UTF-8, else CP932. */
    static String decode(byte[] in) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .decode(ByteBuffer.wrap(in))
                    .toString();
        } catch (CharacterCodingException e) {
            return new String(in, Charset.forName("windows-31j"));
        }
    }
}
