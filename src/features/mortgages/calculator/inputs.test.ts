import { describe, expect, it } from 'vitest';
import { parseDecimal, validate, type FormValues } from './inputs';

describe('parseDecimal', () => {
  it.each([
    ['250.000', ',', 250_000],
    ['250 000', ',', 250_000],
    ['250000', ',', 250_000],
    ['1.250.000,50', ',', 1_250_000.5],
    ['3,5', ',', 3.5],
    ['3,500', ',', 3.5],
    ['3.5', ',', 3.5],
    ['250,000', '.', 250_000],
    ['1,250,000.50', '.', 1_250_000.5],
    ['3.5', '.', 3.5],
    ['3,5', '.', 3.5],
    ['-0,25', ',', -0.25],
    ['−0,25', ',', -0.25],
  ] as const)('reads %s (decimal sign %s) as %d', (text, sign, expected) => {
    expect(parseDecimal(text, sign)).toBe(expected);
  });

  it.each(['', 'abc', '3,5,1.2', '12€', '.', '1.2.3,4,5'])('rejects %j', (text) => {
    expect(parseDecimal(text, ',')).toBeNull();
  });
});

const values = (overrides: Partial<FormValues> = {}): FormValues => ({
  mode: 'price',
  rateType: 'fixed',
  price: '250.000',
  down: '50.000',
  loan: '200.000',
  years: '25',
  rate: '3',
  index: '2,2',
  spread: '0,8',
  fixedYears: '10',
  lump: '20.000',
  lumpYear: '5',
  fee: '1',
  ...overrides,
});

describe('validate', () => {
  it('turns price and down payment into the loan', () => {
    const { errors, calculation } = validate(values(), ',');
    expect(errors).toEqual({});
    expect(calculation).toMatchObject({
      loan: { principal: 200_000, months: 300, rates: [{ fromMonth: 0, annualPercent: 3 }] },
      price: 250_000,
      early: { afterMonth: 60, amount: 20_000, feePercent: 1 },
    });
  });

  it('takes the loan amount as given in loan mode, without a price', () => {
    const { calculation } = validate(values({ mode: 'loan', loan: '180000', price: 'ignored' }), ',');
    expect(calculation).toMatchObject({ loan: { principal: 180_000 }, price: null });
  });

  it('adds index and spread for a variable rate, never below zero', () => {
    expect(validate(values({ rateType: 'variable' }), ',').calculation?.loan.rates).toEqual([{ fromMonth: 0, annualPercent: 3 }]);
    const negative = validate(values({ rateType: 'variable', index: '-1', spread: '0,5' }), ',');
    expect(negative.calculation?.loan.rates).toEqual([{ fromMonth: 0, annualPercent: 0 }]);
  });

  it('gives a mixed loan its fixed years first', () => {
    expect(validate(values({ rateType: 'mixed', rate: '2' }), ',').calculation?.loan.rates).toEqual([
      { fromMonth: 0, annualPercent: 2 },
      { fromMonth: 120, annualPercent: 3 },
    ]);
  });

  it('says which field is wrong and why', () => {
    const { errors, calculation } = validate(values({ price: '', down: 'x', years: '2,5', rate: '25' }), ',');
    expect(errors).toEqual({
      price: { key: 'required' },
      down: { key: 'number' },
      years: { key: 'whole' },
      rate: { key: "max", limit: 20 },
    });
    expect(calculation).toBeNull();
  });

  it('wants the down payment below the price and a loan of at least 1,000', () => {
    expect(validate(values({ down: '250.000' }), ',').errors).toEqual({ down: { key: 'downNotBelowPrice' } });
    expect(validate(values({ down: '249.500' }), ',').errors).toEqual({ down: { key: 'max', limit: 249_000 } });
  });

  it('keeps the fixed period and the early repayment inside the term', () => {
    const { errors } = validate(values({ rateType: 'mixed', years: '10', fixedYears: '10', lumpYear: '12' }), ',');
    expect(errors).toEqual({ fixedYears: { key: 'beforeTermEnd', limit: 10 }, lumpYear: { key: 'beforeTermEnd', limit: 10 } });
  });

  it('computes the loan without an early repayment when the lump sum is empty or wrong', () => {
    expect(validate(values({ lump: '' }), ',')).toMatchObject({ errors: {}, calculation: { early: null } });
    const wrongFee = validate(values({ fee: '-1' }), ',');
    expect(wrongFee.errors).toEqual({ fee: { key: 'min', limit: 0 } });
    expect(wrongFee.calculation?.early).toBeNull();
  });
});
