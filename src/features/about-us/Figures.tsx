import { useTranslation } from 'next-i18next/pages';
import { PageSection } from '@/features/page-kit/PageSection';
import { useLang } from '@/lib/i18n/useLang';
import { aboutFigures, formatFigure } from '@/lib/site/shown-figures';
import styles from './Figures.module.css';

export function Figures() {
  const { t } = useTranslation('about-us');
  return (
    <PageSection id="figures" tone="alt" title={t('figures.title')} lead={t('figures.lead')}>
      <FigureList />
    </PageSection>
  );
}

/**
 * The figures, formatted where the section is built: as a component of its own, the browser never runs it (the
 * section keeps its built HTML), so it never pays for the number data that formatting loads on first use.
 */
function FigureList() {
  const { t } = useTranslation('figures');
  const lang = useLang();
  return (
    <dl className={styles.grid}>
      {aboutFigures(lang).map((figure) => (
        <div key={figure.id} className={styles.figure}>
          <dt className={styles.label}>{t(`labels.${figure.id}`)}</dt>
          <dd className={styles.value}>{formatFigure(figure, lang)}</dd>
        </div>
      ))}
    </dl>
  );
}
