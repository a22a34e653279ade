package dev.shinpan.record.kif;

import dev.shinpan.record.Problem;
import dev.shinpan.record.SourceText;
import dev.shinpan.record.StartPosition;
import dev.shinpan.record.UnsupportedGame;
import dev.shinpan.record.build.RecordSink;
import dev.shinpan.rules.Square;
import dev.shinpan.rules.UnsupportedVariant;
import dev.shinpan.rules.UnsupportedVariants;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import dev.shinpan.text.Message;
import java.util.List;
import java.util.Optional;

/**
 * What a record says about its start position — a {@code 手合割} name and a board diagram — and
 * the position that follows from it: the diagram always wins over 手合割 (docs/formats.md §1.3); else
 * the preset named; else 平手, the KIF default when 手合割 is missing.
 */
final class StartSetup {

    private final StartNames startNames;
    private final boolean variantRequested;
    private Variant variant;
    private BoardDiagram board;
    private String handicapName;
    private SourceText handicapAt;

    /** @param requested the variant the caller asked for, or null to let the record's 手合割 decide */
    StartSetup(StartNames startNames, Variant requested) {
        this.startNames = startNames;
        this.variantRequested = requested != null;
        this.variant = requested != null ? requested : Variants.STANDARD;
    }

    /** The diagram being read; made on its first line, for the variant known by then. */
    BoardDiagram board() {
        if (board == null) {
            board = new BoardDiagram(variant);
        }
        return board;
    }

    /**
     * A {@code 手合割} line: its preset, if known, also names the variant (unless the caller chose one).
     * Returns the error to stop at when it names a game shinpan does not judge, else null.
     */
    Problem handicap(String name, SourceText at) {
        handicapName = name;
        handicapAt = at;
        Optional<StartNames.NamedStart> named = startNames.byName(name); // no capturing lambda: see StartNames.DEFAULT
        if (named.isEmpty()) {
            Optional<UnsupportedVariant> unsupported = UnsupportedVariants.byStartName(name);
            return unsupported.isEmpty() ? null : UnsupportedGame.problem(at, List.of(unsupported.get()));
        }
        if (!variantRequested && (board == null || !board.hasRows())) {
            variant = named.get().variant();
        }
        return null;
    }

    /**
     * A diagram's frame line, {@code +---…---+}, before its rows: three dashes a file (four in lishogi's
     * Chu Shogi diagrams). Returns the error to stop at when that many files are the board of a game
     * shinpan does not judge (lishogi's 12×12 Chu Shogi diagram), else null.
     */
    Problem frame(TextLine line) {
        if (board != null && board.hasRows() || line.chars()[line.start()] != '+') {
            return null;
        }
        int dashes = 0;
        for (int i = line.start(); i < line.end(); i++) {
            if (line.chars()[i] == '-') {
                dashes++;
            }
        }
        if (dashes % 3 == 0 && dashes / 3 == variant.files()) {
            return null;
        }
        List<UnsupportedVariant> games = dashes % 3 == 0 ? UnsupportedVariants.byFiles(dashes / 3) : List.of();
        if (games.isEmpty() && dashes % 4 == 0) {
            // lishogi draws Chu Shogi's 12 files four characters wide: +---- twelve times ----+
            games = UnsupportedVariants.byFiles(dashes / 4);
        }
        return games.isEmpty() ? null : UnsupportedGame.problem(line.whole(), games);
    }

    /**
     * The square of the last move a position-only diagram names ({@code 手数＝4  ▲８八角成(22)  まで}),
     * which a first move written 同 refers to; null when the line names none.
     */
    Square diagramLastMove(String line) {
        int i = Math.max(line.indexOf('＝'), line.indexOf('=')) + 1;
        while (i < line.length() && Chars.decimal(line.charAt(i)) >= 0) {
            i++;
        }
        i = Chars.skipBlanks(line, i);
        if (i < line.length() && Chars.turnMark(line.charAt(i)) != null) {
            i++;
        }
        if (i + 1 < line.length() && Chars.digit(line.charAt(i)) > 0 && Chars.rank(line.charAt(i + 1)) > 0) {
            Square square = new Square(Chars.digit(line.charAt(i)), Chars.rank(line.charAt(i + 1)));
            return variant.contains(square) ? square : null;
        }
        return null;
    }

    /** Whether a board diagram gives the start position: a position of a game under way, perhaps. */
    boolean fromDiagram() {
        return board != null && board.hasRows();
    }

    /**
     * N of a diagram's {@code 手数＝N …} line (the moves made before the diagram), or -1 when it has
     * none; {@link Long#MAX_VALUE} when it is too large to number moves from (more digits than a
     * long holds), so that it is reported rather than cut to its first digits.
     */
    static long diagramMoveCount(String line) {
        int i = Math.max(line.indexOf('＝'), line.indexOf('=')) + 1;
        long n = 0;
        int digits = 0;
        while (i < line.length() && Chars.decimal(line.charAt(i)) >= 0) {
            n = digits >= 18 ? Long.MAX_VALUE : n * 10 + Chars.decimal(line.charAt(i));
            i++;
            digits++;
        }
        return digits == 0 ? -1 : n;
    }

    /** The start position, or null after reporting why there is none. */
    StartPosition settle(RecordSink builder) {
        if (board != null && board.hasRows()) {
            BoardDiagram.Result built = board.build();
            if (built.problem() != null) {
                builder.problem(built.problem());
                return null;
            }
            return StartPosition.of(built.position(), board.firstLine());
        }
        if (board != null) {
            builder.problem(Problem.warning(board.firstLine(), Message.of("read.kakinoki.hands-without-board")));
        }
        if (handicapName != null) {
            Optional<StartNames.NamedStart> named = startNames.byName(handicapName);
            if (named.isPresent()) {
                return startOf(named.get(), handicapAt);
            }
            Optional<StartNames.NamedStart> elsewhere = StartNames.VARIANTS.byName(handicapName);
            if (elsewhere.isPresent()) {
                Variant other = elsewhere.get().variant();
                builder.problem(Problem.error(
                        handicapAt,
                        Message.of(
                                "read.kakinoki.variant-elsewhere",
                                "手合割：" + handicapName,
                                "KIF",
                                "手合割：" + other.kifNames().startName(),
                                "USI/SFEN",
                                other)));
                return null;
            }
            if (handicapName.equals("その他") || handicapName.equals("詰将棋")) {
                builder.problem(Problem.error(
                        handicapAt, Message.of("read.kakinoki.handicap-needs-board", "手合割：" + handicapName)));
                return null;
            }
            builder.problem(Problem.warning(
                    handicapAt, Message.of("read.kakinoki.handicap-unknown", handicapName, "手合割", "平手")));
        }
        // 手合割 missing or unknown: 平手 in standard shogi (stated by the line, if there is one), the
        // variant's start elsewhere; a variant with 手合割 names of its own was named by none of them
        boolean presetsAreHandicaps = variant.kifNames().startName() == null;
        return StartPosition.initial(variant, presetsAreHandicaps && handicapName != null ? handicapAt : null);
    }

    private static StartPosition startOf(StartNames.NamedStart named, SourceText written) {
        if (named.handicap() != null) {
            return StartPosition.of(named.handicap(), written);
        }
        if (named.sfen().equals(named.variant().startSfen())) {
            return StartPosition.initial(named.variant(), written);
        }
        return new StartPosition(named.variant(), named.sfen(), null, written);
    }
}
