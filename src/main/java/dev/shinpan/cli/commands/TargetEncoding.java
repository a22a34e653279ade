package dev.shinpan.cli.commands;

import dev.shinpan.record.text.StrictEncoder;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The encoding {@code convert} writes: UTF-8, or Shift_JIS as Windows writes it (CP932, which
 * KIF files use in practice and which holds characters plain JIS X 0208 lacks). A character the
 * encoding cannot hold is never replaced by a question mark: the record is not written.
 */
enum TargetEncoding {
    UTF_8("utf-8", StandardCharsets.UTF_8),
    SHIFT_JIS("shift_jis", Charset.forName("windows-31j"));

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

    byte[] encode(String text) throws StrictEncoder.Unencodable {
        return StrictEncoder.encode(text, charset);
    }
}
