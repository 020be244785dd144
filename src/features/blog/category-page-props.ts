// Build-time only (getStaticProps and getStaticPaths of the category pages): page n of one category's posts.
import type { BuildOnlyText } from '@/lib/i18n/build-only-texts';
import { loadBlog } from '@/lib/cms';
import type { Lang } from '@/lib/i18n/languages';
import { translationProps } from '@/lib/i18n/static-props';
import { categoryScreenPage } from './card-pages';
import type { CategoryScreenProps } from './CategoryScreen';
import { laterListPages, listPageHref } from './list-pages';

/**
 * Blog texts only the category's static cards and page links read, or no part of a category page
 * (docs/decisions/0026-build-only-page-data.md). The title (the page number's text too), the intro and the
 * breadcrumb are rendered by the hydrated frame and keep theirs.
 */
const CATEGORY_BUILD_ONLY_TEXTS: BuildOnlyText[] = ['blog:featured', 'blog:recent', 'blog:tabs', 'blog:card', 'blog:status', 'blog:post'];

/** The page's props, or null when the language has no such category or the category no page n. */
export async function categoryPageProps(lang: Lang, category: string, n: number) {
  const blog = await loadBlog(lang);
  if (!blog.categories.includes(category)) return null;
  const cards = categoryScreenPage(blog, category, n);
  if (n > 1 && n > cards.totalPages) return null;
  const props: CategoryScreenProps = { category, page: n, buildOnly: { cards } };
  // A later page shows other posts in each language: like the blog list's, it exists in its own language only.
  const alternates = n > 1 ? { alternates: { [lang]: listPageHref(lang, n, category) } } : {};
  return { lang, ...alternates, ...props, ...(await translationProps(lang, ['blog'], CATEGORY_BUILD_ONLY_TEXTS)) };
}

/** Pages 2.. of each of the language's categories, as route parameters. */
export async function laterCategoryPages(lang: Lang): Promise<{ category: string; page: string }[]> {
  const blog = await loadBlog(lang);
  return blog.categories.flatMap((category) =>
    laterListPages(categoryScreenPage(blog, category, 1).totalPages).map((page) => ({ category, page })),
  );
}
