package dev.shinpan.record.io;

/**
 * A file's bytes turned into text.
 *
 * @param text     the content, without a byte-order mark
 * @param encoding the canonical name of the encoding used ({@code UTF-8}, {@code windows-31j},
 *                 {@code EUC-JP})
 * @param how      how the encoding was chosen: {@code bom}, {@code declared}, {@code detected}
 */
public record DecodedText(String text, String encoding, String how) {
}
