/** Axis arithmetic for the balance chart: round maxima and evenly spaced ticks. */

/** The smallest 1, 2, 2.5 or 5 times a power of ten that is at least `value` (so 184,000 gives 200,000). */
export function niceCeiling(value: number): number {
  if (value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((candidate) => candidate * magnitude >= value - 1e-9) ?? 10;
  return step * magnitude;
}

/** Year marks for a term: every year up to 6, then every 2, 5 or 10 years; always from 0 to the last year. */
export function yearTicks(years: number): number[] {
  const step = years <= 6 ? 1 : years <= 12 ? 2 : years <= 30 ? 5 : 10;
  const ticks: number[] = [];
  for (let year = 0; year < years; year += step) ticks.push(year);
  // The last year gets its mark, unless it would crowd the previous one.
  if (years - ticks.at(-1)! < step / 2) ticks.pop();
  ticks.push(years);
  return ticks;
}
