import { useTranslation } from 'next-i18next/pages';
import { BRAND, REGISTRATIONS } from '@/lib/site/facts';
import styles from './LegalDisclaimer.module.css';

/**
 * The regulatory notices: Spanish registration, Italian notice, Portuguese broker and credit intermediary. The
 * mortgage partner's notice is on the mortgages page and in the legal notice, not in every page's footer (its
 * bytes went to the complaints, whistleblowing and accessibility links within the first round trip; decision 0043).
 */
export function LegalDisclaimer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const values = { ...REGISTRATIONS, legalName: BRAND.legalName };
  const notices = compact ? (['spain'] as const) : (['spain', 'italy', 'portugal'] as const);
  return (
    <div className={`${styles.disclaimer} ${compact ? styles.compact : ''}`}>
      {notices.map((key) => (
        <p key={key}>{t(`legal.${key}`, values)}</p>
      ))}
    </div>
  );
}
