package dev.shinpan.cli;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.Writer;
import picocli.CommandLine;

/** Runs the command line in-process and captures what it prints. */
public record Cli(int exit, String out, String err) {

    public static Cli run(String... args) {
        StringWriter out = new StringWriter();
        Cli r = run(out, args);
        return new Cli(r.exit(), out.toString(), r.err());
    }

    /** Runs with standard output going to the given writer; {@link #out()} is then empty. */
    public static Cli run(Writer out, String... args) {
        StringWriter err = new StringWriter();
        CommandLine cl = Main.commandLineFor(args); // as a run builds it: only the command it runs
        cl.setOut(new PrintWriter(out, false));
        cl.setErr(new PrintWriter(err, true));
        int exit = cl.execute(args);
        cl.getOut().flush();
        return new Cli(exit, "", err.toString());
    }

    /** Runs with these bytes on standard input. */
    static synchronized Cli withStdin(byte[] stdin, String... args) {
        InputStream saved = System.in;
        System.setIn(new ByteArrayInputStream(stdin));
        try {
            return run(args);
        } finally {
            System.setIn(saved);
        }
    }
}
