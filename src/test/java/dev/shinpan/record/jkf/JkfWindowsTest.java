package dev.shinpan.record.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Limits;
import dev.shinpan.record.RecordFormat;
import dev.shinpan.record.codec.RecordReader.ReadOptions;
import dev.shinpan.record.io.CorpusResources;
import dev.shinpan.testing.LishogiGames;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The JKF reader reads a text a window at a time as it reads it held whole
 * ({@link JkfWindowAgreement}): the same record, problems and places, on real files, on the lishogi
 * games as writers save them, and on those games with edits that reach each rule of the reader
 * (keys reordered, given twice or after the moves, null and unusual values, comments, times,
 * specials, forks before their move and after it) or changed character by character.
 */
class JkfWindowsTest {

    private static String jkf(LishogiGames.Game game) {
        return new String(LishogiGames.bytes(game, RecordFormat.JKF), StandardCharsets.UTF_8);
    }

    /** The record of the text, asserted to read the same in windows. */
    private static GameRecord agrees(String text) {
        return JkfWindowAgreement.check(text);
    }

    @Test
    void lishogiGamesReadTheSameEitherWayWithoutAProblem() {
        for (LishogiGames.Game game : LishogiGames.games()) {
            assertEquals(List.of(), agrees(jkf(game)).problems(), "game " + game.number());
        }
    }

    @Test
    void realFilesReadTheSameEitherWay() {
        int moves = 0;
        List<Path> files = CorpusResources.withExtensions("jkf", "json");
        for (Path file : files) {
            String relative = CorpusResources.root().relativize(file).toString().replace('\\', '/');
            moves += agrees(CorpusResources.decoded(relative).text())
                    .mainLine()
                    .moves()
                    .size();
        }
        assertTrue(moves > 1000, "moves read: " + moves);
    }

    /**
     * A book or an analysis: a move with 3,000 forks of four moves, one of them forked again,
     * written with blanks and line breaks, read the same either way.
     */
    @Test
    void aFileOfManyForksIsStreamed() {
        String move = "{\n  \"move\": {\"color\": %d, \"from\": {\"x\": %d, \"y\": %d}, \"to\": {\"x\": %d, \"y\": %d},"
                + " \"piece\": \"FU\"}%s\n }";
        String fork = "[" + String.format(move, 1, 8, 3, 8, 4, "") + ",\n" + String.format(move, 0, 2, 7, 2, 6, "")
                + ",\n"
                + String.format(
                        move, 1, 3, 3, 3, 4, ",\n \"forks\": [[" + String.format(move, 1, 4, 3, 4, 4, "") + "]]")
                + ",\n"
                + String.format(move, 0, 2, 6, 2, 5, "") + "]";
        StringBuilder text = new StringBuilder("{\n \"header\": {\"先手\": \"甲\"},\n \"moves\": [\n  {},\n  ")
                .append(String.format(move, 0, 7, 7, 7, 6, ""))
                .append(",\n  ")
                .append(String.format(
                        move,
                        1,
                        3,
                        3,
                        3,
                        4,
                        ",\n \"forks\": [" + String.join(",\n", java.util.Collections.nCopies(3000, fork)) + "]"))
                .append(",\n  ")
                .append(String.format(move, 0, 2, 7, 2, 6, ""))
                .append("\n ]\n}");
        GameRecord record = agrees(text.toString());
        assertEquals(List.of(), record.problems());
        assertEquals(3, record.mainLine().moves().size());
        assertEquals(3000, record.mainLine().moves().get(1).alternatives().size());
    }

    /**
     * A limit reached stops the reading where it stands, with its located error: moves, variations
     * and comments, each at a small limit, read the same either way.
     */
    @Test
    void aLimitReachedStopsBothPathsAlike() {
        String move =
                "{\"move\":{\"color\":%d,\"from\":{\"x\":%d,\"y\":%d},\"to\":{\"x\":%d,\"y\":%d},\"piece\":\"FU\"}%s}";
        String fork = "[" + String.format(move, 1, 8, 3, 8, 4, ",\"comments\":[\"a\",\"b\"]") + ","
                + String.format(move, 0, 2, 7, 2, 6, "") + "]";
        String text = "{\"header\":{\"先手\":\"甲\"},\"moves\":[{\"comments\":[\"s\"]},"
                + String.format(move, 0, 7, 7, 7, 6, ",\"comments\":[\"c\"]") + ","
                + String.format(move, 1, 3, 3, 3, 4, ",\"forks\":[" + fork + "," + fork + "," + fork + "]") + ","
                + String.format(move, 0, 2, 7, 2, 6, "") + "]}";
        Limits d = Limits.DEFAULT;
        int stopped = 0;
        for (int limit = 1; limit <= 12; limit++) {
            for (String which : List.of("treeMoves", "variations", "comments")) {
                Limits small = Limits.builder()
                        .variations(which.equals("variations") ? limit : d.variations())
                        .treeMoves(which.equals("treeMoves") ? limit : d.treeMoves())
                        .comments(which.equals("comments") ? limit : d.comments())
                        .build();
                ReadOptions options = new ReadOptions("limits.jkf", "UTF-8", null, small);
                GameRecord streamed = JkfWindowAgreement.check(text, options);
                if (!streamed.readable()) {
                    stopped++;
                }
            }
        }
        assertTrue(stopped > 10, "records a limit stopped: " + stopped);
    }

