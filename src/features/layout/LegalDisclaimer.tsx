import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { PublicRegister } from '@/lib/site/duties';
import { BRAND, REGISTRATIONS } from '@/lib/site/company';
import styles from './LegalDisclaimer.module.css';

/** Each registration's public register, by REGISTRATIONS' key: the footer's (duties.ts, outside the browser bundle). */
export type RegisterLinks = Record<PublicRegister, { url: string }>;

/** A notice's register names, marked `<spainInsurance>…</spainInsurance>` by the key of the registration they hold. */
const REGISTER_MARK = /<(\w+)>(.*?)<\/\1>/g;

/**
 * The notice with each marked register name linked to its register; without the links (the phone menu's short
 * notice), one plain text: pieces side by side would get React's `<!-- -->` markers.
 */
function withRegisterLinks(text: string, registers?: RegisterLinks): ReactNode {
  if (!registers) return text.replace(REGISTER_MARK, '$2');
  return text.split(REGISTER_MARK).map((piece, index, pieces) => {
    // split() with the mark's two groups gives text, key, name, text, key, name, …, text.
    if (index % 3 === 0) return piece;
    if (index % 3 === 2) return null;
    const url = registers[piece as PublicRegister]?.url;
    return url ? (
      <a key={index} href={url}>
        {pieces[index + 1]}
      </a>
    ) : (
      pieces[index + 1]
    );
  });
}

/**
 * The regulatory notices: Spanish registration, Italian notice, Portuguese broker and credit intermediary, mortgages.
 * The footer passes the public registers, and each registration's register name links to where it can be checked.
 */
export function LegalDisclaimer({ compact = false, registers }: { compact?: boolean; registers?: RegisterLinks }) {
  const { t } = useTranslation('common');
  const values = { ...REGISTRATIONS, legalName: BRAND.legalName };
  const notices = compact ? (['spain'] as const) : (['spain', 'italy', 'portugal', 'mortgages'] as const);
  return (
    <div className={`${styles.disclaimer} ${compact ? styles.compact : ''}`}>
      {notices.map((key) => (
        <p key={key}>{withRegisterLinks(t(`legal.${key}`, values), registers)}</p>
      ))}
    </div>
  );
}
