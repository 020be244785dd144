import { describe, expect, it } from 'vitest';
import { amortize, comparePrepayment, instalmentAt, loanToValue, monthlyPayment, monthsToRepay, type Loan } from './amortization';

const fixed = (principal: number, years: number, annualPercent: number): Loan => ({
  principal,
  months: years * 12,
  rates: [{ fromMonth: 0, annualPercent }],
});

const cents = (amount: number) => Math.round(amount * 100) / 100;

describe('monthlyPayment', () => {
  it('is 948.42 for 200,000 at 3% over 25 years', () => {
    expect(cents(monthlyPayment(200_000, 0.03 / 12, 300))).toBe(948.42);
  });

  it('is 599.55 for 100,000 at 6% over 30 years (the textbook example)', () => {
    expect(cents(monthlyPayment(100_000, 0.06 / 12, 360))).toBe(599.55);
  });

  it('divides the principal evenly at 0%', () => {
    expect(monthlyPayment(120_000, 0, 240)).toBe(500);
  });

  it('asks for everything plus one month of interest over a one-month term', () => {
    expect(cents(monthlyPayment(10_000, 0.06 / 12, 1))).toBe(10_050);
  });

  it('refuses a term of no months', () => {
    expect(() => monthlyPayment(1000, 0.01, 0)).toThrow(RangeError);
  });
});

describe('monthsToRepay', () => {
  it('finds the term back from the instalment', () => {
    expect(monthsToRepay(200_000, 0.0025, monthlyPayment(200_000, 0.0025, 300))).toBe(300);
  });

  it('rounds a partial last month up, also at 0%', () => {
    expect(monthsToRepay(1000, 0, 300)).toBe(4);
    expect(monthsToRepay(1000, 0.01, 300)).toBe(4);
  });

  it('refuses an instalment that does not cover the interest', () => {
    expect(() => monthsToRepay(100_000, 0.01, 1000)).toThrow(RangeError);
  });
});

describe('amortize', () => {
  it('repays 200,000 at 3% over 25 years with 84,526.79 of interest', () => {
    const schedule = amortize(fixed(200_000, 25, 3));
    expect(schedule.instalments).toHaveLength(1);
    expect(cents(schedule.instalments[0].amount)).toBe(948.42);
    expect(cents(schedule.totalInterest)).toBe(84_526.79);
    expect(cents(schedule.totalPaid)).toBe(284_526.79);
    expect(schedule.monthsPaid).toBe(300);
    expect(schedule.years).toHaveLength(25);
    expect(schedule.years[24].balance).toBeCloseTo(0, 6);
  });

  it('gives yearly rows whose principal adds up to the loan and whose interest accumulates', () => {
    const { years, totalInterest } = amortize(fixed(200_000, 25, 3));
    expect(cents(years.reduce((sum, row) => sum + row.principal, 0))).toBe(200_000);
    expect(cents(years[0].interest)).toBe(5_925.39);
    expect(cents(years[0].balance)).toBe(194_544.32);
    expect(years.at(-1)!.cumulativeInterest).toBeCloseTo(totalInterest, 6);
  });

  it('charges no interest at 0%', () => {
    const schedule = amortize(fixed(60_000, 5, 0));
    expect(schedule.totalInterest).toBe(0);
    expect(schedule.instalments).toEqual([{ fromMonth: 1, amount: 1000 }]);
    expect(schedule.years.map((row) => row.balance)).toEqual([48_000, 36_000, 24_000, 12_000, 0]);
  });

  it('handles a one-month term', () => {
    const schedule = amortize({ principal: 10_000, months: 1, rates: [{ fromMonth: 0, annualPercent: 6 }] });
    expect(schedule.monthsPaid).toBe(1);
    expect(cents(schedule.totalInterest)).toBe(50);
    expect(schedule.years).toEqual([{ year: 1, paid: 10_050, interest: 50, principal: 10_000, balance: 0, cumulativeInterest: 50 }]);
  });

  it('recomputes the instalment when a mixed loan turns variable', () => {
    const schedule = amortize({
      principal: 200_000,
      months: 300,
      rates: [
        { fromMonth: 0, annualPercent: 2 },
        { fromMonth: 120, annualPercent: 4 },
      ],
    });
    expect(schedule.instalments.map(({ fromMonth }) => fromMonth)).toEqual([1, 121]);
    expect(cents(schedule.instalments[0].amount)).toBe(847.71);
    // The balance after ten years at 2%, repaid over the remaining 15 years at 4%.
    const balance = schedule.years[9].balance;
    expect(cents(instalmentAt(schedule, 121))).toBe(cents(monthlyPayment(balance, 0.04 / 12, 180)));
    expect(schedule.monthsPaid).toBe(300);
  });
});

