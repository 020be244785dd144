import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Static } from '@/features/islands/Static';
import { Layout } from '@/features/layout/Layout';
import { searchSection } from '@/features/search/indexed-pages';
import { PageHead } from '@/features/layout/PageHead';
import { PageIntro } from '@/features/layout/PageIntro';
import { localHref } from '@/lib/i18n/paths';
import type { NamespaceWith } from '@/lib/i18n/resources';
import { useLang } from '@/lib/i18n/useLang';
import { copyFigures } from '@/lib/site/figures';
import { breadcrumbJsonLd } from '@/lib/site/seo';

/** What the frame reads from the page's namespace. */
type FrameTexts = { meta: { title: string; description: string }; intro: { eyebrow: string; title: string; lead: string } };

type Props = {
  namespace: NamespaceWith<FrameTexts>;
  /** Facts the page's description and intro quote, besides the figures (e.g. the pension funds' names). */
  values?: Record<string, string>;
  children?: ReactNode;
};

/** Frame of every inner page: layout, head texts and the intro band, all from the page's namespace. */
export function InnerPage({ namespace, values, children }: Props) {
  const { t } = useTranslation([namespace, 'common']);
  const lang = useLang();
  // Copy that quotes a figure ("our 17 offices") takes it from the one source, never writes it out.
  const figures = { ...copyFigures(lang), ...values };
  const title = t('meta.title');
  const crumbs = [
    { name: t('common:header.homeCrumb'), path: localHref(lang) },
    { name: title, path: localHref(lang, namespace) },
  ];
  const section = searchSection(namespace, lang);
  return (
    <Layout search={section ? { title, section: t(`common:${section}`) } : undefined}>
      <PageHead title={title} description={t('meta.description', figures)} jsonLd={[breadcrumbJsonLd(crumbs)]} />
      <Static>
        <PageIntro eyebrow={t('intro.eyebrow')} title={t('intro.title')} lead={t('intro.lead', figures)} />
      </Static>
      {children}
    </Layout>
  );
}
