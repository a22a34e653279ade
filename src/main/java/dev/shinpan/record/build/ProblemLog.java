package dev.shinpan.record.build;

import dev.shinpan.record.Problem;
import dev.shinpan.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * The problems found in reading one record, in the order found, up to a cap: a hostile file can
 * raise one on each of millions of lines, and a reader of the report needs the first ones. Past
 * the cap one warning counts the rest; an error is listed whenever none is yet, since it decides
 * whether the record is readable.
 */
final class ProblemLog {

    /** Problems listed per record at most. */
    static final int LISTED = 1000;

    private final List<Problem> listed = new ArrayList<>();
    private boolean errorListed;
    /** Problems found past those listed, and the first of them, where the count is reported. */
    private int unlisted;

    private Problem firstUnlisted;

    void add(Problem problem) {
        if (listed.size() < LISTED || problem.isError() && !errorListed) {
            listed.add(problem);
            errorListed |= problem.isError();
            return;
        }
        if (unlisted++ == 0) {
            firstUnlisted = problem;
        }
    }

    /**
     * What a record reports: the notes of its input that fall in lines {@code first} to
     * {@code last} (the record's own), then the problems listed, then how many more were found.
     */
    List<Problem> reported(List<Problem> notes, int first, int last) {
        List<Problem> found = listed;
        if (unlisted > 0) {
            found = new ArrayList<>(listed);
            found.add(Problem.warning(
                    firstUnlisted.line(),
                    firstUnlisted.column(),
                    "",
                    Message.of("read.problems-more", unlisted, LISTED)));
        }
        if (notes.isEmpty()) {
            return found;
        }
        List<Problem> all = new ArrayList<>();
        for (Problem note : notes) {
            if (note.line() >= first && note.line() <= last) {
                all.add(note);
            }
        }
        all.addAll(found);
        return all;
    }
}
