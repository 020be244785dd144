import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { clearMediaFolder, downloadImages, downloadPlayables, promoteMediaFolder, type ImageRequest, type MediaTarget } from './assets';
import { createCmsRequest, type CmsRequest } from './client';
import { readCmsConfig, type CmsConfig } from './config';
import {
  excerptOf,
  featuredPost,
  metaDescriptionOf,
  recommendationsFor,
  sortPosts,
  toSummary,
} from './derive';
import { CATEGORY_SLUG_LIST, categorySlug } from './categories';
import { checkContentContract } from './contract';
import { resolveEmbeds } from './embeds';
import { PostProblemError, fileName, problem } from './problems';
import { CMS_PAGE_SIZE, postsPageQuery } from './queries';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
import { note, reviewPosts, throwIfRefused, type LanguageReview, type ReviewedLanguage } from './review';
import { frameSources, readVideoAddress, splitAtVideos, type BodyVideo } from './rich-media';
import { videoPageUrl } from '../site/media';
import { fetchPosters, posterKey, VIDEO_HOSTS, type Poster, type PosterSource } from './video-posters';
import { publishingDay } from './schedule';
import { previousSlugsOf } from './slug-history';
import type { ContentStage } from './stage';
import { STYLE_CLASSES, imagesWithoutAlt, mapMediaSources, mediaSources, sanitizePostHtml, unknownStyles, withPictures, type MediaTag } from './sanitize';
import { CMS_LANGUAGES, type BlogSnapshot, type CmsLanguage, type Post, type PostSummary, type RawPost } from './types';

export interface LoadOptions {
  /** Defaults to CMS_ENDPOINT and the token of CONTENT_STAGE's stage (readCmsConfig). */
  config?: CmsConfig;
  /** Defaults to public/media/cms served as /media/cms. */
  media?: MediaTarget;
  retry?: RetryPolicy;
  /** The build's clock, read once: posts dated after its day are left out (scheduled). Defaults to the current time. */
  now?: Date;
  /** Where video posters are read; defaults to the video hosts themselves (VIDEO_HOSTS). */
  posters?: PosterSource;
}

/** One language's blog as the pages need it. Every method returns plain, serialisable data. */
export interface Blog {
  lang: CmsLanguage;
  /** Category slugs sorted by name (one pre-rendered category page each). */
  categories: string[];
  /** Every post slug (one pre-rendered post page each). */
  slugs: string[];
  /** Newest first. */
  posts: Post[];
  summaries: PostSummary[];
  featured: PostSummary | null;
  post(slug: string): Post | null;
  recommendations(slug: string): PostSummary[];
}

/** public/media/cms served as /media/cms; made files kept in .next/cache/images, which Next keeps between builds. */
export function defaultMediaTarget(root = process.cwd()): MediaTarget {
  return {
    dir: join(root, 'public', 'media', 'cms'),
    basePath: '/media/cms',
    cacheDir: join(root, '.next', 'cache', 'images'),
  };
}

// Widths (px) made of each image, for the `sizes` of the places that show it: cards from 88 px (side box) to
// about 600 px (featured post) at 1x-3x; the post banner up to 1136 px; body images up to the 70ch column.
const THUMBNAIL_WIDTHS = [200, 400, 800, 1200];
const MAIN_IMAGE_WIDTHS = [400, 800, 1200, 1600];
const BODY_IMAGE_WIDTHS = [400, 800, 1200];
/** The post's text column (70ch, about 700 px) or the viewport less its padding. */
const BODY_IMAGE_SIZES = '(min-width: 768px) 700px, calc(100vw - 32px)';

/** All posts of a language, in pages of 100 until a short page. */
async function fetchAllPosts(request: CmsRequest, lang: CmsLanguage, stage: ContentStage): Promise<RawPost[]> {
  const query = postsPageQuery(lang, stage);
  const byId = new Map<string, RawPost>();
  for (let skip = 0; ; skip += CMS_PAGE_SIZE) {
    const { posts } = await request<{ posts: RawPost[] }>(query, { first: CMS_PAGE_SIZE, skip });
    for (const post of posts) byId.set(post.id, post);
    if (posts.length < CMS_PAGE_SIZE) return [...byId.values()];
  }
}

/** How build errors name a post: language, slug and CMS id. */
const postName = (lang: CmsLanguage, post: RawPost) => `post ${lang}/${post.slug} (${post.id})`;

/** Runs `step` for one post, prefixing any error with the post it is about. */
function forPost<T>(lang: CmsLanguage, post: RawPost, step: () => T): T {
  try {
    return step();
  } catch (error) {
    throw new Error(`${postName(lang, post)} ${(error as Error).message}`, { cause: error });
  }
}

