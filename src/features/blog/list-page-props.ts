// Build-time only (getStaticProps of the blog list's pages): page n of one language's list.
import type { BuildOnlyText } from '@/lib/i18n/build-only-texts';
import { loadBlog } from '@/lib/cms';
import type { Lang } from '@/lib/i18n/languages';
import { translationProps } from '@/lib/i18n/static-props';
import type { BlogListProps } from './BlogList';
import { listPage } from './card-pages';
import { ALL_CATEGORIES } from './categories';
import { listPageHref } from './list-pages';
import { toCardPost } from './post-card-model';

/**
 * Blog texts the browser never reads on the list (docs/decisions/0026-build-only-page-data.md): the list is static
 * (docs/decisions/0035-blog-list-pages-are-links.md), so it keeps only the title (the frame's) and the newsletter
 * banner's texts.
 */
const LIST_BUILD_ONLY_TEXTS: BuildOnlyText[] = [
  'blog:intro',
  'blog:featured',
  'blog:recent',
  'blog:tabs',
  'blog:categories',
  'blog:card',
  'blog:pagination',
  'blog:status',
  'blog:post',
  'blog:category',
];

/** The page's props, or null when the language's list has no page n. */
export async function listPageProps(lang: Lang, n: number) {
  const blog = await loadBlog(lang);
  const cards = listPage(blog, ALL_CATEGORIES, n);
  if (n > 1 && n > cards.totalPages) return null;
  const props: BlogListProps = {
    page: n,
    buildOnly: {
      featured: n === 1 && blog.featured ? toCardPost(blog.featured, lang) : null,
      cards,
      categories: [...blog.categories],
    },
  };
  // A later page shows other posts in each language: like a post, it exists in its own language only.
  const alternates = n > 1 ? { alternates: { [lang]: listPageHref(lang, n) } } : {};
  return { lang, ...alternates, ...props, ...(await translationProps(lang, ['blog', 'forms'], LIST_BUILD_ONLY_TEXTS)) };
}

/** How many pages the language's list has (its first is there even when empty). */
export async function listPageTotal(lang: Lang): Promise<number> {
  return listPage(await loadBlog(lang), ALL_CATEGORIES, 1).totalPages;
}
