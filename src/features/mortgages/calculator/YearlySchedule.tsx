import { useId, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { YearRow } from './amortization';
import type { Formatters } from './format';
import styles from './Calculator.module.css';

/** Rows shown before the table is expanded. */
const FIRST_YEARS = 5;

/** The amortization study year by year: the first years, and all of them on request. */
export function YearlySchedule({ years, format }: { years: readonly YearRow[]; format: Formatters }) {
  const { t } = useTranslation('mortgages');
  const uid = useId();
  const [expanded, setExpanded] = useState(false);
  const rows = expanded ? years : years.slice(0, FIRST_YEARS);
  const columns = ['paid', 'interest', 'principal', 'balance'] as const;
  return (
    <div className={styles.schedule}>
      {/* A table wider than a phone scrolls on its own; focusable so it can be scrolled from the keyboard. */}
      <div className={styles.tableScroll} role="region" aria-labelledby={`${uid}caption`} tabIndex={0}>
        <table id={`${uid}table`} className={styles.table}>
          <caption id={`${uid}caption`}>{t('calculator.schedule.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('calculator.schedule.year')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`calculator.schedule.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.year}>
                <th scope="row">{row.year}</th>
                {columns.map((column) => (
                  <td key={column}>{format.money(row[column])}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {years.length > FIRST_YEARS ? (
        <button
          type="button"
          className={`button button-secondary ${styles.expand}`}
          aria-expanded={expanded}
          aria-controls={`${uid}table`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('calculator.schedule.showFewer') : t('calculator.schedule.showAll', { count: years.length })}
        </button>
      ) : null}
    </div>
  );
}