/** Runs `step` for one post; a problem of the post's own content (PostProblemError) refuses it instead of failing the build. */
function refusing<T>(review: LanguageReview, post: RawPost, step: () => T, instead: T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof PostProblemError)) throw error;
    note(review, post, error.problem);
    return instead;
  }
}

/** The name editors know a file by: the asset's file name when the CMS gave it, else the last part of its address. */
const nameOf = (asset: { url: string; fileName?: string | null }) => asset.fileName || fileName(asset.url);

/**
 * Resolves embeds, sanitizes each post, makes the served files of every image, video and audio file it shows and
 * points the post at them. Every problem is noted in `review`: a post whose embed cannot be resolved, whose
 * thumbnail, main image or body file cannot be copied (deleted, unreadable, of a kind the site cannot serve) or
 * whose video cannot be placed is refused; body images without alt text and unknown styles are warned about.
 */
async function localisePosts(raw: RawPost[], review: LanguageReview, media: MediaTarget, retry: RetryPolicy, posterSource: PosterSource): Promise<Omit<Post, 'previousSlugs'>[]> {
  const cleanHtml = new Map(
    raw.map((post) => {
      const html = refusing(review, post, () => resolveEmbeds(post.content?.html ?? '', post.content?.references ?? []), '');
      for (const className of unknownStyles(html)) note(review, post, problem('unknownStyle', { className, known: [...STYLE_CLASSES] }));
      return [post.id, sanitizePostHtml(html)];
    }),
  );
  const files = new Map(raw.map((post) => [post.id, mediaSources(cleanHtml.get(post.id)!)]));
  const bodyFiles = [...files.values()].flat();
  const requests = raw.flatMap((post): ImageRequest[] => [
    ...(post.thumbnailImage ? [{ url: post.thumbnailImage.url, widths: THUMBNAIL_WIDTHS }] : []),
    ...(post.mainImage ? [{ url: post.mainImage.url, widths: MAIN_IMAGE_WIDTHS }] : []),
  ]);
  const bodyImages = bodyFiles.filter(({ tag }) => tag === 'img').map(({ src }) => ({ url: src, widths: BODY_IMAGE_WIDTHS }));
  const local = await downloadImages([...requests, ...bodyImages], media, retry);
  const playables = await downloadPlayables(bodyFiles.filter(({ tag }) => tag !== 'img').map(({ src }) => src), media, retry);
  const localImage = (url: string | undefined) => (url ? (local.get(url) ?? null) : null);
  const served = (src: string, tag: MediaTag) => (tag === 'img' ? (localImage(src)?.src ?? null) : (playables.get(src) ?? null));
  const bySrc = new Map([...local.values()].flatMap((image) => (image ? [[image.src, image] as const] : [])));
  const videos = new Map<string, BodyVideo[]>();
  for (const post of raw) {
    // The editors' file names of the body's embedded files, by address.
    const names = new Map((post.content?.references ?? []).map((asset) => [asset.url, nameOf(asset)]));
    const bodyName = (src: string) => names.get(src) ?? fileName(src);
    if (post.thumbnailImage && !localImage(post.thumbnailImage.url)) note(review, post, problem('thumbnailMissing', { file: nameOf(post.thumbnailImage) }));
    if (post.mainImage && !localImage(post.mainImage.url)) note(review, post, problem('mainImageMissing', { file: nameOf(post.mainImage) }));
    for (const { src, tag } of files.get(post.id)!) {
      if (!served(src, tag)) note(review, post, problem('bodyFileMissing', { kind: tag, file: src ? bodyName(src) : '?' }));
    }
    for (const src of imagesWithoutAlt(cleanHtml.get(post.id)!)) note(review, post, problem('imageWithoutAlt', { file: bodyName(src) }));
    videos.set(post.id, refusing(review, post, () => splitAtVideos(cleanHtml.get(post.id)!).videos, []));
  }
  const posters = await fetchPosters([...videos.values()].flat(), posterSource, media, retry);
  for (const post of raw) noteVideos(review, post, videos.get(post.id)!, posters);
  return raw.map((post) => {
    const text = post.content?.text ?? '';
    // Body files point at the site's copies, then images become <picture>.
    const html = mapMediaSources(cleanHtml.get(post.id)!, served);
    return {
      id: post.id,
      title: post.title.trim(),
      slug: post.slug,
      publishDate: post.publishDate!,
      author: post.author?.trim() ?? '',
      featured: post.featured === true,
      categories: post.categories.map((value) => forPost(review.lang, post, () => categorySlug(value))),
      excerpt: excerptOf(text),
      thumbnail: localImage(post.thumbnailImage?.url),
      html: withPictures(html, bySrc, BODY_IMAGE_SIZES),
      metaDescription: metaDescriptionOf(text),
      mainImage: localImage(post.mainImage?.url),
      videoPosters: Object.fromEntries(
        videos.get(post.id)!.flatMap((video) => {
          const poster = posters.get(posterKey(video));
          return poster && 'image' in poster ? [[posterKey(video), { src: poster.image.src, width: poster.image.width, height: poster.image.height }]] : [];
        }),
      ),
    };
  });
}

