import type { GetStaticPropsContext } from 'next';
import { BlogList, type BlogListProps } from '@/features/blog/BlogList';
import { toCardPost } from '@/features/blog/post-card-model';
import { ALL_CATEGORIES } from '@/features/blog/categories';
import { categoryTotals, listPage } from '@/features/blog/card-pages';
import type { BuildOnlyText } from '@/features/islands/build-only';
import { loadBlog } from '@/lib/cms';
import { getLanguagePaths, langFromContext, translationProps } from '@/lib/i18n/static-props';

export const getStaticPaths = getLanguagePaths;

/**
 * Blog texts the browser never reads on the list (docs/decisions/0026-build-only-page-data.md): the featured post's
 * badge (static), and the post page's and category page's own texts.
 */
const LIST_BUILD_ONLY_TEXTS: BuildOnlyText[] = ['blog:featured', 'blog:post', 'blog:category'];

export async function getStaticProps(ctx: GetStaticPropsContext) {
  const lang = langFromContext(ctx);
  const blog = await loadBlog(lang);
  const { items, ...firstPage } = listPage(blog, ALL_CATEGORIES, 1);
  const props: BlogListProps = {
    firstPage,
    totals: categoryTotals(blog),
    buildOnly: { featured: blog.featured ? toCardPost(blog.featured, lang) : null, firstCards: items },
  };
  return { props: { lang, ...props, ...(await translationProps(lang, ['blog', 'forms'], LIST_BUILD_ONLY_TEXTS)) } };
}

export default function BlogPage(props: BlogListProps) {
  return <BlogList {...props} />;
}
