import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { PageIntro } from '@/features/layout/PageIntro';

type Props = { namespace: string; children?: ReactNode };

/** Frame of every inner page: layout, head texts and the intro band, all from the page's namespace. */
export function InnerPage({ namespace, children }: Props) {
  const { t } = useTranslation(namespace);
  return (
    <Layout>
      <PageHead title={t('meta.title')} description={t('meta.description')} />
      <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead')} />
      {children}
    </Layout>
  );
}
