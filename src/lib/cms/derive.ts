// Pure derivations of the blog's views from one language's posts: featured post, pages, categories, recommendations.
import type { Page, Post, PostSummary } from './types';

export const RECOMMENDATIONS = 5;
export const EXCERPT_LENGTH = 200;
export const META_DESCRIPTION_LENGTH = 150;

/** Whitespace collapsed to single spaces: the rich-text `text` view has one line per block. */
function flatten(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * At most `length` characters (code points, so no broken emoji), ending at a word boundary: the last whole word
 * that fits, without trailing space or a dangling comma, colon or dash. A first word longer than `length` is cut.
 */
function head(text: string, length: number): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text.trimEnd();
  const cut = chars.slice(0, length + 1).join('');
  const boundary = cut.search(/\s\S*$/);
  const words = boundary > 0 ? cut.slice(0, boundary) : chars.slice(0, length).join('');
  return words.replace(/[\s,;:\u2013\u2014-]+$/, '');
}

/** Card excerpt: the text up to 200 characters, cut between words, followed by '...' (the whole text when shorter). */
export function excerptOf(text: string): string {
  const flat = flatten(text);
  return Array.from(flat).length > EXCERPT_LENGTH ? `${head(flat, EXCERPT_LENGTH)}...` : flat;
}

/** Meta description: the text up to 150 characters, cut between words. */
export function metaDescriptionOf(text: string): string {
  return head(flatten(text), META_DESCRIPTION_LENGTH);
}

/** Newest first; equal dates by slug, so every build orders them the same way. */
export function byDateDesc(a: PostSummary, b: PostSummary): number {
  if (a.publishDate !== b.publishDate) return a.publishDate < b.publishDate ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

export function sortPosts<T extends PostSummary>(posts: readonly T[]): T[] {
  return [...posts].sort(byDateDesc);
}

/** Page `page` (1-based) of `items`; a page past the end is empty but keeps the totals. */
export function paginate<T>(items: readonly T[], pageSize: number, page: number): Page<T> {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`Page must be a positive integer, got ${page}`);
  const start = (page - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page,
    pageSize,
    totalItems: items.length,
    totalPages: Math.ceil(items.length / pageSize),
    from: slice.length ? start + 1 : 0,
    to: slice.length ? start + slice.length : 0,
  };
}

/** The newest featured post (input sorted newest first). */
export function featuredPost<T extends PostSummary>(sorted: readonly T[]): T | null {
  return sorted.find((post) => post.featured) ?? null;
}

export function postsInCategory<T extends PostSummary>(sorted: readonly T[], category: string): T[] {
  return sorted.filter((post) => post.categories.includes(category));
}

/**
 * Up to 5 posts sharing any category with the post, newest first, topped up with the latest posts;
 * never the post itself, never twice.
 */
export function recommendationsFor<T extends PostSummary>(sorted: readonly T[], post: PostSummary): T[] {
  const others = sorted.filter((candidate) => candidate.slug !== post.slug);
  const related = others.filter((candidate) => candidate.categories.some((c) => post.categories.includes(c)));
  const picked = related.slice(0, RECOMMENDATIONS);
  for (const candidate of others) {
    if (picked.length >= RECOMMENDATIONS) break;
    if (!picked.includes(candidate)) picked.push(candidate);
  }
  return picked;
}

/** A full post reduced to what cards and lists need (keeps page props small). */
export function toSummary(post: Post): PostSummary {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    publishDate: post.publishDate,
    author: post.author,
    featured: post.featured,
    categories: post.categories,
    excerpt: post.excerpt,
    thumbnail: post.thumbnail,
  };
}
