import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { formatFigure, homeFigures, type FigureId } from '@/lib/site/shown-figures';
import { ANIMATE_ATTRIBUTE } from './useScrollAnimations';
import styles from './FiguresSection.module.css';
import type { HomeSectionProps } from './home-sections';

const COLOUR_CLASS: Partial<Record<FigureId, string>> = {
  annualInvestments: styles.navy,
  clients: styles.teal,
  advisors: styles.navyLight,
  offices: styles.ink,
};

export function FiguresSection({ className = '' }: HomeSectionProps) {
  const { t } = useTranslation(['home', 'figures']);
  const lang = useLang();
  const boxes = homeFigures(lang);
  return (
    <section className={`section ${className}`} aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className={styles.title}>
          {t('figures.title')}
        </h2>
        {/* An odd number of boxes (Italian has no advisor figure) switches to a layout that stays balanced. */}
        <ul className={`${styles.grid} ${boxes.length % 2 ? styles.odd : ''}`}>
          {boxes.map((box) => (
            <li key={box.id} className={`${styles.box} ${COLOUR_CLASS[box.id]}`} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
              <span className={styles.value}>{formatFigure(box, lang)}</span>
              <span className={styles.label}>{t(`figures:labels.${box.id}`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
