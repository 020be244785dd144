import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { CategoryScreen, type CategoryScreenProps } from '@/features/blog/CategoryScreen';
import { categoryScreenPage } from '@/features/blog/card-pages';
import { loadBlog, loadBlogPaths } from '@/lib/cms';
import { langFromContext, translationProps } from '@/lib/i18n/static-props';

type Params = { locale: string; category: string };

export const getStaticPaths: GetStaticPaths<Params> = async () => ({
  paths: (await loadBlogPaths()).flatMap(({ lang, categories }) =>
    categories.map((category) => ({ params: { locale: lang, category } })),
  ),
  fallback: false,
});

export async function getStaticProps(ctx: GetStaticPropsContext<Params>) {
  const lang = langFromContext(ctx);
  const blog = await loadBlog(lang);
  const category = ctx.params?.category ?? '';
  const props: CategoryScreenProps = { category, firstPage: categoryScreenPage(blog, category, 1) };
  return { props: { lang, ...props, ...(await translationProps(lang, ['blog'])) } };
}

export default function BlogCategoryPage(props: CategoryScreenProps) {
  return <CategoryScreen {...props} />;
}
