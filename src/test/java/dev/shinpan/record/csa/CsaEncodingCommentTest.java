package dev.shinpan.record.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The encoding comment read by hand gives what the regular expression the reader used before gave. */
class CsaEncodingCommentTest {

    private static final Pattern BEFORE = Pattern.compile("'(?:CSA\\s+)?encoding=(\\S+)", Pattern.CASE_INSENSITIVE);

    @Test
    void sameAsTheRegularExpression() {
        for (String comment : List.of(
                "'encoding=UTF-8",
                "'CSA encoding=SHIFT_JIS",
                "'csa  encoding=utf-8",
                "'CSA\tencoding=x",
                "'CSAencoding=UTF-8",
                "'ENCODING=Shift_JIS",
                "'encoding=",
                "'encoding= x",
                "'encoding=UTF-8 extra",
                "'CSA encoding",
                "'C",
                "'",
                "'CSA",
                "'CSA ",
                "'-- encoding=UTF-8",
                "'Encoding=UTF-8\u3000",
                "'cSa encOding=EUC-JP")) {
            Matcher m = BEFORE.matcher(comment);
            assertEquals(m.matches() ? m.group(1) : null, CsaEncodingComment.declared(comment), comment);
        }
    }
}
