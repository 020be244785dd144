/**
 * Translation entries that are empty on purpose, as `lang/namespace:key` patterns. Anything empty that is not
 * listed here fails the translation test.
 */
export const INTENDED_EMPTY: readonly RegExp[] = [
  // Pension plans are sold in Spain only: the English cards keep their structure without texts.
  /^en\/pension-plans:funds\./,
];
