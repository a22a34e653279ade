package dev.shinpan.cli.options;

import dev.shinpan.adjudicate.clock.ClockControl;
import dev.shinpan.adjudicate.clock.ClockControls;
import dev.shinpan.text.Message;
import picocli.CommandLine.ITypeConverter;

/** {@code --time-control}: floodgate's game-name spelling of a time control, or a usage error that shows it. */
public final class TimeControlOption implements ITypeConverter<ClockControl> {

    @Override
    public ClockControl convert(String value) {
        ClockControl control = ClockControls.option(value);
        if (control == null) {
            throw new UsageProblem(Message.of("cli.usage.time-control", value), null);
        }
        return control;
    }
}
