package dev.shinpan.record.io;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;

/**
 * A file's name as reports show it. On Linux a name is bytes, not always UTF-8 ({@code caf\xE9.kif}
 * written under Latin-1). A path met in a directory walk keeps those bytes, so the file opens, but
 * its {@code toString()} puts U+FFFD for every byte that is not UTF-8, and two different names
 * would show the same. The bytes are still there in the path's URI, which percent-encodes them:
 * from it an undecodable byte is shown as {@code \xE9}, so every name shows differently.
 */
final class FileNames {

    private FileNames() {}

    /** The path as given, with each byte that is not UTF-8 written {@code \xHH}. */
    static String shown(Path path) {
        String plain = path.toString();
        if (plain.indexOf('\uFFFD') < 0) {
            return plain; // every name that decodes, which is nearly every name: no work
        }
        StringBuilder out = new StringBuilder(plain.length() + 8);
        if (path.getRoot() != null) {
            out.append(path.getRoot());
        }
        for (int i = 0; i < path.getNameCount(); i++) {
            if (i > 0) {
                out.append(path.getFileSystem().getSeparator());
            }
            String name = path.getName(i).toString();
            out.append(name.indexOf('\uFFFD') < 0 ? name : escaped(bytesOf(path.getName(i)), name));
        }
        return out.toString();
    }

    /** The bytes of a one-name path, read back from its URI (the last segment); null when that fails. */
    private static byte[] bytesOf(Path name) {
        try {
            String uri = name.toUri().getRawPath();
            if (uri.endsWith("/")) {
                uri = uri.substring(0, uri.length() - 1); // a folder's URI ends with a slash
            }
            String segment = uri.substring(uri.lastIndexOf('/') + 1);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream(segment.length());
            for (int i = 0; i < segment.length(); i++) {
                char c = segment.charAt(i);
                if (c == '%' && i + 2 < segment.length()) {
                    bytes.write(Integer.parseInt(segment, i + 1, i + 3, 16));
                    i += 2;
                } else {
                    bytes.write(c);
                }
            }
            return bytes.toByteArray();
        } catch (RuntimeException e) {
            return null; // an IOError or a malformed URI: show the name as Java decoded it
        }
    }

    /** The bytes as UTF-8, each byte that does not decode as {@code \xHH}. */
    private static String escaped(byte[] bytes, String otherwise) {
        if (bytes == null) {
            return otherwise;
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer chars = CharBuffer.allocate(bytes.length);
        StringBuilder out = new StringBuilder(bytes.length + 8);
        while (true) {
            CoderResult result = decoder.decode(in, chars, true);
            chars.flip();
            out.append(chars);
            chars.clear();
            if (result.isUnderflow()) {
                break;
            }
            for (int i = 0; i < result.length(); i++) {
                out.append(String.format("\\x%02X", in.get() & 0xFF));
            }
        }
        return out.toString();
    }
}
