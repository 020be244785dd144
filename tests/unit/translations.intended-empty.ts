/**
 * Translation entries that are empty on purpose, as `lang/namespace:key` patterns. Anything empty that is not
 * listed here fails the translation test.
 */
export const INTENDED_EMPTY: readonly RegExp[] = [
  // Pension plans are sold in Spain only: outside Spanish the fund cards keep their structure without texts, and
  // the page shows its notice and call to action instead.
  /^(en|pt|it)\/pension-plans:funds\./,
];
