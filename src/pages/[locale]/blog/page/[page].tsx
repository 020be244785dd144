import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { BlogList, type BlogListProps } from '@/features/blog/BlogList';
import { laterListPages, listPageFromParam } from '@/features/blog/list-pages';
import { listPageProps, listPageTotal } from '@/features/blog/list-page-props';
import { CMS_LANGUAGES } from '@/lib/cms';
import { langFromContext } from '@/lib/i18n/static-props';

type Params = { locale: string; page: string };

/** Pages 2.. of each language's blog list, each a file of its own (docs/decisions/0035-blog-list-pages-are-links.md). */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (
    await Promise.all(
      CMS_LANGUAGES.map(async (lang) => laterListPages(await listPageTotal(lang)).map((page) => ({ params: { locale: lang, page } }))),
    )
  ).flat(),
  fallback: false,
});

export async function getStaticProps(ctx: GetStaticPropsContext<Params>) {
  const n = listPageFromParam(ctx.params?.page);
  const props = n === null ? null : await listPageProps(langFromContext(ctx), n);
  return props ? { props } : { notFound: true as const };
}

export default function BlogListPage(props: BlogListProps) {
  return <BlogList {...props} />;
}
