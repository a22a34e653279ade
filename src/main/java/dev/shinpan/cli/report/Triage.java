package dev.shinpan.cli.report;

import dev.shinpan.adjudicate.Fingerprint;
import dev.shinpan.adjudicate.Verdict;
import dev.shinpan.record.GameRecord;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which findings count ({@code --select}, {@code --ignore}) and which a baseline already knows
 * ({@code --baseline}). A finding is keyed by the record's content ({@link RecordKey}), the
 * ruleset, its code and its ply, never by a file name or line, so a moved or renamed record keeps
 * its findings known. Reports ask it for a verdict's or a finding's state; {@code check} asks it what
 * decides the exit code and which baseline entries matched nothing (fixed).
 *
 * <p>Without {@code --select} a finding counts towards exit code 1 by its level ({@code --fail-on});
 * a code named in {@code --select} counts whatever its level, so {@code --select perpetual-check}
 * fails on perpetual check. {@code --ignore} takes codes out of either.
 */
public final class Triage {

    /** A finding as a baseline entry: sorted, compared and written by these fields. */
    public record Entry(String record, String ruleset, String code, int ply) implements Comparable<Entry> {
        /** The start of the record's key, as people are shown it (a hand-edited baseline may hold a shorter key). */
        public String recordShown() {
            return record.substring(0, Math.min(12, record.length()));
        }

        @Override
        public int compareTo(Entry o) {
            int c = record.compareTo(o.record);
            if (c == 0) {
                c = ruleset.compareTo(o.ruleset);
            }
            if (c == 0) {
                c = code.compareTo(o.code);
            }
            return c != 0 ? c : Integer.compare(ply, o.ply);
        }
    }

    public static final String KNOWN = "known";
    public static final String NEW = "new";

    private final Set<String> selected;
    private final Set<String> ignored;
    /** The findings known, each with the input the baseline saw it in; null without a baseline. */
    private final Map<Entry, String> baseline;

    private final Map<Entry, String> found = new ConcurrentHashMap<>();
    /** The record reports are being fed and its key: reports see one record at a time, on the output thread. */
    private GameRecord keyed;

    private String key;

    /**
     * @param selected the codes that count, or null for all
     * @param ignored  codes that never count
     * @param baseline the findings known, each with the input the baseline names for it (for the reader of
     *                 what was fixed; matching ignores it), or null for no baseline
     */
    public Triage(Collection<String> selected, Collection<String> ignored, Map<Entry, String> baseline) {
        this.selected = selected == null ? null : Set.copyOf(selected);
        this.ignored = Set.copyOf(ignored);
        this.baseline = baseline == null ? null : Map.copyOf(baseline);
    }

    /** Everything counts, no baseline: what {@code check} does without these options. */
    public static Triage none() {
        return new Triage(null, List.of(), null);
    }

    public boolean hasBaseline() {
        return baseline != null;
    }

    /** Whether {@code --select} takes a code in: every code without it, ignored ones too. */
    public boolean chooses(String code) {
        return selected == null || selected.contains(code);
    }

    /** Whether a code is selected and not ignored. */
    public boolean selects(String code) {
        return (selected == null || selected.contains(code)) && !ignored.contains(code);
    }

    /** Whether a finding counts towards the exit code and {@code -l}: selected, and at error level unless named. */
    public boolean counts(Finding f) {
        if (!selects(f.ruleId())) {
            return false;
        }
        return selected != null || f.level() == Finding.Level.ERROR;
    }

    /**
     * Whether a finding fails the run as the exit code counts it, so that every report flags the same
     * findings the exit code does: a game not judged always (it ends the run with 3 whatever is
     * selected); any other finding when it counts and the baseline does not know it.
     */
    public boolean fails(Verdict v, Finding f) {
        if (f.kind() == Finding.Kind.NOT_JUDGED) {
            return f.level() == Finding.Level.ERROR;
        }
        return counts(f) && isNew(v, f);
    }

    /** Whether {@code --ignore} names a code. */
    public boolean ignores(String code) {
        return ignored.contains(code);
    }

    /** Whether a counted finding is one the baseline does not know (every finding is new without a baseline). */
    public boolean isNew(Verdict v, Finding f) {
        return baseline == null || !baseline.containsKey(entry(v, f));
    }

    /** {@link #KNOWN} or {@link #NEW} for a finding, or null without a baseline. Remembers it for {@link #fixed()}. */
    public String state(Verdict v, Finding f) {
        if (baseline == null) {
            return null;
        }
        return baseline.containsKey(entry(v, f)) ? KNOWN : NEW;
    }

    /**
     * A verdict's state: {@link #NEW} when one of its selected findings is new, {@link #KNOWN} when it has
     * selected findings and the baseline knows them all, null when it has none or there is no baseline.
     */
    public String state(Verdict v, List<Finding> findings) {
        if (baseline == null) {
            return null;
        }
        String state = null;
        for (Finding f : findings) {
            if (selects(f.ruleId())) {
                if (isNew(v, f)) {
                    return NEW;
                }
                state = KNOWN;
            }
        }
        return state;
    }

    /**
     * Takes the key of the record about to be reported from the fingerprint the batch already took, so
     * that no report plays the game again for it.
     *
     * @param print the record's fingerprint, or null when it has none (the key is then made when asked)
     */
    public synchronized void know(GameRecord record, Fingerprint.Print print) {
        if (print != null) {
            keyed = record;
            key = RecordKey.of(print);
        }
    }

    private synchronized String key(GameRecord record) {
        if (record != keyed) {
            key = RecordKey.of(record);
            keyed = record;
        }
        return key;
    }

    /** The finding as a baseline entry. */
    public Entry entry(Verdict v, Finding f) {
        String key = key(v.record());
        int ply = f.markedPly() > 0 ? f.markedPly() : Math.max(f.boardPly(), 0);
        return new Entry(key, v.ruleset() == null ? "" : v.ruleset().name(), f.ruleId(), ply);
    }

    /** Notes a selected finding as seen, with the name of its input, for the baseline written and for {@link #fixed()}. */
    public void seen(Verdict v, Finding f) {
        if (selects(f.ruleId())) {
            found.putIfAbsent(entry(v, f), v.record().source());
        }
    }

    /** The selected findings seen, sorted, each with the input it was first seen in. */
    public Map<Entry, String> seen() {
        return new TreeMap<>(found);
    }

    /**
     * The baseline's entries that no finding matched this run (fixed, or their record is gone), sorted,
     * each with the input the baseline saw it in ("" when it names none).
     */
    public Map<Entry, String> fixed() {
        Map<Entry, String> fixed = new TreeMap<>();
        if (baseline != null) {
            baseline.forEach((e, source) -> {
                if (!found.containsKey(e)) {
                    fixed.put(e, source);
                }
            });
        }
        return fixed;
    }
}
