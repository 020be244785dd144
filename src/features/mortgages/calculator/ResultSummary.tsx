import { useTranslation } from 'next-i18next/pages';
import { instalmentAt, loanToValue, type Schedule } from './amortization';
import type { Formatters } from './format';
import type { Calculation } from './inputs';
import styles from './Calculator.module.css';

/** Above this loan-to-value lenders seldom finance a main home. */
export const USUAL_MAX_LTV = 80;

/** The instalment(s) of a loan: one, or for a mixed loan the fixed period's and the one after it. */
export function paymentsOf(calculation: Calculation, schedule: Schedule): { first: number; after: number | null } {
  const first = schedule.instalments[0]?.amount ?? 0;
  if (calculation.rateType !== 'mixed' || calculation.fixedYears === null) return { first, after: null };
  return { first, after: instalmentAt(schedule, calculation.fixedYears * 12 + 1) };
}

type Props = { calculation: Calculation; schedule: Schedule; format: Formatters };

/** The answer: the monthly payment (announced when it changes), the totals and the loan-to-value. */
export function ResultSummary({ calculation, schedule, format }: Props) {
  const { t } = useTranslation('mortgages');
  const { first, after } = paymentsOf(calculation, schedule);
  const ltv = calculation.price ? loanToValue(calculation.loan.principal, calculation.price) : null;
  return (
    <>
      <div className={styles.payment} aria-live="polite" aria-atomic="true">
        <p className={styles.paymentLabel}>
          {after === null ? t('calculator.results.payment') : t('calculator.results.paymentFixed', { count: calculation.fixedYears ?? 0 })}
        </p>
        <p className={styles.paymentValue}>{format.money(first)}</p>
        {after !== null ? (
          <p className={styles.paymentAfter}>
            {t('calculator.results.paymentAfter')} <strong>{format.money(after)}</strong>
          </p>
        ) : null}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('calculator.results.loan')}</dt>
          <dd>{format.money(calculation.loan.principal)}</dd>
        </div>
        <div>
          <dt>{t('calculator.results.interest')}</dt>
          <dd>{format.money(schedule.totalInterest)}</dd>
        </div>
        <div>
          <dt>{t('calculator.results.total')}</dt>
          <dd>{format.money(schedule.totalPaid)}</dd>
        </div>
        {ltv !== null ? (
          <div>
            <dt>{t('calculator.results.ltv')}</dt>
            <dd>{format.percent(ltv)}</dd>
          </div>
        ) : null}
      </dl>
      {ltv !== null ? (
        <p className={ltv > USUAL_MAX_LTV ? `${styles.note} ${styles.warning}` : styles.note}>
          {t(ltv > USUAL_MAX_LTV ? 'calculator.results.ltvHigh' : 'calculator.results.ltvNote')}
        </p>
      ) : null}
      {calculation.rateType !== 'fixed' ? <p className={styles.note}>{t('calculator.results.variableNote')}</p> : null}
    </>
  );
}
