import type { TFunction } from 'i18next';

/** "2 años y 3 meses", "11 months", "1 anno": a number of months in words, with the language's plurals. */
export function durationText(t: TFunction<'mortgages'>, months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const yearsText = t('calculator.duration.years', { count: years });
  const monthsText = t('calculator.duration.months', { count: rest });
  if (years && rest) return t('calculator.duration.both', { years: yearsText, months: monthsText });
  return years ? yearsText : monthsText;
}
