/**
 * shinpan: a shogi kifu adjudicator. An embedder uses {@link dev.shinpan.api.Shinpan}, which reads
 * records ({@code dev.shinpan.record}), judges them under rulesets ({@code dev.shinpan.adjudicate})
 * and plays moves on positions ({@code dev.shinpan.rules}); messages come in both languages through
 * {@code dev.shinpan.text}. The readers, writers, input handling and the command line are the
 * module's own and are not exported.
 */
module dev.shinpan {
    exports dev.shinpan.api;
    exports dev.shinpan.adjudicate;
    exports dev.shinpan.adjudicate.clock;
    exports dev.shinpan.record;
    exports dev.shinpan.rules;
    exports dev.shinpan.text;

    requires com.fasterxml.jackson.databind;
    requires org.apache.commons.compress;
    requires org.apache.commons.io;
    // .xz inputs: commons-compress reads them only when xz is in the module graph
    requires org.tukaani.xz;

    // the command line's own libraries: an embedder who never starts dev.shinpan.cli needs none of them
    requires static info.picocli;
    requires static com.fasterxml.jackson.dataformat.toml;
    requires static org.jline.terminal;
    // the command line quiets jline's own logger
    requires static java.logging;

    // picocli reads the commands' annotated fields and methods
    opens dev.shinpan.cli to
            info.picocli;
    opens dev.shinpan.cli.commands to
            info.picocli;
    opens dev.shinpan.cli.options to
            info.picocli;
}
