import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clearMediaFolder, downloadImages, downloadPlayables, type ImageRequest, type MediaTarget } from './assets';
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
import { EmbedError, resolveEmbeds } from './embeds';
import { CMS_PAGE_SIZE, postsPageQuery } from './queries';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry';
import { refuse, reviewPosts, throwIfRefused, warn, type LanguageReview } from './review';
import { frameSources, NestedVideoError, readVideoAddress, splitAtVideos, type BodyVideo } from './rich-media';
import { videoPageUrl } from '../site/media';
import { fetchPosters, posterKey, VIDEO_HOSTS, type Poster, type PosterSource } from './video-posters';
import { publishingDay } from './schedule';
import type { ContentStage } from './stage';
import { mapMediaSources, mediaSources, sanitizePostHtml, withPictures, type MediaTag } from './sanitize';
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

/** Runs `step` for one post; a problem of the post's own content (`Problem`) refuses it instead of failing the build. */
function refusing<T>(review: LanguageReview, post: RawPost, Problem: new (...args: never[]) => Error, step: () => T, instead: T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof Problem)) throw error;
    refuse(review, post, error.message);
    return instead;
  }
}

const FILE_NOUN: Record<MediaTag, string> = { img: 'image', video: 'video', audio: 'audio file' };

/**
 * Resolves embeds, sanitizes each post, makes the served files of every image, video and audio file it shows and
 * points the post at them. A post whose embed cannot be resolved, whose body shows a file the site cannot copy
 * (deleted, unreadable, of a kind it cannot serve) or has a video it cannot place is refused in `review`.
 */
async function localisePosts(raw: RawPost[], review: LanguageReview, media: MediaTarget, retry: RetryPolicy, posterSource: PosterSource): Promise<Post[]> {
  const cleanHtml = new Map(
    raw.map((post) => {
      const html = refusing(review, post, EmbedError, () => resolveEmbeds(post.content?.html ?? '', post.content?.references ?? []), '');
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
    for (const { src, tag } of files.get(post.id)!) {
      if (served(src, tag)) continue;
      refuse(review, post, `its body shows the ${FILE_NOUN[tag]} ${src || '(no address)'}, which the site cannot copy (deleted, unreadable, or a kind of file it cannot serve; the build log says which): upload it again, or remove it from the post`);
    }
    videos.set(post.id, refusing(review, post, NestedVideoError, () => splitAtVideos(cleanHtml.get(post.id)!).videos, []));
  }
  const posters = await fetchPosters([...videos.values()].flat(), posterSource, media, retry);
  for (const post of raw) warnOfVideos(review, post, videos.get(post.id)!, posters);
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

/** Warns of each video of a post that shows the generic poster, or whose address asks for what the player does not keep. */
function warnOfVideos(review: LanguageReview, post: RawPost, videos: readonly BodyVideo[], posters: ReadonlyMap<string, Poster>): void {
  for (const video of videos) {
    const address = videoPageUrl(video);
    const poster = posters.get(posterKey(video));
    if (poster && 'missing' in poster) warn(review, post, `its video ${address} shows the site's generic picture, not its own: ${poster.missing}`);
  }
  for (const src of frameSources(post.content?.html ?? '')) {
    const unkept = readVideoAddress(src)?.unkept ?? [];
    if (unkept.length) warn(review, post, `its video ${src} asks for ${unkept.join(', ')}, which the site's player does not keep: it plays from the start (or the time given) to the end`);
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
async function readLanguage(lang: CmsLanguage, config: CmsConfig, retry: RetryPolicy, now: Date) {
  const stage = config.stage ?? 'PUBLISHED';
  try {
    const raw = await fetchAllPosts(createCmsRequest(config, retry), lang, stage);
    return reviewPosts(raw, lang, { today: publishingDay(now), showScheduled: stage === 'DRAFT' });
  } catch (error) {
    throw cannotRead(lang, config, error);
  }
}

/**
 * The posts to publish, sanitized and with their media stored locally. Problems found on the way are refusals in
 * `review`, which the caller throws (throwIfRefused) before using the snapshot.
 */
async function snapshotOf(publish: RawPost[], review: LanguageReview, config: CmsConfig, media: MediaTarget, retry: RetryPolicy, posterSource: PosterSource): Promise<BlogSnapshot> {
  const { lang } = review;
  try {
    const posts = sortPosts(await localisePosts(publish, review, media, retry, posterSource));
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
  const { publish, review } = await readLanguage(lang, config, retry, options.now ?? new Date());
  throwIfRefused([review]);
  const snapshot = await snapshotOf(publish, review, config, options.media ?? defaultMediaTarget(), retry, options.posters ?? VIDEO_HOSTS);
  throwIfRefused([review]);
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
 * Every language is read and reviewed before anything is stored, so a refused build names the problems of all of
 * them at once (ContentRefusedError) and leaves the last snapshots and images as they were. A file a body shows
 * that cannot be copied is only found while copying: it refuses the build too, all languages' at once, and leaves
 * the last snapshots as they were.
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
  const read: Awaited<ReturnType<typeof readLanguage>>[] = [];
  // One language after another keeps the build within the CMS's rate limit.
  for (const lang of CMS_LANGUAGES) read.push(await readLanguage(lang, config, retry, now));
  const reviews = read.map(({ review }) => review);
  throwIfRefused(reviews);
  const media = options.media ?? defaultMediaTarget();
  await clearMediaFolder(media);
  const snapshots: BlogSnapshot[] = [];
  for (const { publish, review } of read) snapshots.push(await snapshotOf(publish, review, config, media, retry, options.posters ?? VIDEO_HOSTS));
  throwIfRefused(reviews);
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
