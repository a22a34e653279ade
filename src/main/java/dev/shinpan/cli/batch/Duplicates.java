package dev.shinpan.cli.batch;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.cli.report.Identity;
import dev.shinpan.cli.report.Identity.Ref;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds, in input order, records that repeat an earlier one (same fingerprint: start, every move and
 * the ending) and records that are a truncated copy of another: their moves a strict prefix of its,
 * or its very moves without the ending it states. Keeps hashes, never records: per record its line
 * hash, its moves' hash, name, index and a few links; per ply of a record not yet known, one 64-bit
 * hash (docs/fingerprints.md gives the memory figures). Fed on the output thread only, in input order,
 * so the answer does not depend on how the jobs were timed.
 *
 * <p>The counts do not depend on the order of the inputs either: {@link #duplicates()} is the number
 * of records less the number of distinct fingerprints, and {@link #prefixes()} the number of distinct
 * fingerprints that are a truncated copy of another record, each counted once, when the later of the
 * two comes. A truncated copy written before the longer game cannot be marked in a report that is
 * already written; it is counted then, in {@link #laterLonger()} too.
 */
final class Duplicates {

    /** Ply hashes indexed at most; past this, later truncated copies of games beyond it are not found. */
    static final int MAX_PLY_ENTRIES = 1 << 24;

    private static final int NONE = -1;

    /** Line hash (moves and ending) to the first record with it. */
    private final LongIntMap lines = new LongIntMap();
    /** Moves' hash to the first record with those moves: the head of the group of records that share them. */
    private final LongIntMap moveLines = new LongIntMap();
    /** Hash of a strict prefix of a record's moves to that (longer) record. */
    private final LongIntMap plies = new LongIntMap();

    private final List<String> sources = new ArrayList<>();
    private final IntList indexes = new IntList();
    /** Per record, the next record of its group (same moves, another ending), or NONE. */
    private final IntList next = new IntList();
    /** Per record, 1 once it is counted as a truncated copy. */
    private final IntList counted = new IntList();
    /** Per group head: its last member, 1 once a longer game is known, its first member that states an ending, its member that states none. */
    private final IntList last = new IntList();

    private final IntList extended = new IntList();
    private final IntList ended = new IntList();
    private final IntList bare = new IntList();
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
        next.add(NONE);
        counted.add(0);
        last.add(id);
        extended.add(0);
        ended.add(NONE);
        bare.add(NONE);
        lines.put(print.lineHash(), id);
        long moves = print.movesHash();
        int head = moveLines.get(moves);
        if (head < 0) {
            head = id;
            moveLines.put(moves, id);
        } else {
            next.set(last.get(head), id);
            last.set(head, id);
        }
        Ref prefixOf = null;
        if (print.ended()) {
            if (ended.get(head) == NONE) {
                ended.set(head, id);
                int cut = bare.get(head);
                if (cut != NONE && count(cut)) {
                    laterLonger++; // the same moves without the ending came first
                }
            }
        } else {
            bare.set(head, id);
            if (ended.get(head) != NONE) {
                prefixOf = ref(ended.get(head));
                count(id);
            }
        }
        int longer = print.plies() == 0 ? -1 : plies.get(moves);
        if (longer >= 0) {
            prefixOf = ref(longer);
            extended.set(head, 1);
        }
        if (extended.get(head) == 1) {
            count(id);
        }
        long[] hashes = print.plyHashes();
        for (int k = 0; k < hashes.length - 1; k++) {
            int shorter = moveLines.get(hashes[k]);
            if (shorter >= 0 && extended.get(shorter) == 0) {
                extended.set(shorter, 1);
                for (int m = shorter; m != NONE; m = next.get(m)) {
                    if (count(m)) {
                        laterLonger++;
                    }
                }
            }
            if (plies.size() < MAX_PLY_ENTRIES) {
                plies.putIfAbsent(hashes[k], id);
            }
        }
        return new Identity(print, null, prefixOf);
    }

    /** Counts a record as a truncated copy, once; returns whether it was not counted before. */
    private boolean count(int id) {
        if (counted.get(id) == 1) {
            return false;
        }
        counted.set(id, 1);
        prefixes++;
        return true;
    }

    private Ref ref(int id) {
        return new Ref(sources.get(id), indexes.get(id));
    }

    /** Records that repeat an earlier one. */
    int duplicates() {
        return duplicates;
    }

    /** Distinct records that are a truncated copy of another, whichever came first. */
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
