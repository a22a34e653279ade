package dev.shinpan.cli.commands;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;
import picocli.CommandLine.IVersionProvider;

/** Reads the version Maven wrote into the jar. */
public final class VersionProvider implements IVersionProvider {

    @Override
    public String[] getVersion() throws IOException {
        Properties properties = new Properties();
        try (InputStream in = VersionProvider.class.getResourceAsStream("/dev/shinpan/version.properties")) {
            if (in != null) {
                properties.load(in);
            }
        }
        return new String[] {"shinpan " + properties.getProperty("version", "unknown")};
    }
}
