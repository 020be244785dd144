import { useTranslation } from 'next-i18next/pages';
import { PageSection } from '@/features/pages/PageSection';
import { LANG_TAGS } from '@/lib/i18n/languages';
import { useLang } from '@/lib/i18n/useLang';
import { aboutFigures } from './figures';
import styles from './Figures.module.css';

export function Figures() {
  const { t } = useTranslation('about-us');
  const lang = useLang();
  const format = new Intl.NumberFormat(LANG_TAGS[lang]);
  return (
    <PageSection id="figures" tone="alt" title={t('figures.title')} lead={t('figures.lead')}>
      <dl className={styles.grid}>
        {aboutFigures(lang).map(({ id, value, atLeast }) => (
          <div key={id} className={styles.figure}>
            <dt className={styles.label}>{t(`figures.labels.${id}`)}</dt>
            <dd className={styles.value}>{t(atLeast ? 'figures.more' : 'figures.exact', { value: format.format(value) })}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
