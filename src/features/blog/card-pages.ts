// Build-time only (getStaticProps and the blog-data writer): one language's blog cut into pages of cards.
import { featuredPost, paginate, postsInCategory } from '@/lib/cms/derive';
import { BLOG_PAGE_SIZE, CATEGORY_PAGE_SIZE } from './page-sizes';
import type { PostSummary } from '@/lib/cms/types';
import type { Lang } from '@/lib/i18n/languages';
import type { BlogDataPage } from './card-page-json';
import { toCardPost } from './post-card-model';
import { ALL_CATEGORIES } from './categories';

/** What the views need of a loaded blog (a subset of the content layer's Blog). */
export type BlogSource = { lang: Lang; categories: readonly string[]; summaries: readonly PostSummary[] };

function postsOf(blog: BlogSource, category: string): readonly PostSummary[] {
  return category === ALL_CATEGORIES ? blog.summaries : postsInCategory(blog.summaries, category);
}

/** The cards under the featured post: every post of the view but that one, which the block above already shows. */
function listedPosts(blog: BlogSource, category: string): readonly PostSummary[] {
  const featured = featuredPost(blog.summaries);
  return postsOf(blog, category).filter((post) => post.slug !== featured?.slug);
}

function cardPage(blog: BlogSource, posts: readonly PostSummary[], size: number, n: number): BlogDataPage {
  const { page, totalPages, totalItems, from, to, items } = paginate(posts, size, n);
  return { page, totalPages, totalItems, from, to, items: items.map((summary) => toCardPost(summary, blog.lang)) };
}

/** Page n of the blog list (BLOG_PAGE_SIZE cards) for 'all' or one category. */
export function listPage(blog: BlogSource, category: string, n: number): BlogDataPage {
  return cardPage(blog, listedPosts(blog, category), BLOG_PAGE_SIZE, n);
}

/** Page n of a category screen. */
export function categoryScreenPage(blog: BlogSource, category: string, n: number): BlogDataPage {
  return cardPage(blog, postsOf(blog, category), CATEGORY_PAGE_SIZE, n);
}
