import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { CategoryScreen, type CategoryScreenProps } from '@/features/blog/CategoryScreen';
import { categoryPageProps } from '@/features/blog/category-page-props';
import { loadBlogPaths } from '@/lib/cms';
import { langFromContext } from '@/lib/i18n/static-props';

type Params = { locale: string; category: string };

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await loadBlogPaths()).flatMap(({ lang, categories }) =>
    categories.map((category) => ({ params: { locale: lang, category } })),
  ),
  fallback: false,
});

/** Page 1 of a category; its later pages are ./page/[page].tsx. */
export async function getStaticProps(ctx: GetStaticPropsContext<Params>) {
  const props = await categoryPageProps(langFromContext(ctx), ctx.params?.category ?? '', 1);
  return props ? { props } : { notFound: true as const };
}

export default function BlogCategoryPage(props: CategoryScreenProps) {
  return <CategoryScreen {...props} />;
}
