// What the build does with each post an editor published, and why: published, left out, refused, or published
// with a warning. Problems are data (problems.ts: a code and its parameters); the editors' report
// (src/build/editors-report.ts) says them in the editors' language (report-words/).
//
// How to add a problem: declare it in problems.ts (parameters, severity, field) and give it words in each of
// report-words/{es,en,pt,it}.ts; then raise it here with note(review, post, problem('code', { ... })), or from a
// build step by throwing a PostProblemError (blog.ts turns it into a refusal of that post and goes on).
import { PROBLEM_KINDS, fieldOf, problem, type Problem } from './problems';
import { wordsFor } from './report-words';
import { frameProblem, frameSources, videoOfFrame } from './rich-media';
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

/** A post and one problem of it. */
export interface PostNote {
  post: PostRef;
  problem: Problem;
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

export const refOf = (post: RawPost): PostRef => ({
  id: post.id,
  title: post.title?.trim() ?? '',
  slug: post.slug ?? '',
  publishDate: post.publishDate,
});

/** Files a problem under its severity (refused, left out or warning); a refused post leaves `published`. */
export function note(review: LanguageReview, post: RawPost | PostRef, item: Problem): void {
  const ref = 'content' in post ? refOf(post) : post;
  const severity = PROBLEM_KINDS[item.code].severity;
  review[severity === 'warning' ? 'warnings' : severity].push({ post: ref, problem: item });
  if (severity === 'refused') review.published = review.published.filter(({ id }) => id !== ref.id);
}

function missingFields(post: RawPost): Problem | null {
  const fields = [
    ...(post.title?.trim() ? [] : (['title'] as const)),
    ...(post.slug ? [] : (['slug'] as const)),
    ...(DATE.test(post.publishDate ?? '') ? [] : (['publishDate'] as const)),
  ];
  return fields.length ? problem('missingFields', { fields }) : null;
}

function slugProblem(post: RawPost): Problem | null {
  if (isValidSlug(post.slug)) return null;
  return problem('slugNotAllowed', { slug: post.slug, suggestion: suggestedSlug(post.slug) || suggestedSlug(post.title) });
}

/** Whether the body holds an image, a video or an audio file: inserted, embedded (a reference), or a video frame. */
function hasMedia(post: RawPost): boolean {
  const html = post.content?.html ?? '';
  return Boolean(post.content?.references.length) || /<(img|video|audio)\b/i.test(html) || frameSources(html).some((src) => videoOfFrame(src));
}

/** Empty only without text and without media: a post of only a video or an image is a post. */
function bodyProblem(post: RawPost): Problem | null {
  return post.content?.text.trim() || hasMedia(post) ? null : problem('empty');
}

/** One problem per frame of the body the site will not show (any but YouTube's and Vimeo's videos). */
function frameProblems(post: RawPost): Problem[] {
  return frameSources(post.content?.html ?? '').flatMap((src) => frameProblem(src) ?? []);
}

/** One problem per post that shares its slug with another, naming the others by title. */
function duplicateSlugs(posts: RawPost[]): Map<RawPost, Problem> {
  const bySlug = new Map<string, RawPost[]>();
  for (const post of posts) bySlug.set(post.slug, [...(bySlug.get(post.slug) ?? []), post]);
  const notes = new Map<RawPost, Problem>();
  for (const [slug, same] of bySlug) {
    if (same.length < 2) continue;
    for (const post of same) notes.set(post, problem('slugShared', { slug, others: same.filter((other) => other !== post).map((other) => other.title.trim()) }));
  }
  return notes;
}

function warningsFor(post: RawPost): Problem[] {
  const title = Array.from(post.title.trim()).length;
  return [
    ...(title > LONG_TITLE ? [problem('longTitle', { length: title, limit: LONG_TITLE })] : []),
    ...(post.thumbnailImage ? [] : [problem('noThumbnail')]),
    ...(post.mainImage ? [] : [problem('noMainImage')]),
    ...(post.categories.length ? [] : [problem('noCategory')]),
  ];
}

/** What reviewPosts hands the build: the posts whose files it must check, and which of them it may publish. */
export interface ReviewedLanguage {
  /** Every post with the fields the site needs, refused and scheduled ones too: the build checks all their files. */
  check: RawPost[];
  /** The posts this build publishes, unless copying their files finds a problem. */
  publish: RawPost[];
  review: LanguageReview;
}

/**
 * Sorts one language's posts into what this build publishes and what it says about the rest. Every post with the
 * fields the site needs is checked in full, scheduled and refused ones too, so every problem is reported the first
 * time, not on the next build or on the day the post comes due.
 */
export function reviewPosts(raw: readonly RawPost[], lang: CmsLanguage, schedule: ReviewSchedule): ReviewedLanguage {
  const review: LanguageReview = { lang, published: [], leftOut: [], refused: [], warnings: [] };
  const check = raw.filter((post) => {
    const missing = missingFields(post);
    if (missing) note(review, post, missing);
    return !missing;
  });
  const duplicates = duplicateSlugs(check);
  const publish = check.filter((post) => {
    const problems = [slugProblem(post), duplicates.get(post) ?? null, bodyProblem(post), ...frameProblems(post)].filter((p) => p !== null);
    for (const item of problems) note(review, post, item);
    for (const item of warningsFor(post)) note(review, post, item);
    if (post.publishDate! > schedule.today && !schedule.showScheduled) {
      note(review, post, problem('scheduled', { date: post.publishDate! }));
      return false;
    }
    return problems.length === 0;
  });
  review.published = publish.map(refOf);
  return { check, publish, review };
}

/** How messages of the build log name a post: its title, language and CMS id. */
export function describePost(lang: CmsLanguage, post: PostRef): string {
  return `"${post.title || '(untitled)'}" (${lang}, id ${post.id})`;
}

/** Stops a build whose content has a refused post, naming every refused post of every language at once (in English, for the log). */
export class ContentRefusedError extends Error {
  constructor(readonly reviews: readonly LanguageReview[]) {
    const lines = reviews.flatMap((review) =>
      review.refused.map(({ post, problem: item }) => {
        const { what, fix } = wordsFor(item, 'en');
        return `- ${describePost(review.lang, post)}: ${what}; ${fix} (field ${fieldOf(item)})`;
      }),
    );
    super(`The CMS holds ${lines.length} problem(s) that stop the build; nothing is published until they are fixed:\n${lines.join('\n')}`);
    this.name = 'ContentRefusedError';
  }
}

export function throwIfRefused(reviews: readonly LanguageReview[]): void {
  if (reviews.some((review) => review.refused.length)) throw new ContentRefusedError(reviews);
}
