/** The calculator's numbers in the visitor's language (Intl), built once per language. */
export type Formatters = {
  /** 948,42 € */
  money: (value: number) => string;
  /** 250.000 € (limits, chart axis) */
  wholeMoney: (value: number) => string;
  /** 200 mil € / €200K, for the chart's axis */
  compactMoney: (value: number) => string;
  /** 3,25 % from 3.25 */
  percent: (value: number) => string;
  number: (value: number) => string;
  /** The sign the language writes decimals with, which the fields' parser favours. */
  decimalSign: ',' | '.';
};

const cache = new Map<string, Formatters>();

export function formattersFor(locale: string): Formatters {
  const cached = cache.get(locale);
  if (cached) return cached;
  const euros = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', ...options });
  const money = euros({});
  const wholeMoney = euros({ maximumFractionDigits: 0, minimumFractionDigits: 0 });
  const compactMoney = euros({ notation: 'compact', maximumFractionDigits: 1 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  const decimal = number.formatToParts(1.5).find((part) => part.type === 'decimal')?.value;
  const formatters: Formatters = {
    money: (value) => money.format(value),
    wholeMoney: (value) => wholeMoney.format(value),
    compactMoney: (value) => compactMoney.format(value),
    percent: (value) => percent.format(value / 100),
    number: (value) => number.format(value),
    decimalSign: decimal === '.' ? '.' : ',',
  };
  cache.set(locale, formatters);
  return formatters;
}
