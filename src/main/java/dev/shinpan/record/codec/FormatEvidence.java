package dev.shinpan.record.codec;

import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.text.RecordText;
import dev.shinpan.text.Message;

/**
 * How a format is told from the others by its text (docs/formats.md §8), for the detector in
 * {@code record.format}, which decides with every format's evidence in the registry's order. A
 * format is told either by the character its text opens with (JKF's JSON object), or by its lines:
 * each line counts for the first format, in that order, whose {@link #line} claims it, and the
 * format with the most lines wins, a file's extension breaking ties. Formats told by the same lines
 * (KIF and KI2) share one evidence, which then also tells them apart.
 */
public interface FormatEvidence {

    /** The kind of a line that is no evidence for these formats. */
    int NONE = 0;
    /** What {@link Lines#kind} says of a line that a format before these claims. */
    int OTHER = -1;
    /** Lines looked at: enough to see what a text is without reading a whole archive. */
    int SAMPLE_LINES = 2000;

    /** {@return the formats told, as a list of what shinpan reads names them (KIF, KI2; USI/SFEN)} */
    String names();

    /** {@return whether these formats are told by their lines; else by the character a text opens with} */
    default boolean byLines() {
        return true;
    }

    /**
     * @param first a text's first character that is not blank
     * @return whether {@link #opening} tells what the text is
     */
    default boolean opensWith(char first) {
        return false;
    }

    /**
     * What a text that {@link #opensWith} its character is.
     *
     * @param content the whole text
     * @param head    its head, as characters (the whole of a short text)
     * @param first   where in the head the text's first character that is not blank stands
     * @param length  how many characters of the head hold the text's
     * @return the format, or why the text is none
     */
    default Told opening(RecordText content, char[] head, int first, int length) {
        throw new UnsupportedOperationException(names() + " is told by its lines");
    }

    /**
     * What one line says for these formats, looked at from its start.
     *
     * @param text  the characters
     * @param start where the line starts (a byte order mark left out)
     * @param end   where it ends, its line break left out
     * @return {@link #NONE}, or a kind of line of these formats' own, above zero, for their {@link Tally}
     */
    int line(char[] text, int start, int end);

    /** {@return a new count of the lines of one text} */
    Tally tally();

    /**
     * For a text named for one of these formats: the format when its opening lines already settle
     * it, so that no more lines need counting; the count would say the same.
     *
     * @param named the format the file's name says
     * @param lines the text, its lines classified as the detector classifies them
     * @return the format and why, or null to count the lines
     */
    default Told named(RecordFormat named, Lines lines) {
        return null;
    }

    /** A text's lines as the detector classifies them, for {@link #named}. */
    interface Lines {

        /** {@return the text's characters (its head, for a long text)} */
        char[] text();

        /** {@return how many of {@link #text} hold the text's} */
        int length();

        /**
         * @return these formats' kind of the line {@code text[start, end)}: {@link #NONE} when no
         *         format claims it, {@link #OTHER} when a format before these does
         */
        int kind(int start, int end);

        /** {@return the {@link #kind} of the line holding the first character that is not blank} */
        int firstLine();
    }

    /** The lines of one text counted for these formats. */
    interface Tally {

        /** Counts a line of a kind {@link #line} gave. */
        void count(int kind);

        /** {@return how many lines speak for these formats; zero when none of them would be enough alone} */
        int score();

        /**
         * @param byExtension the format the file's name says, or null
         * @return which of these formats the lines say
         */
        RecordFormat format(RecordFormat byExtension);

        /** {@return why the text is of the format, in a few words: the lines that said so} */
        String reason(RecordFormat format);
    }

    /**
     * What a text was told to be.
     *
     * @param format the format, or null
     * @param reason why it is of the format, or null
     * @param whyNot why it is of none, or null
     */
    record Told(RecordFormat format, String reason, Message whyNot) {

        /** {@return a text of the format, and why} */
        public static Told as(RecordFormat format, String reason) {
            return new Told(format, reason, null);
        }

        /** {@return a text of no format, and why} */
        public static Told none(Message why) {
            return new Told(null, null, why);
        }
    }
}
