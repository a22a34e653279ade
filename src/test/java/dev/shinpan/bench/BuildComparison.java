package dev.shinpan.bench;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleSupplier;

/**
 * Two builds compared in one JVM: each build's classes in a class loader of their own, a
 * {@link FormatPass} of each, and passes taken in turn (A B, then B A) so that whatever slows the
 * machine for a while slows both sides alike. On a machine shared with other work, two JVMs run
 * one after the other can differ by 10 to 30% with the same build; here the median ratio of a
 * build against itself stays within about 1% in one JVM, and moves by up to 3% from one JVM to
 * the next (each compiles each side once, and the compiler's choices differ from run to run), so
 * run it three times and believe a change the three runs agree on.
 *
 * <pre>java -cp target/test-classes:target/classes:$(cat cp.txt) dev.shinpan.bench.BuildComparison \
 *     /tmp/before/classes target/classes KIF [read|judge]</pre>
 * Both folders hold a build's main classes ({@code git worktree} or a copy of {@code target/classes});
 * the benchmark's own classes and the libraries come from the class path. {@code -Dpairs=200}
 * sets the pairs measured, {@code -Dwarmup=6} the seconds of passes before, {@code -Dencoding=…}
 * and {@code -Dmoves=N} are {@link ParseJudgeCpuTime}'s. Prints the median of the B/A ratios of
 * moves per CPU second, with their quartiles, and each side's best and median pass.
 */
public final class BuildComparison {

    private BuildComparison() {}

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: BuildComparison CLASSES_A CLASSES_B FORMAT [read|judge]");
            System.exit(2);
        }
        String stage = args.length > 3 ? args[3] : "";
        int pairs = Integer.getInteger("pairs", 200);
        double warmup = Double.parseDouble(System.getProperty("warmup", "6"));
        DoubleSupplier a = pass(Path.of(args[0]), args[2], stage);
        DoubleSupplier b = pass(Path.of(args[1]), args[2], stage);
        long end = System.nanoTime() + (long) (warmup * 1e9);
        while (System.nanoTime() < end) {
            a.getAsDouble();
            b.getAsDouble();
        }
        double[] ratios = new double[pairs];
        double[] ofA = new double[pairs];
        double[] ofB = new double[pairs];
        for (int i = 0; i < pairs; i++) {
            boolean aFirst = i % 2 == 0;
            double first = (aFirst ? a : b).getAsDouble();
            double second = (aFirst ? b : a).getAsDouble();
            ofA[i] = aFirst ? first : second;
            ofB[i] = aFirst ? second : first;
            ratios[i] = ofB[i] / ofA[i];
        }
        Arrays.sort(ratios);
        Arrays.sort(ofA);
        Arrays.sort(ofB);
        System.out.printf(
                "%s%s: B/A %.3f (quartiles %.3f to %.3f); A best %.2f, median %.2f; B best %.2f, median %.2f"
                        + " M moves per CPU second%n",
                args[2],
                stage.isEmpty() ? "" : " (" + stage + " only)",
                ratios[pairs / 2],
                ratios[pairs / 4],
                ratios[3 * pairs / 4],
                ofA[pairs - 1] / 1e6,
                ofA[pairs / 2] / 1e6,
                ofB[pairs - 1] / 1e6,
                ofB[pairs / 2] / 1e6);
    }

    /** A pass made in a class loader of its own: the build's classes, then the class path without any build's. */
    private static DoubleSupplier pass(Path classes, String format, String stage) throws Exception {
        if (!Files.exists(classes.resolve("dev/shinpan/rules/Position.class"))) {
            throw new IllegalArgumentException(classes + " holds no shinpan classes");
        }
        List<URL> urls = new ArrayList<>();
        urls.add(classes.toUri().toURL());
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path path = Path.of(entry);
            if (!Files.exists(path.resolve("dev/shinpan/rules/Position.class"))) {
                urls.add(url(path));
            }
        }
        ClassLoader loader = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader());
        return (DoubleSupplier) loader.loadClass(FormatPass.class.getName())
                .getConstructor(String.class, String.class, String.class, int.class)
                .newInstance(format, stage, System.getProperty("encoding", "UTF-8"), Integer.getInteger("moves", 0));
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(path + ": " + e.getMessage(), e);
        }
    }
}
