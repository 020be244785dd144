import { useTranslation } from 'next-i18next/pages';
import { PageSection } from '@/features/pages/PageSection';
import { useLang } from '@/lib/i18n/useLang';
import { aboutFigures, formatFigure } from '@/lib/site/figures';
import styles from './Figures.module.css';

export function Figures() {
  const { t } = useTranslation(['about-us', 'figures']);
  const lang = useLang();
  return (
    <PageSection id="figures" tone="alt" title={t('figures.title')} lead={t('figures.lead')}>
      <dl className={styles.grid}>
        {aboutFigures(lang).map((figure) => (
          <div key={figure.id} className={styles.figure}>
            <dt className={styles.label}>{t(`figures:labels.${figure.id}`)}</dt>
            <dd className={styles.value}>{formatFigure(figure, lang)}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
