import type { TFunction } from 'i18next';
import type { PrepaymentComparison, Schedule } from './amortization';
import { durationText } from './duration';
import type { Formatters } from './format';
import type { Calculation } from './inputs';
import { paymentsOf } from './ResultSummary';

type Simulation = {
  calculation: Calculation;
  schedule: Schedule;
  comparison: PrepaymentComparison | null;
  /** The calculator's address with its state, so the adviser can open the same simulation. */
  url: string;
};

/** The contact message "ask an adviser" writes: the simulation's figures in the visitor's language, one per line. */
export function adviserMessage(t: TFunction<'mortgages'>, format: Formatters, { calculation, schedule, comparison, url }: Simulation): string {
  const { loan, price, down, ratePercents, fixedYears, early } = calculation;
  const term = durationText(t, loan.months);
  const [firstRate, laterRate] = ratePercents.map(format.percent);
  const lines = [
    t('calculator.adviser.message.intro'),
    price !== null && down !== null
      ? t('calculator.adviser.message.purchase', {
          price: format.wholeMoney(price),
          down: format.wholeMoney(down),
          ltv: format.percent((loan.principal / price) * 100),
        })
      : null,
    t('calculator.adviser.message.loan', { loan: format.wholeMoney(loan.principal), term }),
    calculation.rateType === 'mixed'
      ? t('calculator.adviser.message.rateMixed', { rate: firstRate, count: fixedYears ?? 0, later: laterRate })
      : t(`calculator.adviser.message.${calculation.rateType === 'fixed' ? 'rateFixed' : 'rateVariable'}`, { rate: firstRate }),
  ];
  const { first, after } = paymentsOf(calculation, schedule);
  lines.push(
    t('calculator.adviser.message.payment', { payment: format.money(first) }),
    after !== null ? t('calculator.adviser.message.paymentAfter', { payment: format.money(after) }) : null,
    t('calculator.adviser.message.totals', { interest: format.money(schedule.totalInterest), total: format.money(schedule.totalPaid) }),
  );
  if (comparison && early) {
    lines.push(
      t('calculator.adviser.message.early', {
        amount: format.wholeMoney(comparison.amount),
        year: early.afterMonth / 12,
        fee: format.percent(early.feePercent),
        lowerPayment: format.money(comparison.lowerPayment.interestSaved),
        shorterTerm: format.money(comparison.shorterTerm.interestSaved),
      }),
    );
  }
  lines.push(t('calculator.adviser.message.link', { url }));
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}
