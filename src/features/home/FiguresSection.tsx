import { useTranslation } from 'next-i18next/pages';
import { useLang } from '@/lib/i18n/useLang';
import { figureBoxesFor } from '@/lib/site/home';
import { formatFigure } from './figures';
import { ANIMATE_ATTRIBUTE } from './useScrollAnimations';
import styles from './FiguresSection.module.css';

const COLOUR_CLASS = { navy: styles.navy, teal: styles.teal, 'navy-light': styles.navyLight, ink: styles.ink } as const;

export function FiguresSection() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const boxes = figureBoxesFor(lang);
  return (
    <section className="section" aria-labelledby="figures-title">
      <div className="container">
        <h2 id="figures-title" className={styles.title}>
          {t('figures.title')}
        </h2>
        {/* An odd number of boxes (Italian has no advisor figure) switches to a layout that stays balanced. */}
        <ul className={`${styles.grid} ${boxes.length % 2 ? styles.odd : ''}`}>
          {boxes.map((box) => (
            <li key={box.id} className={`${styles.box} ${COLOUR_CLASS[box.colour]}`} {...{ [ANIMATE_ATTRIBUTE]: 'fade-up' }}>
              <span className={styles.value}>{formatFigure(box.value, lang)}</span>
              <span className={styles.label}>{t(`figures.items.${box.id}.label`)}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
