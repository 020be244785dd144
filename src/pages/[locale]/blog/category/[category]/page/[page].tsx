import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { CategoryScreen, type CategoryScreenProps } from '@/features/blog/CategoryScreen';
import { categoryPageProps, laterCategoryPages } from '@/features/blog/category-page-props';
import { listPageFromParam } from '@/features/blog/list-pages';
import { CMS_LANGUAGES } from '@/lib/cms';
import { langFromContext } from '@/lib/i18n/static-props';

type Params = { locale: string; category: string; page: string };

/**
 * Pages 2.. of each category, each a file of its own, as the blog list's are
 * (docs/decisions/0044-barriers-of-the-accessibility-walk.md, 0035-blog-list-pages-are-links.md).
 */
export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (
    await Promise.all(
      CMS_LANGUAGES.map(async (lang) => (await laterCategoryPages(lang)).map(({ category, page }) => ({ params: { locale: lang, category, page } }))),
    )
  ).flat(),
  fallback: false,
});

export async function getStaticProps(ctx: GetStaticPropsContext<Params>) {
  const n = listPageFromParam(ctx.params?.page);
  const props = n === null ? null : await categoryPageProps(langFromContext(ctx), ctx.params?.category ?? '', n);
  return props ? { props } : { notFound: true as const };
}

export default function BlogCategoryListPage(props: CategoryScreenProps) {
  return <CategoryScreen {...props} />;
}