/** Notes each video of a post that shows the generic poster, and each address setting the player does not keep. */
function noteVideos(review: LanguageReview, post: RawPost, videos: readonly BodyVideo[], posters: ReadonlyMap<string, Poster>): void {
  for (const video of videos) {
    const poster = posters.get(posterKey(video));
    if (poster && 'missing' in poster) note(review, post, problem('videoPosterMissing', { address: videoPageUrl(video), reason: poster.missing }));
  }
  for (const src of frameSources(post.content?.html ?? '')) {
    const settings = readVideoAddress(src)?.unkept ?? [];
    if (settings.length) note(review, post, problem('videoSettingsUnkept', { address: src, settings }));
  }
}

/** The error that stops the build when a language cannot be read from the CMS, or its images cannot be stored. */
function cannotRead(lang: CmsLanguage, config: CmsConfig, error: unknown): Error {
  return new Error(
    `Cannot read the ${lang} blog from the CMS at ${config.endpoint}: ${(error as Error).message}. ` +
      'The build is aborted rather than publishing an empty blog.',
    { cause: error },
  );
}

/** Reads every post of one language and sorts them into what this build publishes and what it says of the rest. */
async function readLanguage(lang: CmsLanguage, config: CmsConfig, retry: RetryPolicy, now: Date): Promise<ReviewedLanguage> {
  const stage = config.stage ?? 'PUBLISHED';
  try {
    const raw = await fetchAllPosts(createCmsRequest(config, retry), lang, stage);
    return reviewPosts(raw, lang, { today: publishingDay(now), showScheduled: stage === 'DRAFT' });
  } catch (error) {
    throw cannotRead(lang, config, error);
  }
}

/**
 * A throwaway media folder for the files of posts this build checks but does not publish (scheduled, refused):
 * their files are checked like any other, but never land in the published folder.
 */
