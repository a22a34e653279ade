package dev.shinpan.record.csa;

/**
 * The encoding a CSA comment declares, {@code 'encoding=NAME} or {@code 'CSA encoding=NAME}: read by
 * hand, as the regular expression {@code '(?:CSA\s+)?encoding=(\S+)} (any case) would, without
 * compiling one for a comment read once per file.
 */
final class CsaEncodingComment {

    private CsaEncodingComment() {}

    /**
     * The encoding a comment declares, {@code 'encoding=NAME} or {@code 'CSA encoding=NAME} (any
     * case, blanks after CSA), or null: the name runs to the end of the comment, without blanks.
     */
    static String declared(String comment) {
        int i = 1;
        if (asciiIgnoringCase(comment, i, "CSA")) {
            int blanks = i + 3;
            while (blanks < comment.length() && isRegexSpace(comment.charAt(blanks))) {
                blanks++;
            }
            if (blanks > i + 3) {
                i = blanks;
            }
        }
        if (!asciiIgnoringCase(comment, i, "encoding=")) {
            return null;
        }
        i += 9;
        if (i == comment.length()) {
            return null;
        }
        for (int j = i; j < comment.length(); j++) {
            if (isRegexSpace(comment.charAt(j))) {
                return null;
            }
        }
        return comment.substring(i);
    }

    /** Whether {@code word} (lower or upper case ASCII) stands at {@code at}, ASCII letters compared in any case. */
    private static boolean asciiIgnoringCase(String text, int at, String word) {
        if (at + word.length() > text.length()) {
            return false;
        }
        for (int k = 0; k < word.length(); k++) {
            char a = text.charAt(at + k);
            char b = word.charAt(k);
            if (a != b && !(Character.isLetter(b) && a < 128 && (a | 0x20) == (b | 0x20))) {
                return false;
            }
        }
        return true;
    }

    /** What {@code \\s} matches. */
    private static boolean isRegexSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
    }
}
