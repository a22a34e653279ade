package dev.shinpan.cli;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.cli.report.Identity;
import dev.shinpan.cli.report.Identity.Ref;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds, in input order, records that repeat an earlier one (same fingerprint: start, every move and
 * the ending) and records that are a truncated copy of another (their moves a strict prefix of its).
 * Keeps hashes, never records: per record its line hash, its moves' hash, name and index; per ply of
 * a record not yet known, one 64-bit hash (docs/fingerprints.md gives the memory figures). Fed on the
 * output thread only, in input order, so the answer does not depend on how the jobs were timed.
 *
 * <p>The counts do not depend on the order of the inputs either: {@link #duplicates()} is the number
 * of records less the number of distinct fingerprints, and {@link #prefixes()} the number of distinct
 * fingerprints whose moves are a strict prefix of another record's. A truncated copy written before
 * the longer game cannot be marked in a report that is already written; it is counted when the longer
 * game comes, in {@link #laterLonger()} too.
 */
final class Duplicates {

    /** Ply hashes indexed at most; past this, later truncated copies of games beyond it are not found. */
    static final int MAX_PLY_ENTRIES = 1 << 24;

    /** Line hash (moves and ending) to the first record with it. */
    private final LongIntMap lines = new LongIntMap();
    /** Moves' hash to the first record with those moves: the head of the records that share them. */
    private final LongIntMap moveLines = new LongIntMap();
    /** Hash of a strict prefix of a record's moves to that (longer) record. */
    private final LongIntMap plies = new LongIntMap();
    private final List<String> sources = new ArrayList<>();
    private final IntList indexes = new IntList();
    /**
     * Per head of a move line: how many distinct fingerprints share its moves (different endings),
     * negated once a longer game is known, so that each is counted as a truncated copy once.
     */
    private final IntList sharing = new IntList();
    private int duplicates;
    private int prefixes;
    private int laterLonger;

    Identity add(String source, int index, Fingerprint.Print print) {
        if (print == null) {
            return Identity.NONE;
        }
        int seen = lines.get(print.lineHash());
        if (seen >= 0) {
            duplicates++;
            return new Identity(print, ref(seen), null);
        }
        int id = sources.size();
        sources.add(source);
        indexes.add(index);
        sharing.add(0);
        lines.put(print.lineHash(), id);
        long moves = print.movesHash();
        int head = moveLines.get(moves);
        if (head < 0) {
            head = id;
            moveLines.put(moves, id);
        }
        boolean truncated = sharing.get(head) < 0;
        sharing.set(head, truncated ? sharing.get(head) - 1 : sharing.get(head) + 1);
        Ref prefixOf = null;
        int longer = print.plies() == 0 ? -1 : plies.get(moves);
        if (longer >= 0) {
            prefixOf = ref(longer);
        }
        if (truncated) {
            prefixes++; // its moves were already known to be cut short of a longer game
        } else if (longer >= 0) {
            prefixes += truncate(head);
        }
        long[] hashes = print.plyHashes();
        for (int k = 0; k < hashes.length - 1; k++) {
            int shorter = moveLines.get(hashes[k]);
            if (shorter >= 0 && sharing.get(shorter) > 0) {
                int found = truncate(shorter);
                prefixes += found;
                laterLonger += found;
            }
            if (plies.size() < MAX_PLY_ENTRIES) {
                plies.putIfAbsent(hashes[k], id);
            }
        }
        return new Identity(print, null, prefixOf);
    }

    /** Marks the records with these moves as truncated copies; returns how many there are. */
    private int truncate(int head) {
        int count = sharing.get(head);
        sharing.set(head, -count);
        return count;
    }

    private Ref ref(int id) {
        return new Ref(sources.get(id), indexes.get(id));
    }

    /** Records that repeat an earlier one. */
    int duplicates() {
        return duplicates;
    }

    /** Distinct records whose moves are a strict prefix of another record's, whichever came first. */
    int prefixes() {
        return prefixes;
    }

    /** Truncated copies found only when the longer game came after them (not marked on the copy). */
    int laterLonger() {
        return laterLonger;
    }

    /** A growing array of ints, without boxing. */
    static final class IntList {
        private int[] items = new int[1024];
        private int size;

        void add(int value) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = value;
        }

        int get(int i) {
            return items[i];
        }

        void set(int i, int value) {
            items[i] = value;
        }
    }
}
