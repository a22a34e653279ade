package dev.shinpan.testing;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.shinpan.text.Catalogue;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Whether a text speaks one language only: English without kana or kanji (a Japanese term of art
 * in parentheses aside, "impasse (持将棋)"), Japanese without Latin words (options as typed
 * aside, "--format json", and values quoted as typed, 'startpos'). Arguments shown as written (record text, codes, ruleset names, square
 * labels) belong to neither language and are replaced by a neutral token before the check.
 */
public final class Languages {

    private static final String KANA_KANJI = "\\p{IsHiragana}\\p{IsKatakana}\\p{IsHan}";
    private static final Pattern JAPANESE = Pattern.compile("[" + KANA_KANJI + "]+");
    private static final Pattern QUOTED_JAPANESE = Pattern.compile("\\([^()]*[" + KANA_KANJI + "][^()]*\\)");
    private static final Pattern LATIN_WORD = Pattern.compile("[A-Za-z]+");
    /** An option as typed, with its value: "--format json". */
    private static final Pattern OPTION = Pattern.compile("--[a-z][a-z-]*(?: [a-z0-9-]+)?");
    /** A value quoted as typed: 'shinpan rulesets', 'startpos'. */
    private static final Pattern QUOTED_AS_TYPED = Pattern.compile("'[^'\\s][^']*'");

    private static final String NEUTRAL = "·";

    private Languages() {}

    /** The message with every argument shown as written replaced by a neutral token, recursively. */
    public static Message neutral(Message m) {
        List<Object> args = new ArrayList<>();
        for (Object arg : m.args()) {
            args.add(neutralArg(arg));
        }
        return new Message(m.key(), args);
    }

    private static Object neutralArg(Object arg) {
        if (arg instanceof Message nested) {
            return neutral(nested);
        }
        if (arg instanceof Message.Joined joined) {
            return Message.join(
                    joined.separatorKey(),
                    joined.items().stream().map(Languages::neutralArg).toList());
        }
        if (arg instanceof String || arg instanceof Message.InJapanese) {
            return NEUTRAL;
        }
        return arg;
    }

    /** Renders the message in both languages and checks that each speaks only its own. */
    public static void assertEachInItsLanguage(Message m) {
        Message neutral = neutral(m);
        assertEnglish(m.key(), Catalogue.english().render(neutral));
        assertJapanese(m.key(), Catalogue.japanese().render(neutral));
    }

    public static void assertEnglish(String what, String text) {
        Matcher found = JAPANESE.matcher(QUOTED_JAPANESE.matcher(text).replaceAll(""));
        assertFalse(found.find(), () -> what + ": Japanese '" + found.group() + "' in English text: " + text);
    }

    public static void assertJapanese(String what, String text) {
        Matcher found = LATIN_WORD.matcher(
                OPTION.matcher(QUOTED_AS_TYPED.matcher(text).replaceAll("")).replaceAll(""));
        assertFalse(found.find(), () -> what + ": English '" + found.group() + "' in Japanese text: " + text);
    }
}