describe('comparePrepayment', () => {
  const loan = fixed(200_000, 25, 3);

  it('lowers the instalment or shortens the term, saving interest either way', () => {
    const result = comparePrepayment(loan, { afterMonth: 60, amount: 20_000, feePercent: 1 });
    expect(result.amount).toBe(20_000);
    expect(result.repaysAll).toBe(false);

    const { lowerPayment, shorterTerm } = result;
    const balanceAfter5Years = amortize(loan).years[4].balance - 20_000;
    expect(lowerPayment.newPayment).toBeCloseTo(monthlyPayment(balanceAfter5Years, 0.0025, 240), 6);
    expect(lowerPayment.monthsSaved).toBe(0);
    expect(shorterTerm.newPayment).toBeCloseTo(monthlyPayment(200_000, 0.0025, 300), 6);
    expect(shorterTerm.monthsSaved).toBe(300 - 60 - monthsToRepay(balanceAfter5Years, 0.0025, shorterTerm.newPayment));

    expect(lowerPayment.fee).toBe(200);
    expect(shorterTerm.fee).toBe(200);
    expect(lowerPayment.interestSaved).toBeGreaterThan(0);
    // Keeping the instalment repays faster, so it saves more interest.
    expect(shorterTerm.interestSaved).toBeGreaterThan(lowerPayment.interestSaved);
    expect(cents(lowerPayment.interestSaved)).toBe(6_620.68);
    expect(lowerPayment.netSaving).toBeCloseTo(lowerPayment.interestSaved - 200, 9);
  });

  it('caps a lump sum larger than the balance at what is owed, and ends the loan', () => {
    const result = comparePrepayment(loan, { afterMonth: 60, amount: 1_000_000, feePercent: 2 });
    const owed = amortize(loan).years[4].balance;
    expect(result.amount).toBeCloseTo(owed, 6);
    expect(result.repaysAll).toBe(true);
    for (const outcome of [result.lowerPayment, result.shorterTerm]) {
      expect(outcome.monthsPaid).toBe(60);
      expect(outcome.newPayment).toBe(0);
      expect(outcome.monthsSaved).toBe(240);
      expect(outcome.fee).toBeCloseTo(owed * 0.02, 6);
      expect(outcome.interestSaved).toBeCloseTo(amortize(loan).totalInterest - amortize(loan).years[4].cumulativeInterest, 6);
    }
  });

  it('saves nothing in interest at 0%, so the fee is a net loss', () => {
    const result = comparePrepayment(fixed(60_000, 5, 0), { afterMonth: 12, amount: 12_000, feePercent: 0.5 });
    expect(result.lowerPayment.newPayment).toBeCloseTo(750, 9);
    expect(result.shorterTerm.monthsSaved).toBe(12);
    expect(result.lowerPayment.interestSaved).toBe(0);
    expect(result.shorterTerm.netSaving).toBe(-60);
  });
});

describe('loanToValue', () => {
  it('is the borrowed share of the price', () => {
    expect(loanToValue(200_000, 250_000)).toBe(80);
  });
});
