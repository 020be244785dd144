import { useTranslation } from 'next-i18next/pages';
import { BRAND, PUBLIC_REGISTERS, REGISTRATIONS } from '@/lib/site/facts';
import styles from './LegalDisclaimer.module.css';

/**
 * The regulatory notices: Spanish registration, Italian notice, Portuguese broker and credit intermediary, mortgages;
 * in the footer, each registration also links to its public register.
 */
export function LegalDisclaimer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const values = { ...REGISTRATIONS, legalName: BRAND.legalName };
  const notices = compact ? (['spain'] as const) : (['spain', 'italy', 'portugal', 'mortgages'] as const);
  return (
    <div className={`${styles.disclaimer} ${compact ? styles.compact : ''}`}>
      {notices.map((key) => (
        <p key={key}>{t(`legal.${key}`, values)}</p>
      ))}
      {compact ? null : <RegisterLinks />}
    </div>
  );
}

/** Each registration linked to the public register where anyone can check it. */
function RegisterLinks() {
  const { t } = useTranslation('common');
  return (
    <p>
      {t('footer.registers')}:{' '}
      {(Object.keys(PUBLIC_REGISTERS) as (keyof typeof PUBLIC_REGISTERS)[]).map((key, index) => (
        <span key={key}>
          {index > 0 ? ' · ' : null}
          <a href={PUBLIC_REGISTERS[key].url} target="_blank" rel="noopener" className={styles.register}>
            {PUBLIC_REGISTERS[key].register} {REGISTRATIONS[key]}
            <span className="visually-hidden"> ({t('footer.newTab')})</span>
          </a>
        </span>
      ))}
    </p>
  );
}
