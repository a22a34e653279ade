package dev.shinpan.cli.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a path really leads, whether or not it exists yet: each symbolic link on the way is
 * followed (a dangling one too, since writing through it creates its target) and each {@code ..}
 * is taken from the folder reached so far, as the system would take it. What is left once a name
 * does not exist is appended as written.
 */
public final class WherePathsLead {

    /** As the system's own limit on links followed in one lookup: a loop of links ends here. */
    private static final int MOST_LINKS = 40;

    private WherePathsLead() {}

    /**
     * The real place of {@code path}, or, where it cannot be told (a loop of links, a folder that
     * cannot be read), the path as written, made absolute and normalised: it then matches only
     * itself.
     */
    public static Path orAsWritten(Path path) {
        try {
            return of(path);
        } catch (IOException | SecurityException e) {
            return path.toAbsolutePath().normalize();
        }
    }

    /** The real place of {@code path} (made absolute first). */
    public static Path of(Path path) throws IOException {
        return of(path.toAbsolutePath(), new int[] {0});
    }

    private static Path of(Path absolute, int[] linksFollowed) throws IOException {
        Path here = absolute.getRoot();
        for (Path name : absolute) {
            String step = name.toString();
            if (step.equals(".")) {
                continue;
            }
            if (step.equals("..")) {
                here = here.getParent() == null ? here : here.getParent();
                continue;
            }
            Path next = here.resolve(name);
            if (Files.isSymbolicLink(next)) {
                if (++linksFollowed[0] > MOST_LINKS) {
                    throw new IOException("too many symbolic links: " + next);
                }
                Path target = Files.readSymbolicLink(next);
                next = of(here.resolve(target), linksFollowed); // a relative target is read from the link's folder
            }
            here = next;
        }
        return here;
    }
}
