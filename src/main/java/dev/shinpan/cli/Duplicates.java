package dev.shinpan.cli;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.cli.report.Identity;
import dev.shinpan.cli.report.Identity.Ref;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Finds, in input order, records that repeat an earlier one (same fingerprint) or are a truncated
 * copy of an earlier one (their main line a strict prefix of its). Keeps hashes, never records:
 * per record its line hash, name and index; per ply of a record not yet known, one 64-bit hash
 * (docs/fingerprints.md gives the memory figures). Fed on the output thread only, in input order,
 * so the answer does not depend on how the jobs were timed.
 *
 * <p>A truncated copy written before the longer game cannot be marked in a report that is already
 * written; it is counted, when the longer game comes, in {@link #laterLonger()}.
 */
final class Duplicates {

    /** Ply hashes indexed at most; past this, later truncated copies of games beyond it are not found. */
    static final int MAX_PLY_ENTRIES = 1 << 24;

    private final LongIntMap lines = new LongIntMap();
    private final LongIntMap plies = new LongIntMap();
    private final List<String> sources = new ArrayList<>();
    private final IntList indexes = new IntList();
    private int duplicates;
    private int prefixes;
    private int laterLonger;

    Identity add(String source, int index, Fingerprint.Print print) {
        if (print == null) {
            return Identity.NONE;
        }
        long line = print.lineHash();
        int seen = lines.get(line);
        if (seen >= 0) {
            duplicates++;
            return new Identity(print, ref(seen), null);
        }
        int id = sources.size();
        sources.add(source);
        indexes.add(index);
        lines.put(line, id);
        Ref prefixOf = null;
        int longer = print.plies() == 0 ? -1 : plies.get(line);
        if (longer >= 0) {
            prefixes++;
            prefixOf = ref(longer);
        }
        long[] hashes = print.plyHashes();
        boolean extendsEarlier = false;
        for (int k = 0; k < hashes.length - 1; k++) {
            if (!extendsEarlier && lines.get(hashes[k]) >= 0) {
                extendsEarlier = true;
            }
            if (plies.size() < MAX_PLY_ENTRIES) {
                plies.putIfAbsent(hashes[k], id);
            }
        }
        if (extendsEarlier && prefixOf == null) {
            prefixes++;
            laterLonger++;
        }
        return new Identity(print, null, prefixOf);
    }

    private Ref ref(int id) {
        return new Ref(sources.get(id), indexes.get(id));
    }

    /** Records that repeat an earlier one. */
    int duplicates() {
        return duplicates;
    }

    /** Truncated copies found, whichever came first. */
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
    }
}
