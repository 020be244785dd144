import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Static } from '@/page-pipeline/react/Static';
import type { NamespaceWith } from '@/lib/i18n/resources';
import { CtaBand } from './CtaBand';

type Props = { namespace: NamespaceWith<{ cta: { title: string; text: string; button: string } }>; href?: string; secondary?: ReactNode };

/** The page's closing call to action from its namespace's `cta.*` keys. */
export function ClosingCta({ namespace, href, secondary }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <Static>
      <CtaBand id="cta" title={t('cta.title')} text={t('cta.text')} button={t('cta.button')} href={href} secondary={secondary} />
    </Static>
  );
}
