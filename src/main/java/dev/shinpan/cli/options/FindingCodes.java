package dev.shinpan.cli.options;

import dev.shinpan.cli.report.Findings;
import dev.shinpan.cli.report.Lang;
import dev.shinpan.cli.report.ReportTexts;
import java.util.Iterator;
import java.util.List;

/** Every finding code, as JSON, SARIF and {@code shinpan codes} name them; completion candidates of --select. */
public final class FindingCodes implements Iterable<String> {

    public static List<String> all() {
        return new Findings(ReportTexts.of(Lang.EN), false)
                .rules().stream().map(Findings.Rule::id).toList();
    }

    @Override
    public Iterator<String> iterator() {
        return all().iterator();
    }
}
