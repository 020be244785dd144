import { useTranslation } from 'next-i18next/pages';
import { NotFound } from '@/features/errors/NotFound';
import { Layout } from '@/features/layout/Layout';
import { PageHead } from '@/features/layout/PageHead';
import { getLanguagePaths, makeStaticProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;
export const getStaticProps = makeStaticProps(['search']);

/** Served by the CDN (and our server) for misses under /{lang}/. */
export default function LanguageNotFoundPage() {
  const { t } = useTranslation('search');
  return (
    <Layout>
      <PageHead title={t('notFound.title')} description={t('notFound.text')} noindex />
      <NotFound />
    </Layout>
  );
}
