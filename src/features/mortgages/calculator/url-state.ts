import { AMOUNT_MODES, DEFAULTS, NUMBER_FIELDS, RATE_TYPES, parseDecimal, type FormValues, type NumberField } from './inputs';

/**
 * The calculator's state in the page's query string, so a result can be shared or bookmarked: numbers in plain
 * canonical form (`?price=250000&rate=3.5`), whatever the language shows them as. Unknown or broken parameters
 * fall back to the defaults; parameters that are not the calculator's are kept.
 */

/** How the fields show a number in a language: digits grouped, up to two decimals, e.g. "250.000" or "3,5". */
export function inputText(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function valuesFromQuery(search: string, locale: string): FormValues {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(key: string, options: readonly T[], fallback: T): T => {
    const value = params.get(key);
    return options.includes(value as T) ? (value as T) : fallback;
  };
  const numbers = Object.fromEntries(
    NUMBER_FIELDS.map((field) => {
      const raw = params.get(field);
      // An explicitly empty lump sum means "no early repayment", which is a state worth sharing.
      if (field === 'lump' && raw === '') return [field, ''];
      const parsed = raw === null ? null : parseDecimal(raw, '.');
      return [field, inputText(parsed ?? DEFAULTS[field], locale)];
    }),
  ) as Record<NumberField, string>;
  return { mode: pick('mode', AMOUNT_MODES, DEFAULTS.mode), rateType: pick('rateType', RATE_TYPES, DEFAULTS.rateType), ...numbers };
}

/** The query string for these values, keeping `search`'s other parameters; fields that do not parse are left out. */
export function queryFromValues(values: FormValues, decimalSign: ',' | '.', search = ''): string {
  const params = new URLSearchParams(search);
  params.set('mode', values.mode);
  params.set('rateType', values.rateType);
  for (const field of NUMBER_FIELDS) {
    const text = values[field].trim();
    const parsed = text ? parseDecimal(text, decimalSign) : null;
    if (field === 'lump' && !text) params.set(field, '');
    else if (parsed === null) params.delete(field);
    else params.set(field, String(parsed));
  }
  return `?${params.toString()}`;
}
