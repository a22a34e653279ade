package dev.shinpan.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.cli.report.Lang;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The language comes from the POSIX variables as the C library reads them (LC_ALL, then LC_MESSAGES,
 * then LANG; POSIX.1-2017 Base Definitions §8.2), even where the machine has no Japanese locale
 * installed and Java's own locale is English.
 */
class LocaleVariablesTest {

    @Test
    void langJapaneseIsJapaneseWhateverJavasLocale() {
        assertEquals(Lang.JA, Lang.fromEnvironment(Map.of("LANG", "ja_JP.UTF-8"), Locale.ENGLISH));
        assertEquals(Lang.JA, Lang.fromEnvironment(Map.of("LANG", "ja_JP.eucJP"), Locale.ENGLISH));
        assertEquals(Lang.JA, Lang.fromEnvironment(Map.of("LANG", "ja"), Locale.ENGLISH));
    }

    @Test
    void lcAllThenLcMessagesThenLang() {
        assertEquals(Lang.EN, Lang.fromEnvironment(Map.of("LC_ALL", "C", "LANG", "ja_JP.UTF-8"), Locale.JAPANESE));
        assertEquals(
                Lang.JA,
                Lang.fromEnvironment(Map.of("LC_MESSAGES", "ja_JP.UTF-8", "LANG", "en_US.UTF-8"), Locale.ENGLISH));
        assertEquals(
                Lang.EN,
                Lang.fromEnvironment(Map.of("LC_MESSAGES", "en_GB.UTF-8", "LANG", "ja_JP.UTF-8"), Locale.JAPANESE));
        // an empty variable counts as unset
        assertEquals(Lang.JA, Lang.fromEnvironment(Map.of("LC_ALL", "", "LANG", "ja_JP.UTF-8"), Locale.ENGLISH));
    }

    @Test
    void aLanguageShinpanDoesNotSpeakIsEnglishAndNoVariableLeavesItToJava() {
        assertEquals(Lang.EN, Lang.fromEnvironment(Map.of("LANG", "fr_FR.UTF-8"), Locale.JAPANESE));
        assertEquals(Lang.EN, Lang.fromEnvironment(Map.of("LANG", "POSIX"), Locale.JAPANESE));
        assertEquals(Lang.JA, Lang.fromEnvironment(Map.of(), Locale.JAPANESE));
        assertEquals(Lang.EN, Lang.fromEnvironment(Map.of(), Locale.ENGLISH));
    }

    @Test
    void aJapaneseUserGetsJapaneseReportAndHelpWithoutLang() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(JavaProcess.command("check", "samples/nifu.kif"));
        pb.environment().remove("LC_ALL");
        pb.environment().remove("LC_MESSAGES");
        pb.environment().put("LANG", "ja_JP.UTF-8");
        JavaProcess.Result r = JavaProcess.run(pb, null);
        assertTrue(r.out().contains("二歩") && !r.out().contains("First illegal move"), r.out());

        ProcessBuilder help = new ProcessBuilder(JavaProcess.command("check", "--help"));
        help.environment().remove("LC_ALL");
        help.environment().put("LC_MESSAGES", "ja_JP.UTF-8");
        help.environment().put("LANG", "C.UTF-8");
        JavaProcess.Result h = JavaProcess.run(help, null);
        assertTrue(h.out().contains("棋譜"), h.out());

        ProcessBuilder english = new ProcessBuilder(JavaProcess.command("check", "samples/nifu.kif"));
        english.environment().put("LC_ALL", "C.UTF-8");
        english.environment().put("LANG", "ja_JP.UTF-8");
        assertTrue(JavaProcess.run(english, null).out().contains("First illegal move"));
    }
}
