package dev.shinpan.record;

import java.math.BigDecimal;

/**
 * A player's rating as a server states it: floodgate writes decimals and negative ratings
 * ({@code 3526.0}, {@code -120.5}), 81Dojo marks a provisional one with {@code *}.
 *
 * <pre>{@code
 * Stated<Rating> rating = Shinpan.facts(record).blackRating();
 * System.out.println(rating == null || rating.value() == null ? "no rating" : rating.value().value());
 * }</pre>
 *
 * @param value       the rating as written, without a provisional mark
 * @param provisional whether the server marks it provisional
 */
public record Rating(BigDecimal value, boolean provisional) {}
