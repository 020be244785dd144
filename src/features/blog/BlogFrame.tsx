import type { ReactNode } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import type { SearchEntry } from '@/features/search/SearchEntry';
import { localHref } from '@/lib/i18n/paths';
import { useLang } from '@/lib/i18n/useLang';
import { breadcrumbJsonLd } from '@/lib/site/seo';

type Props = {
  title: string;
  description: string;
  /** The last breadcrumb (after home › blog): the category or post, with its path below /{lang}/. */
  crumb: { name: string; page: string };
  head?: Omit<Parameters<typeof PageHead>[0], 'title' | 'description' | 'jsonLd'>;
  jsonLd?: readonly object[];
  /** A post's entry in the site search; category screens are lists and are not indexed. */
  search?: SearchEntry;
  children: ReactNode;
};

/** Layout and head of the pages below the blog (category screens and posts), with home › blog › page crumbs. */
export function BlogFrame({ title, description, crumb, head, jsonLd = [], search, children }: Props) {
  const { t } = useTranslation(['blog', 'common']);
  const lang = useLang();
  const crumbs = [
    { name: t('common:header.homeCrumb'), path: localHref(lang) },
    { name: t('blog:meta.title'), path: localHref(lang, 'blog') },
    { name: crumb.name, path: localHref(lang, crumb.page) },
  ];
  return (
    <Layout search={search}>
      <PageHead title={title} description={description} {...head} jsonLd={[...jsonLd, breadcrumbJsonLd(crumbs)]} />
      {children}
    </Layout>
  );
}
