package dev.shinpan.record.io;

import dev.shinpan.record.Limits;
import dev.shinpan.record.io.LimitExceededException.Limit;
import dev.shinpan.text.Message;

/**
 * What one input named by the user (a file, standard input) has cost so far across all its
 * archive levels: entries met and bytes read out of them. Either going past its limit ends that
 * input, since an archive that large or that full is hostile or not meant for one run.
 */
final class ArchiveTally {

    private final Limits limits;
    private long bytes;
    private long entries;

    ArchiveTally(Limits limits) {
        this.limits = limits;
    }

    /** Counts an entry met at {@code where}. */
    void entry(String where) throws LimitExceededException {
        if (++entries > limits.archiveEntries()) {
            throw new LimitExceededException(
                    Limit.ENTRIES,
                    where,
                    Message.of("input.limit.entries", limits.archiveEntries(), Limit.ENTRIES.id()));
        }
    }

    /** Counts bytes read out of an archive at {@code where}. */
    void bytes(long count, String where) throws LimitExceededException {
        bytes += count;
        if (bytes > limits.archiveBytes()) {
            throw new LimitExceededException(
                    Limit.ARCHIVE,
                    where,
                    Message.of("input.limit.archive", Sizes.message(limits.archiveBytes()), Limit.ARCHIVE.id()));
        }
    }
}
