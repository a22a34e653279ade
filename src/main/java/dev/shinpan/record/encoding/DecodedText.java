package dev.shinpan.record.encoding;

import dev.shinpan.record.Problem;
import dev.shinpan.record.text.RecordText;
import java.util.List;

/**
 * A file's bytes turned into text.
 *
 * @param content  the content, without a byte-order mark
 * @param encoding the canonical name of the encoding used ({@code UTF-8}, {@code windows-31j},
 *                 {@code EUC-JP}, {@code UTF-16LE}, {@code UTF-16BE})
 * @param how      how the encoding was chosen: {@code bom}, {@code declared}, {@code detected}
 * @param problems bytes the encoding could not read, each replaced by U+FFFD and located by line
 *                 and column of the text (warnings)
 */
public record DecodedText(RecordText content, String encoding, String how, List<Problem> problems) {

    public DecodedText {
        problems = List.copyOf(problems);
    }

    public DecodedText(String text, String encoding, String how) {
        this(RecordText.of(text), encoding, how, List.of());
    }

    /** The content as a String, made once when it is held as characters. */
    public String text() {
        return content.string();
    }
}
