import type { SummaryLike } from './card-post';

/** The home page's blog teaser card (the same shape as BlogTeaserPost in src/features/home/BlogTeaser.tsx). */
export type TeaserPost = {
  title: string;
  slug: string;
  /** ISO 8601 publish date (YYYY-MM-DD). */
  date: string;
  excerpt: string;
  thumbnail: string | null;
};

export const TEASER_POSTS = 3;

export function toTeaserPost(summary: SummaryLike): TeaserPost {
  return {
    title: summary.title,
    slug: summary.slug,
    date: summary.publishDate,
    excerpt: summary.excerpt,
    thumbnail: summary.thumbnailUrl,
  };
}

/**
 * The newest posts for the home page's getStaticProps:
 * `posts: latestTeaserPosts((await loadBlog(lang)).summaries)`.
 */
export function latestTeaserPosts(summaries: readonly SummaryLike[], count = TEASER_POSTS): TeaserPost[] {
  return summaries.slice(0, count).map(toTeaserPost);
}