    /** Edits of a writer's text, each reaching a rule of the reader. */
    private static final String[][] EDITS = {
        {"\"same\":true", "\"same\":false"},
        {"\"same\":true", "\"same\":\"yes\""},
        {",\"same\":true", ""},
        {"\"to\":", "\"same\":true,\"to\":"},
        {"\"color\":0", "\"color\":null"},
        {"\"color\":1", "\"color\":2"},
        {"\"color\":0", "\"color\":0.0"},
        {"\"color\":1,", ""},
        {"{\"x\":", "{\"y\":5,\"x\":"},
        {"\"y\":7}", "\"y\":7,\"x\":7}"},
        {"\"y\":6}", "\"y\":6,\"z\":1}"},
        {"\"x\":2,", ""},
        {"\"piece\":\"FU\"", "\"piece\":\"TO\""},
        {"\"piece\":\"FU\"", "\"piece\":\"PAWN\""},
        {"\"piece\":\"KA\"", "\"piece\":\"K\\u0041\""},
        {"\"move\":{", "\"move\":{\"from\":null,"},
        {"\"move\":{", "\"move\":{\"relative\":\"H\","},
        {"\"move\":{", "\"move\":{\"relative\":\"L\","},
        {"\"move\":{", "\"move\":{\"relative\":null,"},
        {"\"move\":{", "\"move\":{\"capture\":\"FU\","},
        {"\"move\":{", "\"move\":{\"capture\":7,"},
        {"\"move\":{", "\"comments\":[\"好手\"],\"move\":{"},
        {"\"move\":{", "\"comments\":[\"a\",\"b\"],\"comments\":[\"c\"],\"move\":{"},
        {"\"move\":{", "\"comments\":null,\"move\":{"},
        {"\"move\":{", "\"comments\":\"one\",\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"m\":1,\"s\":2.5},\"total\":{\"h\":0,\"m\":3,\"s\":4}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"total\":{\"s\":7,\"h\":1}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{}},\"move\":{"},
        {"\"move\":{", "\"time\":null,\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"m\":01,\"s\":2}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":1e2}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":-0}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":1.50}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":.5}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":1234567890}},\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"m\":1},\"now\":{\"m\":2}},\"move\":{"},
        {"\"move\":{", "\"forks\":null,\"move\":{"},
        {"\"move\":{", "\"forks\":[],\"move\":{"},
        {"\"move\":{", "\"special\":\"TORYO\",\"move\":{"},
        {"\"move\":{", "\"special\":null,\"move\":{"},
        {"\"move\":{", "\"extra\":1,\"move\":{"},
        {"}}]}", "}},{\"special\":\"TORYO\"}]}"},
        {"}}]}", "}},{\"comments\":[\"まで\"],\"special\":\"SENNICHITE\"}]}"},
        {"}}]}", "}},{\"special\":\"%TORYO\"}]}"},
        {"}}]}", "}},{\"special\":\"RESIGN\"}]}"},
        {"}}]}", "}},{\"special\":\"TORYO\"},{}]}"},
        {"}}]}", "}},{\"comments\":[\"end\"]}]}"},
        {"}}]}", "}},{}]}"},
        {"}}]}", "}}]}  x"},
        {"}}]}", "}}],\"moves\":[{}]}"},
        {"}}]}", "}}]"},
        {"[{},", "[{\"comments\":[\"開始局面\"]},"},
        {"[{},", "[{\"comments\":[1]},"},
        {"[{},", "[{\"time\":null},"},
        {"[{},", "["},
        {"\"header\":{", "\"header\":{\"手合割\":\"平手\","},
        {"\"header\":{", "\"header\":{\"先手\":\"x\","},
        {"\"header\":{", "\"header\":{\"開始日時\":\"2024/01/02 10:00\","},
        {"\"header\":{", "\"header\":{\"note\":\"a\\\"b\","},
        {"\"header\":{", "\"header\":{\"n\":1,"},
        {"\"initial\":{\"preset\":\"HIRATE\"}", "\"initial\":null"},
        {"\"initial\":{\"preset\":\"HIRATE\"}", "\"initial\":{\"preset\":\"KY\",\"data\":null}"},
        {"\"initial\":{\"preset\":\"HIRATE\"}", "\"initial\":{\"preset\":\"OTHER\"}"},
        {"\"initial\":{\"preset\":\"HIRATE\"},", ""},
        {"\"initial\":{\"preset\":\"HIRATE\"},", "\"version\":1,"},
        {"{\"header\"", "{\"initial\":null,\"header\""},
        {"\"piece\":\"FU\"}", "\"piece\":\"FU\"}\n\u3000"},
        {"\"from\":{", "\"from\" :\r\n {"},
        {",\"piece\"", " ,\t\"piece\""},
        {"},{\"move\"", "},\n{\"move\""},
        {"\"piece\":\"GI\"", "\"piece\":\"G\\u0049\""},
        {"}}]}", "}}],\"initial\":{\"preset\":\"KY\"}}"},
        {"}}]}", "}}],\"note\":1}"},
        {"}}]}", "}}],\"header\":{\"先手\":\"z\"}}"},
        {"}}]}", "}}],\"moves\":[{},{\"special\":\"TORYO\"}]}"},
        {"\"header\":{", "\"note\":{\"a\":1,\"a\":2},\"header\":{"},
        {"\"move\":{", "\"move\":null,\"move\":{"},
        {"\"move\":{", "\"time\":{\"now\":{\"s\":1}},\"time\":{\"now\":{\"s\":2}},\"move\":{"},
        {"\"color\":0,", "\"color\":0,\"color\":1,"},
        {
            "\"move\":{",
            "\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}]],\"move\":{"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}]],\"comments\":[\"after\"]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}]],\"special\":\"TORYO\"}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}]],\"forks\":[[{\"special\":\"CHUDAN\"}]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"},\"forks\":[[{\"special\":\"TORYO\"}]],\"time\":{\"now\":{\"s\":1}}}]],\"time\":5}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":9,\"y\":9},\"to\":{\"x\":2,\"y\":6},\"piece\":\"XX\"}}],5,[{\"x\":1,\"x\":2}]]}"
        },
        {"{\"header\"", "{\"moves\":[{}],\"header\""},
        {
            "\"initial\":{\"preset\":\"HIRATE\"}",
            "\"initial\":{\"preset\":\"OTHER\",\"data\":{\"color\":0,\"board\":[],\"hands\":[{},{}]}}"
        },
        {"\"initial\":{\"preset\":\"HIRATE\"}", "\"initial\":{\"preset\":5}"},
        {"\"initial\":{\"preset\":\"HIRATE\"}", "\"initial\":[1,2]"},
        {"\"header\":{", "\"header\":{\"n\":1.50,\"b\":true,\"o\":{\"k\":[1,\"x\"]},"},
        {"\"move\":{", "\"move\":{\"capture\":1e2,"},
        {"\"move\":{", "\"comments\":[\"a\",{\"b\":1},2.0],\"move\":{"},
        {"\"move\":{", "\"move\":[1,2],\"x\":{"},
        {"\"to\":{\"x\":7,\"y\":6}", "\"to\":{\"y\":6,\"x\":7}"},
        {"\"to\":{\"x\":7,\"y\":6}", "\"to\":{\"x\":7,\"y\":null}"},
        {"\"color\":1,", "\"color\":12345678901,"},
        {"\"color\":1,", "\"color\":\"1\","},
        {"\"piece\":\"FU\"", "\"piece\":null"},
        {"\"piece\":\"FU\"", "\"piece\":7"},
        {"\"same\":true", "\"same\":true,\"to\":null"},
        {"}}]}", "}},{\"special\":5}]}"},
        {"}}]}", "}},{\"special\":\"TORYO\",\"forks\":[[]],\"time\":[1]}]}"},
        // forks after a move: lists of entries of the same shape, nested, ended, empty, or not lists
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":1,\"from\":{\"x\":8,\"y\":3},\"to\":{\"x\":8,\"y\":4},\"piece\":\"FU\"}},{\"special\":\"TORYO\"}],[]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"to\":{\"x\":5,\"y\":5},\"piece\":\"KA\"},\"forks\":[[{\"comments\":[\"x\"],\"move\":{\"color\":0,\"to\":{\"x\":4,\"y\":4},\"piece\":\"KA\"}}]]}]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"},\"time\":{\"now\":{\"s\":3}}}]],\"time\":null}"
        },
        {"\"piece\":\"FU\"}}", "\"piece\":\"FU\"},\"forks\":[{}]}"},
        {"\"piece\":\"FU\"}}", "\"piece\":\"FU\"},\"forks\":[[]]}"},
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"special\":\"TORYO\"},{\"move\":{\"color\":0,\"to\":{\"x\":5,\"y\":5},\"piece\":\"KA\"}}]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"same\":true,\"piece\":\"FU\"}}]]}"
        },
        {
            "\"piece\":\"FU\"}}",
            "\"piece\":\"FU\"},\"forks\":[[{\"move\":{\"color\":0,\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}}],[{\"move\":{\"color\":0,\"from\":{\"x\":1,\"y\":7},\"to\":{\"x\":1,\"y\":6},\"piece\":\"FU\"}}]]}"
        },
    };

    @Test
    void editedGamesReadTheSameEitherWay() {
        Random random = new Random(9);
        List<LishogiGames.Game> games = LishogiGames.games();
        int problems = 0;
        for (int trial = 0; trial < 3000; trial++) {
            String text = jkf(games.get(random.nextInt(games.size())));
            for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
                text = edit(text, EDITS[random.nextInt(EDITS.length)], random);
            }
            if (!agrees(text).problems().isEmpty()) {
                problems++;
            }
        }
        // texts with and without problems are both common, so both ways of the reader are compared
        assertTrue(problems > 300 && problems < 2700, "texts with a problem: " + problems);
    }

    /**
     * Character by character: a random character put in, taken out or changed (blanks and line
     * breaks of every kind between tokens, digits, letters inside strings, a stray comma, a leading
     * zero, an exponent, a control character, an escape), every place moved, read the same either way.
     */
    @Test
    void gamesChangedCharacterByCharacterReadTheSameEitherWay() {
        Random random = new Random(20261201);
        List<LishogiGames.Game> games = LishogiGames.games();
        String alphabet = " \t\n\r\r\n,:{}[]\"\\0123456789-+.eEtrufalsn\u0000\u001f\u3000\uFEFF/xy漢";
        int readable = 0;
        for (int trial = 0; trial < 6000; trial++) {
            StringBuilder text = new StringBuilder(jkf(games.get(random.nextInt(games.size()))));
            for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
                int at = random.nextInt(text.length());
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(4)) {
                    case 0 -> text.insert(at, c);
                    case 1 -> text.deleteCharAt(at);
                    case 2 -> text.setCharAt(at, c);
                    default -> {
                        // blanks and line breaks after a structural character: still JSON, every place moves
                        int next = indexOfAny(text, ",:{[", at);
                        if (next >= 0) {
                            text.insert(next + 1, BLANKS[random.nextInt(BLANKS.length)]);
                        }
                    }
                }
            }
            if (agrees(text.toString()).readable()) {
                readable++;
            }
        }
        assertTrue(readable > 600 && readable < 5400, "readable " + readable);
    }

    private static final String[] BLANKS = {" ", "\t", "\n", "\r\n", "\r", "\n  ", "\r\n\t", "  \r", "\r\r\n"};

    private static int indexOfAny(CharSequence text, String chars, int from) {
        for (int i = from; i < text.length(); i++) {
            if (chars.indexOf(text.charAt(i)) >= 0) {
                return i;
            }
        }
        return -1;
    }

    /** Replaces one occurrence, picked at random, of the edit's first text by its second. */
    private static String edit(String text, String[] edit, Random random) {
        List<Integer> at = new ArrayList<>();
        for (int i = text.indexOf(edit[0]); i >= 0; i = text.indexOf(edit[0], i + 1)) {
            at.add(i);
        }
        if (at.isEmpty()) {
            return text;
        }
        int i = at.get(random.nextInt(at.size()));
        return text.substring(0, i) + edit[1] + text.substring(i + edit[0].length());
    }

    @Test
    void theComparisonSeesADifferentMove() {
        // guards the test itself: records of different moves are not equal
        String text = jkf(LishogiGames.games().get(0));
        GameRecord original = agrees(text);
        GameRecord changed = agrees(text.replaceFirst("\"y\":6}", "\"y\":5}"));
        assertFalse(original == null || changed == null);
        assertNotEquals(original, changed);
    }
}
