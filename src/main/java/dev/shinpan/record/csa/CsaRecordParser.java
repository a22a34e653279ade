package dev.shinpan.record.csa;

import dev.shinpan.record.EndingOrigin;
import dev.shinpan.record.EndingReason;
import dev.shinpan.record.MoveTime;
import dev.shinpan.record.Problem;
import dev.shinpan.record.RefusedMove;
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

    private static final String ILLEGAL_MOVE_NOTE = "ILLEGAL_MOVE(";
    /** shogi-server's comment naming the game's move limit ({@code 'Max_Moves:256}). */
    private static final String MAX_MOVES_NOTE = "Max_Moves:";
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

    private Phase phase = Phase.HEADER;
    private boolean onlyCommentsSoFar = true;
    private MoveDraft awaitingTime;
    /** The special move just read ({@code %KACHI}), whose own {@code T} line may follow: its time is the ending's. */
    private EndingDraft specialAwaitingTime;

    private CsaStatement firstSpecial;
    private CsaStatement previous;
    private CsaStatement illegalMoveNote;
    /** The moves played when {@link #illegalMoveNote} was written: the refused move was due after them. */
    private int illegalMoveNotePlayed;
    /** The time left that a Shogi Wars move stated ({@code ,L599}), for a {@code T} line after it to keep. */
    private MoveTime awaitingRemaining;
    /** {@code To_Move:} lines, to compare with the start position's side to move once it is known. */
    private List<CsaStatement> toMoveLines;
    /** A server's {@code 'Max_Moves:N} comment before the first move; a {@code $MAX_MOVES} line wins over it. */
    private CsaStatement maxMovesComment;

    private CsaStatement warsFinal;
    private CsaStatement warsWinner;
    /** The even start was taken because the record gives no position (Shogi Wars exports). */
    private boolean startAssumed;

    CsaRecordParser(RecordSink builder, Variant variant, boolean firstRecord) {
        this.builder = builder;
        this.moveParser = new CsaMoveParser(variant);
        this.position = new CsaPositionSection(variant, builder);
        this.firstRecord = firstRecord;
        this.rulings = new ServerRulings(builder);
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
                && !LineChars.startsWith(chars, end, ServerSummary.PREFIX, start)
                && !LineChars.startsWith(chars, end, ILLEGAL_MOVE_NOTE, start + 1)) {
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
        if (maxMovesComment != null
                && builder.statedRules().stream().noneMatch(r -> r.subject() == StatedRule.Subject.MAX_MOVES)) {
            String comment = Blanks.strip(maxMovesComment.text().substring(1));
            builder.statedRule(
                    StatedRule.Subject.MAX_MOVES,
                    Blanks.strip(comment.substring(MAX_MOVES_NOTE.length())),
                    SourceText.of("'" + comment, maxMovesComment.line(), maxMovesComment.column()));
        }
        if (illegalMoveNote != null) {
            noteIllegalMove();
        }
        if (builder.start() != null && (warsFinal != null || warsWinner != null)) {
            warsEnding();
        }
        if (builder.start() != null) {
            rulings.finish();
        }
    }

    /**
     * The server's note on the illegal move explains its endings and names the move it refused: the
     * move due after the moves played when the note was written, located where the note names it.
     * An ending stated after other moves is not about that move and only gets the note as detail.
     */
    private void noteIllegalMove() {
        String note = illegalMoveNote.text().substring(1);
        String written = note.substring(ILLEGAL_MOVE_NOTE.length(), note.length() - 1);
        WrittenMove parsed = moveParser.move(written);
        RefusedMove refused = parsed == null
                ? null
                : new RefusedMove(
                        parsed,
                        illegalMoveNote.source(1 + ILLEGAL_MOVE_NOTE.length(), written.length()),
                        illegalMoveNotePlayed + 1);
        for (EndingDraft e : builder.endings()) {
            if (isIllegalMoveStatement(e)) {
                e.detail(note);
                if (e.ply() == illegalMoveNotePlayed) {
                    e.refused(refused);
                }
            }
        }
    }

    /** Shogi Wars' {@code $X_FINAL} / {@code $X_WINNER}: a statement of the ending after the last move. */
    private void warsEnding() {
        Side toMove = builder.toMoveAfter(builder.played());
        Side winner = null;
        if (warsWinner != null) {
            String value = headerValue(warsWinner);
            winner = WarsResult.winner(value);
            if (winner == null) {
                builder.problem(Problem.warning(
                        warsWinner.source(),
                        Message.of("read.csa.wars-winner-unknown", value, WarsResult.WINNER_KEY, "▲", "△")));
            }
        }
        CsaStatement at = warsFinal != null ? warsFinal : warsWinner;
        StatedEnding meaning = null;
        if (warsFinal == null) {
            builder.problem(Problem.warning(
                    at.source(),
                    Message.of("read.csa.wars-final-missing", WarsResult.WINNER_KEY, WarsResult.FINAL_KEY)));
        } else {
            String word = headerValue(warsFinal);
            meaning = WarsResult.meaning(word, winner, toMove);
            if (meaning == null) {
                builder.problem(Problem.warning(
                        at.source(),
                        Message.of("read.csa.wars-final-unknown", word, WarsResult.FINAL_KEY, WarsResult.KNOWN)));
            }
        }
        if (meaning == null) {
            meaning = new StatedEnding(EndingReason.INTERRUPTED, winner, null);
        }
        builder.addEnding(meaning, builder.played(), at.source(), EndingOrigin.RESULT_HEADER);
    }

    private static String headerValue(CsaStatement s) {
        int colon = s.text().indexOf(':');
        return colon < 0 ? "" : s.text().substring(colon + 1).strip();
    }

    /** Endings the server's {@code 'ILLEGAL_MOVE(…)} note explains: its summary, or {@code %ILLEGAL_MOVE}. */
    private static boolean isIllegalMoveStatement(EndingDraft e) {
        return e.reason() == EndingReason.ILLEGAL_MOVE
                && (e.origin() == EndingOrigin.SERVER_SUMMARY || e.text().text().equals("%ILLEGAL_MOVE"));
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
            String declared = declaredEncoding(s.text());
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
        if (builder.played() == 0
                && maxMovesComment == null
                && Blanks.strip(text).startsWith(MAX_MOVES_NOTE)) {
            maxMovesComment = s;
        }
        if (phase != Phase.MOVES) {
            return;
        }
        if (ServerSummary.is(s)) {
            ServerSummary.Result r = ServerSummary.read(s, builder.players());
            r.warnings().forEach(w -> builder.problem(Problem.warning(s.source(), w)));
            EndingDraft declaration = r.ending() == null ? null : invalidDeclaration(r.ending());
            if (declaration != null) {
                // %KACHI then 'summary:illegal kachi: one ending, the declaration the server ruled invalid
                declaration.ruled(r.ending());
                declaration.addDetail(text);
            } else if (r.ending() != null) {
                builder.addEnding(r.ending(), builder.played(), s.source(), EndingOrigin.SERVER_SUMMARY);
            }
        } else if (isIllegalMoveNote(text)) {
            illegalMoveNote = s;
            illegalMoveNotePlayed = builder.played();
        }
    }

    /**
     * The {@code %KACHI} after the moves played that a summary rules an invalid declaration (the
     * declarer is its loser), or null when the summary says something else or follows no {@code %KACHI}.
     */
    private EndingDraft invalidDeclaration(StatedEnding summary) {
        if (summary.reason() != EndingReason.DECLARATION
                || summary.offender() == null
                || summary.winner() != summary.offender().opponent()) {
            return null;
        }
        for (EndingDraft e : builder.endings()) {
            if (e.origin() == EndingOrigin.TERMINAL_MOVE
                    && e.reason() == EndingReason.DECLARATION
                    && e.ply() == builder.played()) {
                return e;
            }
        }
        return null;
    }

    /**
     * The encoding a comment declares, {@code 'encoding=NAME} or {@code 'CSA encoding=NAME} (any
     * case, blanks after CSA), or null: the name runs to the end of the comment, without blanks.
     */
    static String declaredEncoding(String comment) {
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

    /** {@code ILLEGAL_MOVE(…)}, the note floodgate writes about the foul, on one line. */
    private static boolean isIllegalMoveNote(String text) {
        if (!text.startsWith(ILLEGAL_MOVE_NOTE) || !text.endsWith(")")) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\u0085' || c == '\u2028' || c == '\u2029') {
                return false;
            }
        }
        return true;
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
            case WarsResult.FINAL_KEY -> warsFinal = warsFinal == null ? s : warsFinal;
            case WarsResult.WINNER_KEY -> warsWinner = warsWinner == null ? s : warsWinner;
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
