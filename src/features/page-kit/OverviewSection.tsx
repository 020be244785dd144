import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { NamespaceWith } from '@/lib/i18n/resources';
import { Illustration, type IllustrationName } from './Illustration';
import { PageSection } from './PageSection';

type Props = { namespace: NamespaceWith<{ overview: { title: string; text: string } }>; illustration: IllustrationName; children?: ReactNode };

/** The first band under the intro of a service page: `overview.title`, `overview.text` and the page illustration. */
export function OverviewSection({ namespace, illustration, children }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <PageSection id="overview" title={t('overview.title')} lead={t('overview.text')} aside={<Illustration name={illustration} />}>
      {children}
    </PageSection>
  );
}
