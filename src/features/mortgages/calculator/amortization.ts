/**
 * French amortization (constant instalment, the system of Spanish, Portuguese and Italian mortgages), computed
 * month by month so that rate changes (mixed loans) and an early repayment can be simulated on the same path.
 * Amounts are plain numbers in euros, not rounded: rounding is the display's business.
 */

/** An annual nominal rate (TIN / TAN) in percent that applies from a given payment on (0 = the first one). */
export type RatePeriod = { fromMonth: number; annualPercent: number };

/** A lump sum paid together with payment number `afterMonth` (1-based), and what it is used for. */
export type Prepayment = { afterMonth: number; amount: number; mode: PrepaymentMode };
export type PrepaymentMode = 'lowerPayment' | 'shorterTerm';

export type Loan = {
  principal: number;
  months: number;
  /** Sorted by `fromMonth`; the first one starts at 0. */
  rates: readonly RatePeriod[];
};

export type YearRow = {
  year: number;
  /** Instalments paid in the year (a lump sum is not counted here). */
  paid: number;
  interest: number;
  principal: number;
  /** Outstanding balance at the end of the year. */
  balance: number;
  /** Interest paid since the start of the loan, at the end of the year. */
  cumulativeInterest: number;
};

export type Schedule = {
  /** Each distinct monthly instalment in order, with the payment number it starts at (1-based). */
  instalments: { fromMonth: number; amount: number }[];
  totalInterest: number;
  /** Instalments plus any lump sum: everything paid to the lender except fees. */
  totalPaid: number;
  /** Number of monthly payments actually made. */
  monthsPaid: number;
  /** The lump sum actually applied (never more than what was owed). */
  prepaid: number;
  years: YearRow[];
};

/** Balances below a thousandth of a cent are float noise, not debt. */
const EPSILON = 1e-5;

/** The constant instalment that repays `principal` in `months` at `monthlyRate` (a fraction, 0.0025 for 3%/12). */
export function monthlyPayment(principal: number, monthlyRate: number, months: number): number {
  if (months <= 0) throw new RangeError('months must be positive');
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/** How many instalments of `payment` repay `principal` at `monthlyRate`; the last one may be smaller. */
export function monthsToRepay(principal: number, monthlyRate: number, payment: number): number {
  if (principal <= EPSILON) return 0;
  if (monthlyRate === 0) return Math.ceil(principal / payment - 1e-9);
  const ratio = (principal * monthlyRate) / payment;
  if (ratio >= 1) throw new RangeError('payment does not cover the interest');
  return Math.ceil(-Math.log(1 - ratio) / Math.log(1 + monthlyRate) - 1e-9);
}

const monthlyRateAt = (rates: readonly RatePeriod[], month: number) =>
  ([...rates].reverse().find((period) => period.fromMonth <= month)?.annualPercent ?? 0) / 100 / 12;

/**
 * The loan's whole life: the instalment is recomputed over the remaining term whenever the rate changes and,
 * with "lower payment", after the lump sum; with "shorter term" the instalment stays and the term ends earlier.
 */
export function amortize(loan: Loan, prepayment?: Prepayment): Schedule {
  let balance = loan.principal;
  let endMonth = loan.months;
  let payment = 0;
  let rate = Number.NaN;
  let totalInterest = 0;
  let totalPaid = 0;
  let prepaid = 0;
  let monthsPaid = 0;
  const instalments: Schedule['instalments'] = [];
  const years: YearRow[] = [];
  let year: YearRow | null = null;

  for (let month = 0; month < endMonth && balance > EPSILON; month++) {
    const monthRate = monthlyRateAt(loan.rates, month);
    if (monthRate !== rate) {
      rate = monthRate;
      payment = monthlyPayment(balance, rate, endMonth - month);
    }
    if (!year || month % 12 === 0) {
      year = { year: month / 12 + 1, paid: 0, interest: 0, principal: 0, balance, cumulativeInterest: totalInterest };
      years.push(year);
    }
    const interest = balance * rate;
    const amount = Math.min(payment, balance + interest);
    // A new instalment when it changes by at least a cent (not by float noise).
    if (Math.abs((instalments.at(-1)?.amount ?? 0) - amount) >= 0.005) instalments.push({ fromMonth: month + 1, amount });
    balance -= amount - interest;
    totalInterest += interest;
    totalPaid += amount;
    monthsPaid = month + 1;
    Object.assign(year, {
      paid: year.paid + amount,
      interest: year.interest + interest,
      principal: year.principal + amount - interest,
      cumulativeInterest: totalInterest,
    });

    if (prepayment && monthsPaid === prepayment.afterMonth && balance > EPSILON) {
      prepaid = Math.min(prepayment.amount, balance);
      balance -= prepaid;
      totalPaid += prepaid;
      year.principal += prepaid;
      if (balance > EPSILON) {
        if (prepayment.mode === 'lowerPayment') payment = monthlyPayment(balance, rate, endMonth - monthsPaid);
        else endMonth = monthsPaid + monthsToRepay(balance, rate, payment);
      }
    }
    year.balance = Math.max(balance, 0);
  }
  return { instalments, totalInterest, totalPaid, monthsPaid, prepaid, years };
}

export type PrepaymentOutcome = {
  mode: PrepaymentMode;
  /** The instalment after the lump sum (lower with "lower payment", unchanged with "shorter term"). */
  newPayment: number;
  monthsPaid: number;
  /** Months the loan ends earlier than without the lump sum. */
  monthsSaved: number;
  interestSaved: number;
  fee: number;
  /** Interest saved minus the lender's fee. */
  netSaving: number;
};

export type PrepaymentComparison = {
  /** The lump sum actually applied: capped at what is still owed. */
  amount: number;
  /** True when the lump sum repays everything: both options then end the loan. */
  repaysAll: boolean;
  lowerPayment: PrepaymentOutcome;
  shorterTerm: PrepaymentOutcome;
};

/**
 * Both uses of a lump sum paid with payment `afterMonth`, against the loan without it. The lender's fee is a
 * percentage of the amount repaid early.
 */
export function comparePrepayment(loan: Loan, lump: { afterMonth: number; amount: number; feePercent: number }): PrepaymentComparison {
  const base = amortize(loan);
  const simulate = (mode: PrepaymentMode) => amortize(loan, { afterMonth: lump.afterMonth, amount: lump.amount, mode });
  const outcome = (mode: PrepaymentMode, schedule: Schedule): PrepaymentOutcome => {
    const fee = (schedule.prepaid * lump.feePercent) / 100;
    const interestSaved = base.totalInterest - schedule.totalInterest;
    const next = schedule.monthsPaid > lump.afterMonth ? instalmentAt(schedule, lump.afterMonth + 1) : 0;
    return {
      mode,
      newPayment: next,
      monthsPaid: schedule.monthsPaid,
      monthsSaved: base.monthsPaid - schedule.monthsPaid,
      interestSaved,
      fee,
      netSaving: interestSaved - fee,
    };
  };
  const lower = simulate('lowerPayment');
  return {
    amount: lower.prepaid,
    repaysAll: lower.monthsPaid === lump.afterMonth,
    lowerPayment: outcome('lowerPayment', lower),
    shorterTerm: outcome('shorterTerm', simulate('shorterTerm')),
  };
}

/** The instalment due with payment number `month` (1-based). */
export function instalmentAt(schedule: Schedule, month: number): number {
  return schedule.instalments.findLast((instalment) => instalment.fromMonth <= month)?.amount ?? 0;
}

/** Loan-to-value in percent: the share of the property's value that is borrowed. */
export function loanToValue(loan: number, price: number): number {
  return (loan / price) * 100;
}
