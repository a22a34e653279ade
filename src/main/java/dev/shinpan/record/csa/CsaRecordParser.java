package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.StatedEnding;
import dev.shinpan.record.StatedRule;
import dev.shinpan.record.build.EndingDraft;
import dev.shinpan.record.build.MoveDraft;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.record.text.Blanks;
import dev.shinpan.record.text.LineChars;
import dev.shinpan.rules.Handicap;
import dev.shinpan.rules.Side;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Violation;
import dev.shinpan.rules.WrittenMove;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the statements of one CSA record in order: version, game information and comments, the
 * start position closed by its turn line, then moves, times, specials and comments (docs/formats.md
 * §3.1). Every comment goes to the move before it, or to the start position before the first
 * move. A problem that makes the rest uncertain (a move that does not parse, a broken position)
 * is an error and ends the reading of this record; the other records of the file are not affected.
 */
final class CsaRecordParser {

    private enum Phase {
        HEADER,
        POSITION,
        MOVES
    }

    /** Unknown statements are rare: a regular expression is fine, compiled only when one appears. */
    private static final class Rare {
        static final Pattern MOVE_LIKE = Pattern.compile("\\d{4}[A-Z]{2}");
    }

    /** The statements that give a start position, as messages name them. */
    private static final String POSITION_LINES = "PI, P1–P9, P+/P-";

    private static final Set<String> VERSIONS = Set.of("2", "2.1", "2.2", "3.0");
    static final String VERSION_KEY = "V";
    static final String ENCODING_KEY = "encoding";

    private final RecordSink builder;
    private final CsaMoveParser moveParser;
    private final CsaPositionSection position;
    private final boolean firstRecord;
    private final ServerRulings rulings;
    private final ServerNotes notes;

    private Phase phase = Phase.HEADER;
    private boolean onlyCommentsSoFar = true;
    private MoveDraft awaitingTime;
    /** The special move just read ({@code %KACHI}), whose own {@code T} line may follow: its time is the ending's. */
    private EndingDraft specialAwaitingTime;

    private CsaStatement firstSpecial;
    private CsaStatement previous;
    /** The time left that a Shogi Wars move stated ({@code ,L599}), for a {@code T} line after it to keep. */
    private MoveTime awaitingRemaining;
    /** {@code To_Move:} lines, to compare with the start position's side to move once it is known. */
    private List<CsaStatement> toMoveLines;
    /** The even start was taken because the record gives no position (Shogi Wars exports). */
    private boolean startAssumed;

    CsaRecordParser(RecordSink builder, Variant variant, boolean firstRecord) {
        this.builder = builder;
        this.moveParser = new CsaMoveParser(variant);
        this.position = new CsaPositionSection(variant, builder);
        this.firstRecord = firstRecord;
        this.rulings = new ServerRulings(builder);
        this.notes = new ServerNotes(builder, moveParser);
    }

    /** Takes the next statement of the record. */
    void accept(CsaStatement s) {
        if (builder.stopped()) {
            return;
        }
        take(s);
        previous = s;
    }

