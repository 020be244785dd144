import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { PrepaymentComparison, PrepaymentOutcome } from './amortization';
import { durationText } from './duration';
import type { Formatters } from './format';
import styles from './Calculator.module.css';

type Props = {
  /** The three fields (amount, year, fee), rendered by the calculator like its other fields. */
  fields: ReactNode;
  comparison: PrepaymentComparison | null;
  /** Why there is no comparison: nothing entered, or a field to correct. */
  missing: 'empty' | 'invalid' | null;
  format: Formatters;
  headingId: string;
};

const ROWS = ['newPayment', 'monthsSaved', 'interestSaved', 'fee', 'netSaving'] as const;

/** A lump sum in a given year, used to lower the instalment or to shorten the term, side by side. */
export function EarlyRepayment({ fields, comparison, missing, format, headingId }: Props) {
  const { t } = useTranslation('mortgages');
  const cell = (outcome: PrepaymentOutcome, row: (typeof ROWS)[number]) => {
    if (row === 'monthsSaved') return outcome.monthsSaved ? durationText(t, outcome.monthsSaved) : '—';
    if (row === 'newPayment') return outcome.newPayment ? format.money(outcome.newPayment) : '—';
    return format.money(outcome[row]);
  };
  return (
    <section className={styles.early} aria-labelledby={headingId}>
      <h3 id={headingId}>{t('calculator.early.title')}</h3>
      <p className={styles.sectionLead}>{t('calculator.early.lead')}</p>
      <div className={styles.earlyFields}>{fields}</div>
      {comparison ? (
        <>
          {comparison.repaysAll ? <p className={styles.note}>{t('calculator.early.repaysAll', { amount: format.money(comparison.amount) })}</p> : null}
          <div className={styles.tableScroll} role="region" aria-labelledby={`${headingId}-caption`} tabIndex={0}>
            <table className={`${styles.table} ${styles.comparison}`}>
              <caption id={`${headingId}-caption`}>{t('calculator.early.caption', { amount: format.wholeMoney(comparison.amount) })}</caption>
              <thead>
                <tr>
                  <td />
                  <th scope="col">{t('calculator.early.lowerPayment')}</th>
                  <th scope="col">{t('calculator.early.shorterTerm')}</th>
                </tr>
              </thead>
              <tbody>
                {ROWS.map((row) => (
                  <tr key={row} className={row === 'netSaving' ? styles.totalRow : undefined}>
                    <th scope="row">{t(`calculator.early.rows.${row}`)}</th>
                    <td>{cell(comparison.lowerPayment, row)}</td>
                    <td>{cell(comparison.shorterTerm, row)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.hint}>{t('calculator.early.explain')}</p>
        </>
      ) : missing ? (
        <p className={styles.note}>{t(`calculator.early.${missing}`)}</p>
      ) : null}
    </section>
  );
}
