package dev.shinpan.record;

import dev.shinpan.record.kif.KifGameFacts;
import java.util.List;

/** A 持ち時間 value read as a KIF header would be, for tests outside the kif package. */
final class KifGameFactsAccess {

    private KifGameFactsAccess() {}

    static TimeControl timeControl(String written) {
        Stated<TimeControl> s =
                KifGameFacts.of(List.of(new HeaderEntry("持ち時間", written, null))).timeControl();
        return s.value();
    }
}
