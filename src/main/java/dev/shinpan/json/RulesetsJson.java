package dev.shinpan.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.adjudicate.Citation;
import dev.shinpan.adjudicate.Preset;
import dev.shinpan.adjudicate.Ruleset;
import dev.shinpan.adjudicate.RulesetParameter;
import dev.shinpan.adjudicate.Rulesets;
import dev.shinpan.record.EndingReason;
import dev.shinpan.rules.Variant;
import dev.shinpan.rules.Variants;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * {@code shinpan rulesets --format json}: the presets with every parameter's value and the
 * documents and clauses each rests on, every parameter with the values it accepts, and each
 * variant's default ruleset ({@code rulesets} in {@code docs/verdict.schema.json}).
 */
final class RulesetsJson {

    private RulesetsJson() {}

    /** The whole document, as one object. */
    static void write(JsonGenerator g, List<String> everyRuleset) throws IOException {
        g.writeStartObject();
        g.writeArrayFieldStart("presets");
        for (Preset p : Preset.values()) {
            Ruleset r = Rulesets.byName(p.id()).orElseThrow();
            g.writeStartObject();
            g.writeStringField("name", p.id());
            g.writeStringField("variant", p.variant().name());
            g.writeStringField("usedBy", p.usedBy());
            g.writeObjectFieldStart("parameters");
            for (RulesetParameter<?> parameter : RulesetParameter.all()) {
                g.writeStringField(parameter.id(), parameter.valueIn(r));
            }
            g.writeEndObject();
            g.writeObjectFieldStart("citations");
            for (Map.Entry<EndingReason, Citation> c : r.citations().entrySet()) {
                g.writeFieldName(c.getKey().id());
                JsonWriter.citation(g, c.getValue());
            }
            g.writeEndObject();
            g.writeArrayFieldStart("sources");
            for (Citation document : r.sources()) {
                g.writeStartObject();
                g.writeStringField("source", document.source());
                g.writeStringField("url", document.url());
                g.writeEndObject();
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("parameters");
        for (RulesetParameter<?> p : RulesetParameter.all()) {
            g.writeStartObject();
            g.writeStringField("name", p.id());
            g.writeStringField("meaning", p.help());
            g.writeStringField("accepts", p.acceptedText());
            g.writeArrayFieldStart("values");
            for (String value : p.accepted()) {
                g.writeString(value);
            }
            g.writeEndArray();
            g.writeEndObject();
        }
        g.writeEndArray();
        g.writeArrayFieldStart("everyRuleset");
        for (String rule : everyRuleset) {
            g.writeString(rule);
        }
        g.writeEndArray();
        g.writeObjectFieldStart("defaults");
        for (Variant v : Variants.all()) {
            g.writeStringField(v.name(), v.defaultRuleset());
        }
        g.writeEndObject();
        g.writeEndObject();
    }
}