async function withScratchMedia<T>(media: MediaTarget, step: (scratch: MediaTarget) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'cms-unpublished-'));
  try {
    return await step({ ...media, dir, basePath: '/unpublished' });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * The posts to publish, sanitized and with their media stored locally; the files of the language's other checked
 * posts (scheduled, refused) are copied to `scratch` only to find their problems. Problems are notes in `review`:
 * the caller throws the refusals (throwIfRefused) before using the snapshot.
 */
async function snapshotOf(read: ReviewedLanguage, config: CmsConfig, media: MediaTarget, scratch: MediaTarget, retry: RetryPolicy, posterSource: PosterSource): Promise<BlogSnapshot> {
  const { review, publish, check } = read;
  const { lang } = review;
  try {
    const history = previousSlugsOf(check, publish, review);
    const localised = await localisePosts(publish, review, media, retry, posterSource);
    const posts = sortPosts(localised.map((post) => ({ ...post, previousSlugs: history.get(post.id) ?? [] })));
    const published = new Set(publish);
    await localisePosts(check.filter((post) => !published.has(post)), review, scratch, retry, posterSource);
    // The enumeration's values are the contract's (checked at build start), so every category has a page.
    return { lang, categories: [...CATEGORY_SLUG_LIST], posts };
  } catch (error) {
    throw cannotRead(lang, config, error);
  }
}

/**
 * Reads one language from the CMS (all its posts), sanitizes it and stores its images locally. Throws, naming the
 * endpoint and language, when the CMS cannot be read, and ContentRefusedError when a post must not be published.
 */
export async function fetchBlogSnapshot(lang: CmsLanguage, options: LoadOptions = {}): Promise<BlogSnapshot> {
  const config = options.config ?? readCmsConfig();
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  const media = options.media ?? defaultMediaTarget();
  const read = await readLanguage(lang, config, retry, options.now ?? new Date());
  const snapshot = await withScratchMedia(media, (scratch) => snapshotOf(read, config, media, scratch, retry, options.posters ?? VIDEO_HOSTS));
  throwIfRefused([read.review]);
  return snapshot;
}

/** The blog views of one language, derived from a snapshot. */
export function createBlog(snapshot: BlogSnapshot): Blog {
  const posts = sortPosts(snapshot.posts);
  const summaries = posts.map(toSummary);
  const bySlug = new Map(posts.map((post) => [post.slug, post]));
  return {
    lang: snapshot.lang,
    categories: [...snapshot.categories],
    slugs: posts.map((post) => post.slug),
    posts,
    summaries,
    featured: featuredPost(summaries),
    post: (slug) => bySlug.get(slug) ?? null,
    recommendations: (slug) => {
      const post = bySlug.get(slug);
      return post ? recommendationsFor(summaries, post) : [];
    },
  };
}

function snapshotFile(dir: string, lang: CmsLanguage): string {
  return join(dir, `${lang}.json`);
}

/** What the build stored, and what it did with each post (for the editors' report). */
export interface PreparedContent {
  snapshots: BlogSnapshot[];
  reviews: LanguageReview[];
}

/**
 * Checks the CMS's schema against the content contract (docs/cms-contract.md), then reads every language once,
 * before `next build`: writes the snapshots to `snapshotDir` and the images to
 * the media folder. Pages then load from the snapshots (set CMS_SNAPSHOT_DIR), so the build's worker
 * processes never call the CMS and every image exists before Next copies public/.
 * Every post of every language is reviewed in full, its files copied, before anything stops, so a refused build
 * names every problem of every post at once (ContentRefusedError) and leaves the last snapshots and media folder as
 * they were.
 */
export async function prepareBlogContent(snapshotDir: string, options: LoadOptions = {}): Promise<PreparedContent> {
  const config = options.config ?? readCmsConfig();
  const retry = options.retry ?? DEFAULT_RETRY_POLICY;
  try {
    await checkContentContract(createCmsRequest(config, retry));
  } catch (error) {
    throw new Error(`The CMS at ${config.endpoint} cannot be used: ${(error as Error).message}\nThe build is aborted.`, { cause: error });
  }
  // One clock for the whole build: every language is published as of the same day.
  const now = options.now ?? new Date();
  const read: ReviewedLanguage[] = [];
  // One language after another keeps the build within the CMS's rate limit.
  for (const lang of CMS_LANGUAGES) read.push(await readLanguage(lang, config, retry, now));
  // Every post is checked in full (its files too) before anything stops, so the first report names every problem.
  // The published posts' files are made in a staging folder that replaces the media folder only when nothing is refused.
  const media = options.media ?? defaultMediaTarget();
  const staging = { ...media, dir: join(dirname(media.dir), `.${basename(media.dir)}-staging`) };
  await clearMediaFolder(staging);
  const snapshots: BlogSnapshot[] = [];
  await withScratchMedia(media, async (scratch) => {
    for (const language of read) snapshots.push(await snapshotOf(language, config, staging, scratch, retry, options.posters ?? VIDEO_HOSTS));
  });
  const reviews = read.map(({ review }) => review);
  throwIfRefused(reviews);
  await promoteMediaFolder(staging, media);
  await mkdir(snapshotDir, { recursive: true });
  for (const snapshot of snapshots) {
    const file = snapshotFile(snapshotDir, snapshot.lang);
    await writeFile(`${file}.tmp`, JSON.stringify(snapshot));
    await rename(`${file}.tmp`, file);
  }
  return { snapshots, reviews };
}

async function readSnapshot(dir: string, lang: CmsLanguage): Promise<BlogSnapshot | null> {
  try {
    return JSON.parse(await readFile(snapshotFile(dir, lang), 'utf8')) as BlogSnapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const loaded = new Map<CmsLanguage, Promise<Blog>>();

/**
 * The blog of one language for getStaticProps/getStaticPaths. Loaded once per process: from the snapshot in
 * CMS_SNAPSHOT_DIR when the build prepared one, otherwise straight from the CMS.
 */
export function loadBlog(lang: CmsLanguage): Promise<Blog> {
  let blog = loaded.get(lang);
  if (!blog) {
    blog = (async () => {
      const dir = process.env.CMS_SNAPSHOT_DIR;
      const snapshot = (dir && (await readSnapshot(dir, lang))) || (await fetchBlogSnapshot(lang));
      return createBlog(snapshot);
    })();
    // A failure is not cached: the next caller tries again (and fails loudly again if the CMS is still down).
    blog.catch(() => loaded.delete(lang));
    loaded.set(lang, blog);
  }
  return blog;
}

/** Slugs and categories of every language, for getStaticPaths of the post and category routes. */
export async function loadBlogPaths(): Promise<{ lang: CmsLanguage; slugs: string[]; categories: string[] }[]> {
  const blogs = await Promise.all(CMS_LANGUAGES.map((lang) => loadBlog(lang)));
  return blogs.map(({ lang, slugs, categories }) => ({ lang, slugs, categories }));
}
