import { useTranslation } from 'next-i18next/pages';
import { BRAND, REGISTRATIONS } from '@/lib/site/facts';
import styles from './LegalDisclaimer.module.css';

/** The regulatory notices: Spanish registration, Italian notice, Portuguese broker and credit intermediary, mortgages. */
export function LegalDisclaimer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const values = { ...REGISTRATIONS, legalName: BRAND.legalName };
  const notices = compact ? (['spain'] as const) : (['spain', 'italy', 'portugal', 'mortgages'] as const);
  return (
    <div className={`${styles.disclaimer} ${compact ? styles.compact : ''}`}>
      {notices.map((key) => (
        <p key={key}>{t(`legal.${key}`, values)}</p>
      ))}
    </div>
  );
}
