// A post's earlier slugs (its `previousSlugs` field, docs/cms-contract.md and decision 0042): every old address
// redirects permanently to the current one, so links shared before a rename keep working.
import type { RedirectRule } from '../routes';
import { problem } from './problems';
import { note, type LanguageReview } from './review';
import { isValidSlug } from './slugs';
import type { CmsLanguage, Post, RawPost } from './types';

/**
 * The previous slugs each published post keeps, by post id. A previous slug that is malformed, or that another
 * post of the language holds (as its slug, published, scheduled or refused, or as an earlier claim in its own
 * history), is ignored with a warning: a redirect there would hide that post or send its readers elsewhere.
 */
export function previousSlugsOf(check: readonly RawPost[], publish: readonly RawPost[], review: LanguageReview): Map<string, string[]> {
  const holders = new Map(check.map((post) => [post.slug, post]));
  const claimed = new Map<string, RawPost>();
  const kept = new Map<string, string[]>();
  for (const post of publish) {
    const own: string[] = [];
    for (const slug of new Set((post.previousSlugs ?? []).map((value) => value.trim()).filter(Boolean))) {
      if (slug === post.slug) continue;
      const other = holders.get(slug) ?? claimed.get(slug);
      if (!isValidSlug(slug)) note(review, post, problem('previousSlugNotAllowed', { slug }));
      else if (other && other !== post) note(review, post, problem('previousSlugTaken', { slug, other: other.title.trim() }));
      else {
        claimed.set(slug, post);
        own.push(slug);
      }
    }
    kept.set(post.id, own);
  }
  return kept;
}

/** One permanent redirect per previous slug of each post: `/{lang}/blog/{old}` to `/{lang}/blog/{slug}`. */
export function slugRedirects(lang: CmsLanguage, posts: readonly Pick<Post, 'slug' | 'previousSlugs'>[]): RedirectRule[] {
  return posts.flatMap((post) => post.previousSlugs.map((old) => ({ from: `/${lang}/blog/${old}`, to: `/${lang}/blog/${post.slug}`, status: 301 as const })));
}
