/**
 * The embedding API: {@link dev.shinpan.api.Shinpan} reads records, judges them and plays USI moves.
 * Its signatures use the value types of {@code dev.shinpan.record} ({@code GameRecord}),
 * {@code dev.shinpan.adjudicate} ({@code Verdict}, {@code Ruleset}, {@code Rulesets}) and
 * {@code dev.shinpan.rules} ({@code Move}, {@code Square}, {@code PieceType}, {@code Position}).
 */
package dev.shinpan.api;
