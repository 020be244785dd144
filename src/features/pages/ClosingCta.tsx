import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Static } from '@/features/islands/Static';
import { CtaBand } from './CtaBand';

/** The page's closing call to action from its namespace's `cta.*` keys. */
export function ClosingCta({ namespace, href, secondary }: { namespace: string; href?: string; secondary?: ReactNode }) {
  const { t } = useTranslation(namespace);
  return (
    <Static>
      <CtaBand id="cta" title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} href={href} secondary={secondary} />
    </Static>
  );
}