    /**
     * Takes the line most lines of a record are, one move ({@code +7776FU}), the time of the move
     * before it ({@code T12}) or a comment after it ({@code '** 30 -3334FU}), without going through
     * the statement splitter: the line is {@code chars[start, end)}
     * of {@code source}, trailing blanks dropped. Returns false, having taken nothing, for any other
     * line and for one the general way would warn about or stop at; that way then reads it.
     */
    boolean quickLine(char[] chars, int start, int end, int line) {
        if (phase != Phase.MOVES || builder.stopped() || start == end) {
            return false;
        }
        char first = chars[start];
        if (first == '+' || first == '-') {
            WrittenMove move = end - start == 7 ? moveParser.move(chars, start, end) : null;
            if (move == null) {
                return false;
            }
            addMove(move, SourceText.of(chars, start, end, line, 1));
        } else if (first == 'T' && awaitingTime != null) {
            MoveTime t = CsaMoveParser.time(chars, start, end);
            if (t == null || t.negative()) {
                return false;
            }
            awaitingTime.time(t.withRemainingOf(awaitingRemaining));
            awaitingTime = null;
        } else if (first == '\''
                && builder.played() > 0
                && !LineChars.startsWith(chars, end, ServerResultComment.PREFIX, start)
                && !LineChars.startsWith(chars, end, ServerNotes.ILLEGAL_MOVE_NOTE, start + 1)) {
            // (the prefixes hold no blank or line break, so neither can match past the line's end)
            // a comment after a move (floodgate writes one after every move); the move stays awaiting its time
            if (!builder.admitComments(1, SourceText.of(chars, start, end, line, 1))) {
                return true;
            }
            builder.comment(new String(chars, start + 1, end - start - 1));
            previous = CsaStatement.of(chars, start, end, line, 1);
            return true;
        } else {
            return false;
        }
        // what the general way leaves behind a move or a time: only a comment counts as previous
        onlyCommentsSoFar = false;
        previous = null;
        return true;
    }

    /** Completes the record once its last line ({@code lastLine}) has been read. */
    void finish(int lastLine) {
        // after an error that stopped the reading, a start left incomplete is its consequence, not news
        if ((phase == Phase.HEADER || phase == Phase.POSITION) && !builder.stopped()) {
            builder.problem(Problem.error(lastLine, 1, "", Message.of("read.csa.no-start", "PI, P1–P9", "P+/P-")));
        }
        notes.finish();
        if (builder.start() != null) {
            rulings.finish();
        }
    }

    private void take(CsaStatement s) {
        switch (s.kind()) {
            case COMMENT -> comment(s);
            case VERSION -> version(s);
            case NAME -> name(s);
            case INFO -> info(s);
            case POSITION_PI, POSITION_ROW, POSITION_PIECES -> positionLine(s);
            case TURN -> turn(s);
            case MOVE -> move(s);
            case TIME -> time(s);
            case REMAINING_TIME -> remaining(s);
            case TO_MOVE -> toMove(s);
            case PLAYER_INFO -> playerInfo(s);
            case SPECIAL -> special(s);
            case RULING -> ruling(s);
            case GAME_SUMMARY -> gameSummary(s);
            case PROTOCOL -> stop(s, Message.of("read.csa.protocol", "CSA", "Game_Summary"));
            case UNKNOWN -> unknown(s);
        }
        if (s.kind() != CsaStatementKind.COMMENT) {
            onlyCommentsSoFar = false;
        }
    }

    private void comment(CsaStatement s) {
        if (firstRecord && onlyCommentsSoFar && phase == Phase.HEADER) {
            String declared = CsaEncodingComment.declared(s.text());
            if (declared != null) {
                builder.header(ENCODING_KEY, declared, s.source());
                return;
            }
        }
        if (!builder.admitComments(1, s.source())) {
            return;
        }
        String text = s.text().substring(1);
        builder.comment(text);
        notes.comment(s, text, phase == Phase.MOVES);
    }

