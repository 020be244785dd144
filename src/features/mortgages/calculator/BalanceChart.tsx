import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { YearRow } from './amortization';
import { niceCeiling, yearTicks } from './chart-scale';
import type { Formatters } from './format';
import styles from './Calculator.module.css';

const HEIGHT = 260;
const PAD = { top: 12, right: 16, bottom: 32, left: 72 };

/** The drawing's width in CSS pixels, so its text stays at the page's size on a phone and on a desktop. */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width) || fallback));
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

type Props = { principal: number; years: readonly YearRow[]; format: Formatters };

/**
 * Outstanding balance and interest paid so far, year by year, as an SVG image with a title and a description
 * for screen readers; the exact figures are in the yearly schedule next to it.
 */
export function BalanceChart({ principal, years, format }: Props) {
  const { t } = useTranslation('mortgages');
  const uid = useId();
  const [ref, width] = useWidth(640);
  const points = [{ year: 0, balance: principal, interest: 0 }, ...years.map((row) => ({ year: row.year, balance: row.balance, interest: row.cumulativeInterest }))];
  const lastYear = years.length;
  const totalInterest = years.at(-1)?.cumulativeInterest ?? 0;
  const yMax = niceCeiling(Math.max(principal, totalInterest));
  const plotWidth = Math.max(width - PAD.left - PAD.right, 10);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (year: number) => PAD.left + (year / lastYear) * plotWidth;
  const y = (amount: number) => PAD.top + plotHeight - (amount / yMax) * plotHeight;
  const line = (key: 'balance' | 'interest') =>
    points.map((point, i) => `${i ? 'L' : 'M'}${x(point.year).toFixed(1)},${y(point[key]).toFixed(1)}`).join(' ');
  const baseline = y(0);
  const balanceArea = `${line('balance')} L${x(lastYear).toFixed(1)},${baseline} L${x(0)},${baseline} Z`;
  const gridValues = [0.25, 0.5, 0.75, 1].map((share) => share * yMax);

  return (
    <div className={styles.chart}>
      <div ref={ref}>
        <svg
          width={width}
          height={HEIGHT}
          viewBox={`0 0 ${width} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${uid}title ${uid}desc`}
          className={styles.chartSvg}
        >
          <title id={`${uid}title`}>{t('calculator.chart.title')}</title>
          <desc id={`${uid}desc`}>
            {t('calculator.chart.desc', {
              principal: format.wholeMoney(principal),
              count: lastYear,
              interest: format.wholeMoney(totalInterest),
            })}
          </desc>
          {gridValues.map((value) => (
            <g key={value}>
              <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} className={styles.grid} />
              <text x={PAD.left - 8} y={y(value)} dy="0.35em" textAnchor="end" className={styles.axisText}>
                {format.compactMoney(value)}
              </text>
            </g>
          ))}
          <line x1={PAD.left} x2={width - PAD.right} y1={baseline} y2={baseline} className={styles.axis} />
          {yearTicks(lastYear).map((year) => (
            <text key={year} x={x(year)} y={HEIGHT - 10} textAnchor="middle" className={styles.axisText}>
              {year}
            </text>
          ))}
          <path d={balanceArea} className={styles.balanceArea} />
          <path d={line('balance')} pathLength={1} className={`${styles.balanceLine} ${styles.drawn}`} />
          <path d={line('interest')} pathLength={1} className={`${styles.interestLine} ${styles.drawn}`} />
        </svg>
      </div>
      <p className={styles.legend}>
        <span>
          <span className={`${styles.swatch} ${styles.swatchBalance}`} aria-hidden="true" />
          {t('calculator.chart.balance')}
        </span>
        <span>
          <span className={`${styles.swatch} ${styles.swatchInterest}`} aria-hidden="true" />
          {t('calculator.chart.interest')}
        </span>
        <span className={styles.axisCaption}>{t('calculator.chart.xAxis')}</span>
      </p>
    </div>
  );
}
