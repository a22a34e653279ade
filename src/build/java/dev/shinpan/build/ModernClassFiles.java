package dev.shinpan.build;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Collections;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.zip.ZipOutputStream;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Opcodes;

/**
 * Build step, run at package time on the shaded jar: rewrites the class files older than Java 6
 * (picocli's, built for Java 5) in the Java 8 class-file format, with the stack-map frames that
 * format carries. The bytecode of every method stays as it was.
 *
 * <p>Why: the JDK's class-data-sharing archive skips classes older than Java 6, since they need
 * the old type-inferring verifier; picocli's 170-odd classes were then read, parsed and verified
 * from the jar at every start, about 40 ms of a 120 ms {@code --version}. Rewritten, they are
 * archived like the rest, and verify faster without the archive too.
 *
 * <p>The jar then holds {@value #NOTICE}, saying which files were changed and how, as the Apache
 * License (picocli's) asks of changed files.
 *
 * <pre>java -cp asm.jar src/build/java/dev/shinpan/build/ModernClassFiles.java target/shinpan.jar</pre>
 */
public final class ModernClassFiles {

    /** Class files of major version 50 (Java 6) and later carry stack-map frames. */
    private static final int FIRST_WITH_FRAMES = 50;

    static final String NOTICE = "META-INF/CHANGED-CLASS-FILES.txt";

    private ModernClassFiles() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1) {
            System.err.println("usage: ModernClassFiles JAR");
            System.exit(2);
        }
        Path jar = Path.of(args[0]);
        Path rewritten = jar.resolveSibling(jar.getFileName() + ".tmp");
        int count = 0;
        StringBuilder changed = new StringBuilder();
        // Frames name the common superclass of two types: the classes are looked up in the jar itself.
        try (URLClassLoader classes = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null);
                ZipFile in = new ZipFile(jar.toFile());
                OutputStream file = Files.newOutputStream(rewritten);
                ZipOutputStream out = new ZipOutputStream(file)) {
            for (ZipEntry entry : Collections.list(in.entries())) {
                if (entry.getName().equals(NOTICE)) {
                    continue; // written anew below, if anything changed
                }
                byte[] bytes;
                try (InputStream s = in.getInputStream(entry)) {
                    bytes = s.readAllBytes();
                }
                if (entry.getName().endsWith(".class") && majorVersion(bytes) < FIRST_WITH_FRAMES) {
                    bytes = withFrames(bytes, classes);
                    changed.append(entry.getName()).append('\n');
                    count++;
                }
                ZipEntry copy = new ZipEntry(entry.getName());
                copy.setTime(entry.getTime());
                out.putNextEntry(copy);
                out.write(bytes);
                out.closeEntry();
            }
            if (count > 0) {
                out.putNextEntry(new ZipEntry(NOTICE));
                out.write(("The class files below, of libraries bundled in this jar, were changed when shinpan was\n"
                        + "packaged: written in the Java 8 class-file format with stack-map frames added, so that\n"
                        + "class-data sharing can keep them. The code of their methods is unchanged.\n\n"
                        + changed).getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
        }
        Files.move(rewritten, jar, StandardCopyOption.REPLACE_EXISTING);
        System.out.println(jar + ": " + count + " class files older than Java 6 rewritten for Java 8");
    }

    private static int majorVersion(byte[] classFile) {
        return (classFile[6] & 0xFF) << 8 | classFile[7] & 0xFF;
    }

    private static byte[] withFrames(byte[] classFile, ClassLoader classes) {
        ClassReader reader = new ClassReader(classFile);
        ClassWriter writer = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
            @Override
            protected ClassLoader getClassLoader() {
                return classes;
            }
        };
        reader.accept(new ClassVisitor(Opcodes.ASM9, writer) {
            @Override
            public void visit(int version, int access, String name, String signature, String superName,
                    String[] interfaces) {
                super.visit(Opcodes.V1_8, access, name, signature, superName, interfaces);
            }
        }, 0);
        return writer.toByteArray();
    }
}
