import { Fragment } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { BRAND, PUBLIC_REGISTERS, REGISTRATIONS } from '@/lib/site/facts';
import styles from './LegalDisclaimer.module.css';

type Registered = keyof typeof PUBLIC_REGISTERS;
const REGISTERED = Object.keys(PUBLIC_REGISTERS) as Registered[];
// Stands for a registration in the translated text until it is rendered as a link (numbers can contain each other).
const MARK = '\u0000';

/**
 * The regulatory notices: Spanish registration, Italian notice, Portuguese broker and credit intermediary, mortgages.
 * In the footer each registration number links to the public register where anyone can check it.
 */
export function LegalDisclaimer({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const marked = Object.fromEntries(REGISTERED.map((key) => [key, compact ? REGISTRATIONS[key] : `${MARK}${key}${MARK}`]));
  const values = { ...REGISTRATIONS, ...marked, legalName: BRAND.legalName };
  const notices = compact ? (['spain'] as const) : (['spain', 'italy', 'portugal', 'mortgages'] as const);
  return (
    <div className={`${styles.disclaimer} ${compact ? styles.compact : ''}`}>
      {notices.map((key) => (
        <p key={key}>
          {t(`legal.${key}`, values)
            .split(MARK)
            .map((part, index) =>
              index % 2 === 1 ? (
                <a key={part} href={PUBLIC_REGISTERS[part as Registered].url}>
                  {REGISTRATIONS[part as Registered]}
                </a>
              ) : (
                <Fragment key={index}>{part}</Fragment>
              ),
            )}
        </p>
      ))}
    </div>
  );
}
