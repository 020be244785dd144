// What the build does with each post an editor published, and why: published, left out, refused, or published
// with a warning. The editors' report (src/scripts/editors-report.ts) says it in plain words.
import { frameProblem, frameSources } from './rich-media';
import { isValidSlug, suggestedSlug } from './slugs';
import type { CmsLanguage, RawPost } from './types';

/** A title longer than this fills a phone's first screen. */
export const LONG_TITLE = 110;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A post as the report names it. */
export interface PostRef {
  id: string;
  title: string;
  slug: string;
  publishDate: string | null;
}

/** A post and one thing said about it: what is wrong and what to do. */
export interface PostNote {
  post: PostRef;
  note: string;
}

export interface LanguageReview {
  lang: CmsLanguage;
  published: PostRef[];
  /** Not published by this build, which goes on: scheduled, or missing a field the site needs. */
  leftOut: PostNote[];
  /** Problems that stop the build: nothing is published until they are fixed. */
  refused: PostNote[];
  /** Published, but worth an editor's look. */
  warnings: PostNote[];
}

export interface ReviewSchedule {
  /** The build's day (YYYY-MM-DD, src/lib/cms/schedule.ts); posts dated after it are scheduled. */
  today: string;
  /** The preview site shows scheduled posts, so editors can see them before their day. */
  showScheduled: boolean;
}

const refOf = (post: RawPost): PostRef => ({
  id: post.id,
  title: post.title?.trim() ?? '',
  slug: post.slug ?? '',
  publishDate: post.publishDate,
});

/** How messages name a post: its title, language and CMS id. */
export function describePost(lang: CmsLanguage, post: PostRef): string {
  return `"${post.title || '(untitled)'}" (${lang}, id ${post.id})`;
}

function missingFields(post: RawPost): string[] {
  return [
    ...(post.title?.trim() ? [] : ['a title']),
    ...(post.slug ? [] : ['a slug']),
    ...(DATE.test(post.publishDate ?? '') ? [] : ['a publish date']),
  ];
}

function slugProblem(post: RawPost): string | null {
  if (isValidSlug(post.slug)) return null;
  const suggestion = suggestedSlug(post.slug) || suggestedSlug(post.title);
  return (
    `its slug "${post.slug}" may hold only lowercase letters, digits and hyphens (it becomes the page's address): ` +
    (suggestion ? `change it to "${suggestion}"` : 'write one from the title in Latin letters')
  );
}

function bodyProblem(post: RawPost): string | null {
  return post.content?.text.trim() ? null : 'its body is empty: write the article, or unpublish the post';
}

/** One note per frame of the body the site will not show (any but YouTube's and Vimeo's videos). */
function frameProblems(post: RawPost): string[] {
  return frameSources(post.content?.html ?? '').flatMap((src) => frameProblem(src) ?? []);
}

/** One note per post that shares its slug with another, naming the others. */
function duplicateSlugs(lang: CmsLanguage, posts: RawPost[]): Map<RawPost, string> {
  const bySlug = new Map<string, RawPost[]>();
  for (const post of posts) bySlug.set(post.slug, [...(bySlug.get(post.slug) ?? []), post]);
  const notes = new Map<RawPost, string>();
  for (const [slug, same] of bySlug) {
    if (same.length < 2) continue;
    for (const post of same) {
      const others = same.filter((other) => other !== post).map((other) => describePost(lang, refOf(other)));
      notes.set(post, `its slug "${slug}" is also the slug of ${others.join(' and ')}: one address cannot show two posts, so change the slug of one of them`);
    }
  }
  return notes;
}

function warningsFor(post: RawPost): string[] {
  const title = Array.from(post.title.trim()).length;
  return [
    ...(title > LONG_TITLE ? [`its title has ${title} characters: above ${LONG_TITLE} it fills a phone's first screen, so shorten it`] : []),
    ...(post.thumbnailImage ? [] : ['it has no thumbnail image: its cards show an empty coloured box']),
    ...(post.mainImage ? [] : ['it has no main image: the post has no banner']),
    ...(post.categories.length ? [] : ['it has no category: its card says "Uncategorized" and no category page lists it']),
  ];
}

/**
 * Sorts one language's posts into what this build publishes and what it says about the rest. Every post with the
 * fields the site needs is checked, scheduled ones too, so a problem is reported when it is made, not on the day
 * the post comes due.
 */
export function reviewPosts(raw: readonly RawPost[], lang: CmsLanguage, schedule: ReviewSchedule): { publish: RawPost[]; review: LanguageReview } {
  const review: LanguageReview = { lang, published: [], leftOut: [], refused: [], warnings: [] };
  const complete = raw.filter((post) => {
    const missing = missingFields(post);
    if (missing.length) review.leftOut.push({ post: refOf(post), note: `left out: it needs ${missing.join(', ')}` });
    return missing.length === 0;
  });
  const duplicates = duplicateSlugs(lang, complete);
  const publish = complete.filter((post) => {
    const problems = [slugProblem(post), duplicates.get(post) ?? null, bodyProblem(post), ...frameProblems(post)].filter((p) => p !== null);
    for (const note of problems) review.refused.push({ post: refOf(post), note });
    if (problems.length) return false;
    for (const note of warningsFor(post)) review.warnings.push({ post: refOf(post), note });
    if (post.publishDate! > schedule.today && !schedule.showScheduled) {
      review.leftOut.push({ post: refOf(post), note: `scheduled for ${post.publishDate}: the first build on that day publishes it` });
      return false;
    }
    return true;
  });
  review.published = publish.map(refOf);
  return { publish, review };
}

/**
 * Refuses a post for a problem found after the review, while the build copies what its body shows (a deleted
 * image, a video file it cannot serve): the build then stops like for any other refusal.
 */
export function refuse(review: LanguageReview, post: RawPost, note: string): void {
  review.refused.push({ post: refOf(post), note });
  review.published = review.published.filter(({ id }) => id !== post.id);
}

/** Warns of a post found after the review, while the build fetches what its body shows (a video's poster). */
export function warn(review: LanguageReview, post: RawPost, note: string): void {
  review.warnings.push({ post: refOf(post), note });
}

/** Stops a build whose content has a refused post, naming every refused post of every language at once. */
export class ContentRefusedError extends Error {
  constructor(readonly reviews: readonly LanguageReview[]) {
    const lines = reviews.flatMap((review) => review.refused.map(({ post, note }) => `- ${describePost(review.lang, post)}: ${note}`));
    super(`The CMS holds ${lines.length} problem(s) that stop the build; nothing is published until they are fixed:\n${lines.join('\n')}`);
    this.name = 'ContentRefusedError';
  }
}

export function throwIfRefused(reviews: readonly LanguageReview[]): void {
  if (reviews.some((review) => review.refused.length)) throw new ContentRefusedError(reviews);
}
