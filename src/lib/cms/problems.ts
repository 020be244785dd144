// What the build can say about a post, as data: a code, its parameters, and (fixed per code) how much it weighs
// and which field of the post's entry in Hygraph to change. Words are the editors' report's (report-words/), in
// the editors' language, so nothing here is English prose.
//
// To add a problem: add its code and parameters to ProblemParams, its severity and field to PROBLEM_KINDS, and its
// words to each catalogue in src/lib/cms/report-words/ (es, en, pt, it; the type checker names any that lack it).
// Then raise it with note() (review.ts) or throw a PostProblemError carrying it from a build step.

/** How much a problem weighs: `refused` stops the build; `leftOut` keeps the post off the site; `warning` publishes. */
export type Severity = 'refused' | 'leftOut' | 'warning';

/** The fields of a post's entry in Hygraph (their API ids), where an editor fixes a problem. */
export type PostField = 'title' | 'slug' | 'previousSlugs' | 'publishDate' | 'content' | 'thumbnailImage' | 'mainImage' | 'categories';

/**
 * Why a video shows the site's generic poster: a playlist address names no video; the host has no picture of it
 * (deleted, private, Vimeo unlisted without its hash); the host could not be reached.
 */
export type PosterMissing = 'playlist' | 'unavailable' | 'unreachable';

/** A body file's kind, as the report names it. */
export type FileKind = 'img' | 'video' | 'audio';

/** Each problem's parameters: plain values (names, numbers, file names), never sentences. */
export interface ProblemParams {
  /** The post lacks fields the site needs; it is left out. */
  missingFields: { fields: ('title' | 'slug' | 'publishDate')[] };
  /** Dated after the build's day: the first build on `date` publishes it. */
  scheduled: { date: string };
  /** The web address holds characters other than a-z, 0-9 and hyphens; `suggestion` may be ''. */
  slugNotAllowed: { slug: string; suggestion: string };
  /** Other posts of the same language have the same web address (their titles). */
  slugShared: { slug: string; others: string[] };
  /** Neither text nor any image, video or audio file. */
  empty: Record<string, never>;
  /** A frame (iframe) from a host that is not YouTube or Vimeo. */
  foreignFrame: { host: string };
  /** A YouTube or Vimeo address that names no video or playlist the site can play (a channel, a bad id...). */
  videoAddressUnreadable: { address: string };
  /** The video's own poster could not be fetched: the facade shows the generic one. */
  videoPosterMissing: { address: string; reason: PosterMissing };
  /** Settings of the video's address the site's player does not keep (`end=60`, `loop=1`, a start that is no time). */
  videoSettingsUnkept: { address: string; settings: string[] };
  /** A previous slug that is the current slug of another post of the language: it cannot redirect there. */
  previousSlugTaken: { slug: string; other: string };
  /** A previous slug that is no address (characters other than a-z, 0-9 and hyphens): nothing redirects from it. */
  previousSlugNotAllowed: { slug: string };
  /** A video inside a list, table, quote or styled box. */
  videoNested: Record<string, never>;
  /** An embedded entry that is not a file (Asset), e.g. another post. */
  embedNotAsset: { type: string };
  /** An embedded file that is not published, or deleted. */
  embedMissing: { id: string };
  /** An embedded file of a type the site cannot show (a PDF...). */
  embedUnsupported: { file: string; mimeType: string };
  /** A link embed, or an embed the site cannot place. */
  embedUnplaceable: Record<string, never>;
  /** A file the body shows that the build cannot copy (deleted, unreadable, of a kind it cannot serve). */
  bodyFileMissing: { kind: FileKind; file: string };
  /** The thumbnail image cannot be copied (deleted, unreadable). */
  thumbnailMissing: { file: string };
  /** The main image cannot be copied (deleted, unreadable). */
  mainImageMissing: { file: string };
  /** The title is longer than `limit` characters. */
  longTitle: { length: number; limit: number };
  noThumbnail: Record<string, never>;
  noMainImage: Record<string, never>;
  noCategory: Record<string, never>;
  /** A body image without a description (alt text). */
  imageWithoutAlt: { file: string };
  /** A styled box (Hygraph's `class` node) with a class the site does not know: shown as plain text. */
  unknownStyle: { className: string; known: string[] };
}

export type ProblemCode = keyof ProblemParams;

export type Problem = { [C in ProblemCode]: { code: C; params: ProblemParams[C] } }[ProblemCode];

export const PROBLEM_KINDS: { [C in ProblemCode]: { severity: Severity; field: PostField } } = {
  missingFields: { severity: 'leftOut', field: 'title' },
  scheduled: { severity: 'leftOut', field: 'publishDate' },
  slugNotAllowed: { severity: 'refused', field: 'slug' },
  slugShared: { severity: 'refused', field: 'slug' },
  empty: { severity: 'refused', field: 'content' },
  foreignFrame: { severity: 'refused', field: 'content' },
  videoNested: { severity: 'refused', field: 'content' },
  videoAddressUnreadable: { severity: 'refused', field: 'content' },
  videoPosterMissing: { severity: 'warning', field: 'content' },
  videoSettingsUnkept: { severity: 'warning', field: 'content' },
  previousSlugTaken: { severity: 'warning', field: 'previousSlugs' },
  previousSlugNotAllowed: { severity: 'warning', field: 'previousSlugs' },
  embedNotAsset: { severity: 'refused', field: 'content' },
  embedMissing: { severity: 'refused', field: 'content' },
  embedUnsupported: { severity: 'refused', field: 'content' },
  embedUnplaceable: { severity: 'refused', field: 'content' },
  bodyFileMissing: { severity: 'refused', field: 'content' },
  thumbnailMissing: { severity: 'refused', field: 'thumbnailImage' },
  mainImageMissing: { severity: 'refused', field: 'mainImage' },
  longTitle: { severity: 'warning', field: 'title' },
  noThumbnail: { severity: 'warning', field: 'thumbnailImage' },
  noMainImage: { severity: 'warning', field: 'mainImage' },
  noCategory: { severity: 'warning', field: 'categories' },
  imageWithoutAlt: { severity: 'warning', field: 'content' },
  unknownStyle: { severity: 'warning', field: 'content' },
};

/** A problem, typed by its code. */
export const problem = <C extends ProblemCode>(code: C, ...[params]: ProblemParams[C] extends Record<string, never> ? [] : [ProblemParams[C]]): Problem =>
  ({ code, params: params ?? {} }) as Problem;

export const severityOf = (item: Problem): Severity => PROBLEM_KINDS[item.code].severity;

/** The field an editor opens to fix it: the first missing one when fields are missing. */
export const fieldOf = (item: Problem): PostField => (item.code === 'missingFields' ? (item.params.fields[0] ?? 'title') : PROBLEM_KINDS[item.code].field);

/**
 * A problem of one post's content found by a build step (an embed it cannot resolve, a video it cannot place):
 * the build refuses the post and goes on reviewing the others.
 */
export class PostProblemError extends Error {
  override name = 'PostProblemError';
  constructor(readonly problem: Problem) {
    super(problem.code);
  }
}

/** A file's name as editors know it from the asset library: the last part of its address, decoded. */
export function fileName(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url;
  } catch {
    return url || '?';
  }
}
