package dev.shinpan.record.io;

import dev.shinpan.record.Problem;
import java.util.List;

/**
 * A file's bytes turned into text.
 *
 * @param text     the content, without a byte-order mark
 * @param encoding the canonical name of the encoding used ({@code UTF-8}, {@code windows-31j},
 *                 {@code EUC-JP})
 * @param how      how the encoding was chosen: {@code bom}, {@code declared}, {@code detected}
 * @param problems bytes the encoding could not read, each replaced by U+FFFD and located by line
 *                 and column of the text (warnings)
 */
public record DecodedText(String text, String encoding, String how, List<Problem> problems) {

    public DecodedText {
        problems = List.copyOf(problems);
    }

    public DecodedText(String text, String encoding, String how) {
        this(text, encoding, how, List.of());
    }
}
