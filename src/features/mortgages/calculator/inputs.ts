import type { Loan, RatePeriod } from './amortization';

/**
 * The calculator's fields as typed (strings, so a half-typed "3," is kept), their limits, and the validation that
 * turns them into a loan. Pure: the component and the URL state both build on it.
 */
export const AMOUNT_MODES = ['price', 'loan'] as const;
export type AmountMode = (typeof AMOUNT_MODES)[number];
export const RATE_TYPES = ['fixed', 'variable', 'mixed'] as const;
export type RateType = (typeof RATE_TYPES)[number];

export const NUMBER_FIELDS = ['price', 'down', 'loan', 'years', 'rate', 'index', 'spread', 'fixedYears', 'lump', 'lumpYear', 'fee'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export type FormValues = { mode: AmountMode; rateType: RateType } & Record<NumberField, string>;

/** What a first visit shows: a typical Spanish purchase at 80% loan-to-value. */
export const DEFAULTS: { mode: AmountMode; rateType: RateType } & Record<NumberField, number> = {
  mode: 'price',
  rateType: 'fixed',
  price: 250_000,
  down: 50_000,
  loan: 200_000,
  years: 25,
  rate: 3,
  index: 2.2,
  spread: 0.8,
  fixedYears: 10,
  lump: 20_000,
  lumpYear: 5,
  fee: 0,
};

type Limit = { min: number; max: number; whole?: boolean };
/** Fixed bounds; `down`, `fixedYears` and `lumpYear` are further bounded by the price and the term. */
export const LIMITS: Record<NumberField, Limit> = {
  price: { min: 10_000, max: 20_000_000 },
  down: { min: 0, max: 20_000_000 },
  loan: { min: 1_000, max: 20_000_000 },
  years: { min: 1, max: 40, whole: true },
  rate: { min: 0, max: 20 },
  // Euribor has been negative before.
  index: { min: -2, max: 15 },
  spread: { min: 0, max: 10 },
  fixedYears: { min: 1, max: 39, whole: true },
  lump: { min: 1, max: 20_000_000 },
  lumpYear: { min: 1, max: 39, whole: true },
  fee: { min: 0, max: 10 },
};

export type FieldError =
  | { key: 'required' | 'number' | 'whole' | 'downNotBelowPrice' }
  | { key: 'min' | 'max'; limit: number }
  | { key: 'beforeTermEnd'; limit: number };

/**
 * A number as people type it in any of the site's languages: "250.000", "250 000", "250,000", "3,5", "3.5".
 * A lone separator is decimal when it is the language's own decimal sign, and also when it is not followed by
 * exactly three digits (so "3.5" is 3.5 in Spanish too); with both signs, the last one is decimal.
 */
export function parseDecimal(text: string, decimalSign: ',' | '.'): number | null {
  const compact = text.replace(/[\s\u00a0\u202f'’]/g, '').replace(/^−/, '-');
  if (!/^-?[\d.,]+$/.test(compact) || !/\d/.test(compact)) return null;
  const dots = compact.split('.').length - 1;
  const commas = compact.split(',').length - 1;
  let decimal: string | null = null;
  if (dots && commas) decimal = compact.lastIndexOf('.') > compact.lastIndexOf(',') ? '.' : ',';
  else if (dots + commas === 1) {
    const sign = dots ? '.' : ',';
    const after = compact.split(sign)[1];
    decimal = sign === decimalSign || after.length !== 3 ? sign : null;
  }
  const [whole, fraction, ...rest] = decimal ? compact.split(decimal) : [compact];
  if (rest.length) return null;
  // Digits in groups of three after the first: "1.250.000", not "3,5,1".
  const groups = whole.replace(/^-/, '').split(/[.,]/);
  if (groups.length > 1 && !(/^\d{1,3}$/.test(groups[0]) && groups.slice(1).every((group) => /^\d{3}$/.test(group)))) return null;
  const normal = `${whole.replace(/[.,]/g, '')}${fraction === undefined ? '' : `.${fraction}`}`;
  const value = Number(normal);
  return Number.isFinite(value) ? value : null;
}

export type EarlyRepayment = { afterMonth: number; amount: number; feePercent: number };

export type Calculation = {
  loan: Loan;
  /** The property's price, when the visitor gave one (the loan-to-value needs it). */
  price: number | null;
  down: number | null;
  rateType: RateType;
  /** The rate of each period in percent: one for fixed and variable, two for mixed. */
  ratePercents: number[];
  fixedYears: number | null;
  /** Null when no lump sum was entered. */
  early: EarlyRepayment | null;
};

export type Validation = {
  errors: Partial<Record<NumberField, FieldError>>;
  /** The loan to compute, or null while a field it needs is wrong. */
  calculation: Calculation | null;
};

/** Checks the fields the current choices use and, when they hold, describes the loan to compute. */
export function validate(values: FormValues, decimalSign: ',' | '.'): Validation {
  const errors: Validation['errors'] = {};
  const read = (field: NumberField, bounds: Partial<Limit> = {}): number | null => {
    const text = values[field].trim();
    if (!text) return fail(field, { key: 'required' });
    const value = parseDecimal(text, decimalSign);
    if (value === null) return fail(field, { key: 'number' });
    const { min, max, whole } = { ...LIMITS[field], ...bounds };
    if (whole && !Number.isInteger(value)) return fail(field, { key: 'whole' });
    if (value < min) return fail(field, { key: 'min', limit: min });
    if (value > max) return fail(field, { key: 'max', limit: max });
    return value;
  };
  const fail = (field: NumberField, error: FieldError) => {
    errors[field] = error;
    return null;
  };

  let price: number | null = null;
  let down: number | null = null;
  let principal: number | null;
  if (values.mode === 'price') {
    price = read('price');
    down = read('down');
    if (price !== null && down !== null && down >= price) fail('down', { key: 'downNotBelowPrice' });
    principal = price !== null && down !== null && !errors.down ? price - down : null;
    if (principal !== null && principal < LIMITS.loan.min) fail('down', { key: 'max', limit: price! - LIMITS.loan.min });
  } else {
    principal = read('loan');
  }
  const years = read('years');
  const beforeEnd = (field: 'fixedYears' | 'lumpYear', value: number | null) => {
    if (value !== null && years !== null && value >= years) return fail(field, { key: 'beforeTermEnd', limit: years });
    return value;
  };

  let ratePercents: number[] | null = null;
  let fixedYears: number | null = null;
  if (values.rateType === 'fixed') {
    const rate = read('rate');
    ratePercents = rate === null ? null : [rate];
  } else {
    const fixedRate = values.rateType === 'mixed' ? read('rate') : 0;
    fixedYears = values.rateType === 'mixed' ? beforeEnd('fixedYears', read('fixedYears')) : 0;
    const index = read('index');
    const spread = read('spread');
    // A negative index never takes the rate below zero: loan contracts floor it there.
    const variable = index !== null && spread !== null ? Math.max(index + spread, 0) : null;
    if (variable !== null && fixedRate !== null && fixedYears !== null) {
      ratePercents = values.rateType === 'mixed' ? [fixedRate, variable] : [variable];
    }
    if (values.rateType === 'variable') fixedYears = null;
  }

  let early: EarlyRepayment | null = null;
  if (values.lump.trim()) {
    const amount = read('lump');
    const lumpYear = beforeEnd('lumpYear', read('lumpYear'));
    const feePercent = read('fee');
    if (amount !== null && lumpYear !== null && feePercent !== null) early = { afterMonth: lumpYear * 12, amount, feePercent };
  }

  if (principal === null || years === null || ratePercents === null) return { errors, calculation: null };
  const rates: RatePeriod[] = ratePercents.map((annualPercent, i) => ({ fromMonth: i === 0 ? 0 : fixedYears! * 12, annualPercent }));
  return {
    errors,
    calculation: {
      loan: { principal, months: years * 12, rates },
      price,
      down,
      rateType: values.rateType,
      ratePercents,
      fixedYears,
      early,
    },
  };
}
