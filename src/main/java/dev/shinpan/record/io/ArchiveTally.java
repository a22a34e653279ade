package dev.shinpan.record.io;

import dev.shinpan.record.Limits;
import dev.shinpan.record.io.LimitExceededException.Limit;

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
            throw new LimitExceededException(Limit.ENTRIES, where, "the archive holds more than "
                    + limits.archiveEntries() + " entries (the '" + Limit.ENTRIES.id() + "' limit); this entry and"
                    + " the rest of the archive were not read");
        }
    }

    /** Counts bytes read out of an archive at {@code where}. */
    void bytes(long count, String where) throws LimitExceededException {
        bytes += count;
        if (bytes > limits.archiveBytes()) {
            throw new LimitExceededException(Limit.ARCHIVE, where, "the archive's entries come to more than "
                    + Sizes.format(limits.archiveBytes()) + " uncompressed (the '" + Limit.ARCHIVE.id()
                    + "' limit); this entry and the rest of the archive were not read");
        }
    }
}
