package dev.shinpan.json;

import com.fasterxml.jackson.core.JsonGenerator;
import dev.shinpan.record.GameFacts;
import dev.shinpan.record.GameRecord;
import dev.shinpan.record.Rating;
import dev.shinpan.record.Stated;
import dev.shinpan.record.TimeControl;
import dev.shinpan.record.format.Formats;
import dev.shinpan.text.Catalogue;
import java.io.IOException;

/**
 * A record's own facts as its header states them (event, site, dates, time control, ratings, the
 * application), {@code game} in {@code docs/verdict.schema.json}: asked of the record's format once
 * for all the verdicts written of it, and written as stated, with a warning in both languages for
 * what does not parse.
 */
final class GameFactsJson {

    private final JsonGenerator g;
    /** The record whose facts {@link #facts} holds, compared by identity. */
    private GameRecord factsOf;

    private GameFacts facts;

    GameFactsJson(JsonGenerator g) {
        this.g = g;
    }

    /** The {@code game} field of a record's verdict, texts in Japanese as {@code ja} speaks of the record. */
    void write(GameRecord record, Catalogue ja) throws IOException {
        game(facts(record), ja);
    }

    /** The record's facts, read once for all its verdicts (one per ruleset under {@code --ruleset all}). */
    private GameFacts facts(GameRecord record) {
        if (record != factsOf) {
            factsOf = record;
            facts = Formats.facts(record);
        }
        return facts;
    }

    /**
     * The record's own facts, {@code game} in the schema: only what the record states, and no field
     * at all when it states none, so records without such a header keep their lines.
     */
    private void game(GameFacts f, Catalogue ja) throws IOException {
        if (f.isEmpty()) {
            return;
        }
        g.writeObjectFieldStart("game");
        if (f.event() != null) {
            g.writeStringField("event", f.event());
        }
        if (f.site() != null) {
            g.writeStringField("site", f.site());
        }
        time(f, ja, "start", f.start());
        time(f, ja, "end", f.end());
        if (f.timeControl() != null) {
            g.writeObjectFieldStart("timeControl");
            stated(f, ja, f.timeControl());
            TimeControl c = f.timeControl().value();
            if (c != null) {
                g.writeNumberField("initialSeconds", c.initialSeconds());
                g.writeNumberField("byoyomiSeconds", c.byoyomiSeconds());
                g.writeNumberField("incrementSeconds", c.incrementSeconds());
            }
            g.writeEndObject();
        }
        if (f.blackRating() != null || f.whiteRating() != null) {
            g.writeObjectFieldStart("ratings");
            rating(f, ja, "black", f.blackRating());
            rating(f, ja, "white", f.whiteRating());
            g.writeEndObject();
        }
        if (f.application() != null) {
            g.writeStringField("application", f.application());
        }
        g.writeEndObject();
    }

    private void time(GameFacts f, Catalogue ja, String field, Stated<String> time) throws IOException {
        if (time == null) {
            return;
        }
        g.writeObjectFieldStart(field);
        stated(f, ja, time);
        if (time.understood()) {
            g.writeStringField("iso", time.value());
        }
        g.writeEndObject();
    }

    private void rating(GameFacts f, Catalogue ja, String field, Stated<Rating> rating) throws IOException {
        if (rating == null) {
            return;
        }
        g.writeObjectFieldStart(field);
        stated(f, ja, rating);
        if (rating.understood()) {
            g.writeNumberField("value", rating.value().value());
            g.writeBooleanField("provisional", rating.value().provisional());
        }
        g.writeEndObject();
    }

    /** Where the record says it and as written; for what did not parse, the warning in both languages. */
    private void stated(GameFacts f, Catalogue ja, Stated<?> s) throws IOException {
        g.writeStringField("key", s.key());
        g.writeStringField("written", s.written());
        if (s.where() != null) {
            g.writeNumberField("line", s.where().line());
        }
        if (!s.understood()) {
            JsonWriter.messages(g, ja, JsonWriter.unreadFact(f, s));
        }
    }
}