    private void version(CsaStatement s) {
        String value = s.text().substring(1);
        builder.header(VERSION_KEY, value, s.source());
        if (!VERSIONS.contains(value)) {
            builder.problem(Problem.warning(
                    s.source(),
                    Message.of("read.csa.version-unknown", "CSA", "V" + value, "V2, V2.1, V2.2, V3.0", "V1")));
        }
        if (!onlyCommentsSoFar || phase != Phase.HEADER) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.version-late")));
        }
    }

    private void name(CsaStatement s) {
        infoOrder(s, false);
        String name = s.text().substring(2).strip();
        builder.header(s.text().substring(0, 2), name, s.source());
        builder.player(s.text().charAt(1) == '+' ? Side.BLACK : Side.WHITE, name, false);
    }

    /** 81Dojo's {@code I+…} / {@code I-…} line about a player: kept in the header as written, key {@code I+} or {@code I-}. */
    private void playerInfo(CsaStatement s) {
        infoOrder(s, false);
        builder.header(s.text().substring(0, 2), s.text().substring(2).strip(), s.source());
    }

    /**
     * {@code To_Move:+} or {@code To_Move:-}, kept in the header, and compared with the start
     * position's side to move once that is known: the turn line decides, a disagreement is reported.
     */
    private void toMove(CsaStatement s) {
        infoOrder(s, false);
        String value = s.text().substring(CsaStatementKind.TO_MOVE_KEY.length()).strip();
        builder.header(
                CsaStatementKind.TO_MOVE_KEY.substring(0, CsaStatementKind.TO_MOVE_KEY.length() - 1),
                value,
                s.source());
        if (!value.equals("+") && !value.equals("-")) {
            builder.problem(Problem.warning(
                    s.source(),
                    Message.of(
                            "read.csa.to-move-shape",
                            s.text(),
                            CsaStatementKind.TO_MOVE_KEY + "+",
                            CsaStatementKind.TO_MOVE_KEY + "-")));
            return;
        }
        if (toMoveLines == null) {
            toMoveLines = new ArrayList<>(1);
        }
        toMoveLines.add(s);
        if (builder.start() != null) {
            checkToMove();
        }
    }

    /** Compares the {@code To_Move:} lines read so far with the start position's side to move. */
    private void checkToMove() {
        if (toMoveLines == null) {
            return;
        }
        Side start = builder.start().position().sideToMove();
        for (CsaStatement s : toMoveLines) {
            Side stated = s.text().endsWith("+") ? Side.BLACK : Side.WHITE;
            if (stated != start) {
                builder.problem(
                        Problem.warning(s.source(), Message.of("read.csa.to-move-disagrees", s.text(), stated, start)));
            }
        }
        toMoveLines = null;
    }

    private void info(CsaStatement s) {
        int colon = s.text().indexOf(':');
        String key = colon < 0 ? s.text() : s.text().substring(0, colon);
        String value = colon < 0 ? "" : s.text().substring(colon + 1).strip();
        if (colon < 0) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.info-shape", "$KEY:value")));
        }
        // WCSC relays write $END_TIME after the moves (docs/formats.md, deviation 38): harmless.
        infoOrder(s, key.equals("$END_TIME"));
        builder.header(key, value, s.source());
        switch (key) {
            case "$MAX_MOVES" -> builder.statedRule(StatedRule.Subject.MAX_MOVES, value, s.source());
            case "$JISHOGI" -> builder.statedRule(StatedRule.Subject.IMPASSE_POINTS, value, s.source());
            case WarsResult.FINAL_KEY, WarsResult.WINNER_KEY -> notes.warsHeader(key, s);
            default -> {
                // the rest is information about the game, kept in the header
            }
        }
    }

    private void infoOrder(CsaStatement s, boolean allowedAfterMoves) {
        if (phase == Phase.POSITION) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.info-in-position", "PI/P1–P9/P+/P-")));
        } else if (phase == Phase.MOVES && !allowedAfterMoves) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.info-after-position")));
        }
    }

    private void positionLine(CsaStatement s) {
        if (phase == Phase.MOVES) {
            stop(s, Message.of("read.csa.position-after-turn"));
            return;
        }
        phase = Phase.POSITION;
        position.accept(s); // a statement that spoils the position has stopped the reading
    }

    private void turn(CsaStatement s) {
        if (phase == Phase.MOVES) {
            stop(s, Message.of("read.csa.turn-again"));
            return;
        }
        if (!position.started()) {
            Side side = s.text().equals("+") ? Side.BLACK : Side.WHITE;
            assumeEvenStart(side, s, Message.of("read.csa.turn-without-position", s.text(), POSITION_LINES));
            return;
        }
        StartPosition start = position.finish(s);
        if (start == null) {
            return; // the position's errors have stopped the reading
        }
        builder.start(start);
        phase = Phase.MOVES;
        checkToMove();
    }

    /**
     * The record gives no position at all, only header lines and moves: Shogi Wars exports are
     * written so, and editors read them as an even game. So is it read here, with a warning, and
     * the first move must fit it. An even game starts with Black: a record that has White move
     * first without a position is a handicap game whose position is missing, and is not read.
     */
    private void assumeEvenStart(Side first, CsaStatement at, Message warning) {
        if (first != Side.BLACK) {
            stop(at, Message.of("read.csa.white-without-position", at.text(), POSITION_LINES));
            return;
        }
        builder.problem(Problem.warning(at.source(), warning));
        builder.start(StartPosition.of(Handicap.EVEN, null));
        startAssumed = true;
        phase = Phase.MOVES;
        checkToMove();
    }

    private void move(CsaStatement s) {
        if (phase == Phase.POSITION) {
            stop(s, Message.of("read.csa.move-before-turn"));
            return;
        }
        WrittenMove move = moveParser.move(s.chars(), s.from(), s.to());
        if (move == null) {
            stop(s, moveParser.error());
            return;
        }
        if (phase == Phase.HEADER) {
            assumeEvenStart(move.side(), s, Message.of("read.csa.moves-without-position", POSITION_LINES));
            if (phase != Phase.MOVES) {
                return;
            }
        }
        addMove(move, s.source());
    }

    private MoveDraft addMove(WrittenMove move, SourceText text) {
        if (startAssumed && builder.played() == 0) {
            Violation why = builder.explain(move);
            if (why != null) {
                builder.problem(Problem.error(
                        text, Message.of("read.csa.assumed-start-wrong", text.text(), why.explanation())));
                return null;
            }
        }
        if (firstSpecial != null) {
            builder.problem(Problem.warning(
                    text, Message.of("read.csa.move-after-special", firstSpecial.text(), firstSpecial.line())));
        }
        MoveDraft d = builder.addMove(move, text, null);
        awaitingTime = d;
        awaitingRemaining = null;
        specialAwaitingTime = null;
        return d;
    }

    private void time(CsaStatement s) {
        MoveTime t = CsaMoveParser.time(s.chars(), s.from(), s.to());
        if (t == null) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.time-shape", "T", "T12, T6.123")));
        } else if (t.negative()) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.time-negative")));
        }
        if (phase != Phase.MOVES) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.time-early")));
        } else if (awaitingTime != null) {
            awaitingTime.time(t == null ? awaitingRemaining : t.withRemainingOf(awaitingRemaining));
            awaitingTime = null;
        } else if (specialAwaitingTime != null) {
            // WCSC and Kifu for Windows write the time of the special move after it (docs/formats.md, deviation 36);
            // shogi-server charges a %KACHI and logs its time so, which the clock weighs (docs/rules.md F5)
            if (t != null && !t.negative()) {
                specialAwaitingTime.time(t);
            }
            specialAwaitingTime = null;
        } else if (t == null || !recoverGluedMove(s, t)) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.time-alone")));
        }
    }

    /**
     * Floodgate 2012: the first move written at the end of a comment line ({@code '…+2726FU}),
     * so its {@code T} line follows a comment (docs/formats.md §3.5, deviation 42). The move is taken
     * out of the comment, with a warning.
     */
    private boolean recoverGluedMove(CsaStatement time, MoveTime t) {
        if (previous == null || previous.kind() != CsaStatementKind.COMMENT || builder.lastComment() == null) {
            return false;
        }
        Matcher m = CsaMoveParser.Rare.MOVE_AT_END.matcher(previous.text());
        if (!m.find() || m.start() == 0) {
            return false;
        }
        WrittenMove glued = moveParser.move(m.group());
        // A reading-line comment ('** 30 -3334FU +2726FU) also ends in a move: only take one
        // whose side mark says it is the move due here.
        if (glued == null || glued.side() != builder.sideToMove()) {
            return false;
        }
        String rest = Blanks.stripTrailing(previous.text().substring(1, m.start()));
        builder.replaceLastComment(rest.isEmpty() ? null : rest);
        SourceText at = previous.source(m.start(), 7);
        builder.problem(Problem.warning(
                at, Message.of("read.csa.move-in-comment", m.group(), time.text(), builder.played() + 1)));
        MoveDraft d = addMove(glued, at);
        if (d != null) {
            d.time(t);
        }
        awaitingTime = null;
        return true;
    }

    /**
     * Shogi Wars' raw moves write the mover's time left after the move on its line
     * ({@code +7776FU,L599}): the move's time, until a {@code T} line adds the time spent.
     */
    private void remaining(CsaStatement s) {
        boolean afterMove = previous != null
                && previous.kind() == CsaStatementKind.MOVE
                && previous.line() == s.line()
                && awaitingTime != null;
        double seconds = CsaMoveParser.remaining(s.chars(), s.from(), s.to());
        if (Double.isNaN(seconds)) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.remaining-shape", "L", "L599")));
        } else if (!afterMove) {
            builder.problem(Problem.warning(s.source(), Message.of("read.csa.remaining-alone", "+7776FU,L599")));
        } else {
            awaitingRemaining = MoveTime.remaining(seconds);
            awaitingTime.time(awaitingRemaining);
        }
    }

    private void special(CsaStatement s) {
        if (phase == Phase.HEADER) {
            assumeEvenStart(Side.BLACK, s, Message.of("read.csa.moves-without-position", POSITION_LINES));
        } else if (phase == Phase.POSITION) {
            stop(s, Message.of("read.csa.special-before-turn"));
            return;
        }
        CsaSpecial special = CsaSpecial.byName(s.text().substring(1));
        if (special == null) {
            builder.problem(
                    Problem.warning(s.source(), Message.of("read.csa.special-unknown", s.text(), CsaSpecial.names())));
        }
        if (firstSpecial != null) {
            builder.problem(Problem.warning(
                    s.source(), Message.of("read.csa.special-again", firstSpecial.text(), firstSpecial.line())));
        } else {
            firstSpecial = s;
        }
        int played = builder.played();
        StatedEnding meaning =
                special == null ? StatedEnding.interrupted() : special.meaning(builder.toMoveAfter(played));
        EndingDraft ending = builder.addEnding(meaning, played, s.source(), EndingOrigin.TERMINAL_MOVE);
        awaitingTime = null;
        specialAwaitingTime = ending;
    }

    /** A {@code #} line: the server's ruling, weighed with the special before it once the record is read. */
    private void ruling(CsaStatement s) {
        if (phase == Phase.HEADER) {
            assumeEvenStart(Side.BLACK, s, Message.of("read.csa.moves-without-position", POSITION_LINES));
        } else if (phase == Phase.POSITION) {
            stop(s, Message.of("read.csa.special-before-turn"));
            return;
        }
        rulings.accept(s, builder.played());
    }

    /** {@code Name+:…}, {@code Name-:…}, {@code Your_Turn:+}: kept in the header; a name is the player's. */
    private void gameSummary(CsaStatement s) {
        infoOrder(s, false);
        int colon = s.text().indexOf(':');
        String key = s.text().substring(0, colon);
        String value = s.text().substring(colon + 1).strip();
        builder.header(key, value, s.source());
        if (key.startsWith("Name") && !value.isEmpty()) {
            builder.player(key.charAt(4) == '+' ? Side.BLACK : Side.WHITE, value, false);
        } else if (!key.startsWith("Name")) {
            rulings.yourTurn(s);
        }
    }

    private void unknown(CsaStatement s) {
        // only where the statement starts: a move inside other text (a log line quoting a reading) is no move
        if (phase == Phase.MOVES && Rare.MOVE_LIKE.matcher(s.text()).lookingAt()) {
            stop(s, Message.of("read.csa.move-like", "CSA", "+7776FU"));
            return;
        }
        builder.problem(Problem.warning(
                s.source(), Message.of("read.csa.unknown-statement", "CSA", "V, N+/N-, $, P, +/-, T, %", "'")));
    }

    /** An error at the statement: CSA has no variations, so it ends the reading of the record. */
    private void stop(CsaStatement s, Message message) {
        builder.problem(Problem.error(s.source(), message));
    }
}
