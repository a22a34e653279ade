package dev.shinpan;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The layering docs/architecture.md describes, checked on the compiled classes: data flows one way
 * (bytes → record → replay → verdict → output), so no package may depend on a package that depends
 * on it, the model knows no format's words, and the command line's libraries stay in the command line.
 */
class PackageLayersTest {

    private static JavaClasses main;

    @BeforeAll
    static void importMainClasses() {
        main = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("dev.shinpan");
    }

    @Test
    void noPackageDependsOnOneThatDependsOnIt() {
        slices().matching("dev.shinpan.(**)").should().beFreeOfCycles().check(main);
    }

    @Test
    void theModelKnowsNoFormat() {
        noClasses()
                .that()
                .resideInAPackage("dev.shinpan.record")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("dev.shinpan.record.(*)..")
                .because("the model (GameRecord, its moves and endings) is what every format reads into; "
                        + "a format's words live in its own package")
                .check(main);
    }

    @Test
    void theRulesKnowNoRecordNoRefereeAndNoCommandLine() {
        noClasses()
                .that()
                .resideInAPackage("dev.shinpan.rules..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "dev.shinpan.record..", "dev.shinpan.adjudicate..", "dev.shinpan.cli..", "dev.shinpan.api..")
                .check(main);
    }

    @Test
    void theLibraryKnowsNoCommandLine() {
        noClasses()
                .that()
                .resideOutsideOfPackage("dev.shinpan.cli..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "dev.shinpan.cli..", "picocli..", "org.jline..", "com.fasterxml.jackson.dataformat.toml..")
                .because("an embedder who never starts the command line needs none of its libraries")
                .check(main);
    }

    /**
     * The command line is laid out by job, each package using only those below it: {@code Main} the
     * commands, the commands the batch, the batch the outputs and options, down to the reports and
     * the terminal, which know no command.
     */
    @Test
    void theCommandLineIsLaidOutByJob() {
        layeredArchitecture()
                .consideringOnlyDependenciesInLayers()
                .layer("main")
                .definedBy("dev.shinpan.cli")
                .layer("commands")
                .definedBy("dev.shinpan.cli.commands..")
                .layer("batch")
                .definedBy("dev.shinpan.cli.batch..")
                .layer("config")
                .definedBy("dev.shinpan.cli.config..")
                .layer("output")
                .definedBy("dev.shinpan.cli.output..")
                .layer("options")
                .definedBy("dev.shinpan.cli.options..")
                .layer("report")
                .definedBy("dev.shinpan.cli.report..")
                .layer("terminal")
                .definedBy("dev.shinpan.cli.terminal..")
                .whereLayer("main")
                .mayNotBeAccessedByAnyLayer()
                .whereLayer("commands")
                .mayOnlyBeAccessedByLayers("main")
                .whereLayer("batch")
                .mayOnlyBeAccessedByLayers("main", "commands")
                .whereLayer("config")
                .mayOnlyBeAccessedByLayers("main", "commands", "batch")
                .whereLayer("output")
                .mayOnlyBeAccessedByLayers("main", "commands", "batch", "config")
                .whereLayer("options")
                .mayOnlyBeAccessedByLayers("main", "commands", "batch", "config", "output")
                .whereLayer("report")
                .mayOnlyBeAccessedByLayers("main", "commands", "batch", "config", "output", "options")
                .whereLayer("terminal")
                .mayOnlyBeAccessedByLayers("main", "commands", "batch", "config", "output", "options", "report")
                .check(main);
    }

    @Test
    void eachFormatKnowsNoRegistry() {
        noClasses()
                .that()
                .resideInAnyPackage(
                        "dev.shinpan.record.csa..",
                        "dev.shinpan.record.kif..",
                        "dev.shinpan.record.jkf..",
                        "dev.shinpan.record.usi..",
                        "dev.shinpan.record.codec..",
                        "dev.shinpan.record.build..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("dev.shinpan.record.format..")
                .because("the registry chooses among formats; a format that asked it would depend on every other")
                .check(main);
    }
}
