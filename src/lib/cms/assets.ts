import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createResponsiveImage, forgetImages, UnreadableImageError, type ImageOutput, type ResponsiveImage } from '../images';
import { CmsRequestError, errorForStatus } from './errors';
import { DEFAULT_RETRY_POLICY, networkError, withRetry, type RetryPolicy } from './retry';

/** Where the site's copies of CMS images go: folder, its URL and the cache kept between builds. */
export type MediaTarget = ImageOutput;

/** One image the site shows, with the widths (px) its places in the layout need. */
export interface ImageRequest {
  url: string;
  widths: readonly number[];
}

/** What a download must be: its content types, and its largest size. */
interface AssetKind {
  what: string;
  types: ReadonlySet<string>;
  maxBytes: number;
}

const IMAGE: AssetKind = {
  what: 'an image',
  types: new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']),
  maxBytes: 15 * 1024 * 1024,
};
/** Video and audio files are served as uploaded, by the file name extension of their type. */
const PLAYABLE_EXTENSIONS: Record<string, string> = {
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/ogg': 'ogg',
};
const PLAYABLE: AssetKind = {
  what: 'a video or audio file browsers play (MP4, WebM, MP3, M4A, Ogg)',
  types: new Set(Object.keys(PLAYABLE_EXTENSIONS)),
  // Cloudflare serves a static asset of at most 25 MiB: a longer video belongs on YouTube or Vimeo.
  maxBytes: 25 * 1024 * 1024,
};
const CONCURRENCY = 4;

type Download = { data: Buffer; type: string } | { missing: string };

async function fetchAsset(url: string, kind: AssetKind, policy: RetryPolicy, cancel: AbortSignal): Promise<Download> {
  try {
    return await withRetry(async (signal) => {
      let response: Response;
      try {
        response = await fetch(url, { signal });
      } catch (error) {
        throw networkError(error, policy.timeoutMs);
      }
      if (!response.ok) throw errorForStatus(response.status);
      const type = (response.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
      if (!kind.types.has(type)) return { missing: `not ${kind.what} (${type || 'no content type'})` };
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > kind.maxBytes) return { missing: `larger than ${kind.maxBytes} bytes` };
      return { data, type };
    }, policy, cancel);
  } catch (error) {
    // An asset the host no longer has is an editor's problem, not a reason to stop every publication.
    if (error instanceof CmsRequestError && error.status === 404) return { missing: 'not found (404)' };
    throw new Error(`Could not download CMS asset ${url}: ${(error as Error).message}`, { cause: error });
  }
}

// Asset URLs are immutable (a new upload gets a new URL), so a URL is fetched and processed once per process
// and folder, even when several languages use it.
const stored = new Map<string, Promise<unknown>>();

const leftOut = (url: string, why: string) => {
  console.warn(`CMS asset left out: ${url}: ${why}`);
  return null;
};

async function storeImage(
  { url, widths }: ImageRequest,
  target: MediaTarget,
  policy: RetryPolicy,
  cancel: AbortSignal,
): Promise<ResponsiveImage | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const download = await fetchAsset(url, IMAGE, policy, cancel);
  const image =
    'missing' in download
      ? download
      : await createResponsiveImage(download.data, widths, target).catch((error: unknown) => {
          if (error instanceof UnreadableImageError) return { missing: error.message };
          throw error;
        });
  return 'missing' in image ? leftOut(url, image.missing) : image;
}

/** Copies a video or audio file as it is, named by its content, and returns its site URL. */
async function storePlayable(url: string, target: MediaTarget, policy: RetryPolicy, cancel: AbortSignal): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const download = await fetchAsset(url, PLAYABLE, policy, cancel);
  if ('missing' in download) return leftOut(url, download.missing);
  const name = `${createHash('sha256').update(download.data).digest('hex').slice(0, 16)}.${PLAYABLE_EXTENSIONS[download.type]}`;
  await mkdir(target.dir, { recursive: true });
  await writeFile(join(target.dir, name), download.data);
  return `${target.basePath}/${name}`;
}

/** Forgets what this process stored in a folder, so the next request for a file makes it again. */
function forgetFolder(dir: string): void {
  for (const key of stored.keys()) if (key.startsWith(`${dir}\n`)) stored.delete(key);
  forgetImages(dir);
}

/** Empties the media folder, so images of deleted posts are not published again. */
export async function clearMediaFolder(target: MediaTarget): Promise<void> {
  forgetFolder(target.dir);
  await rm(target.dir, { recursive: true, force: true });
}

/**
 * Makes the files a build made in `staging` the media folder's, replacing the last good build's: a build that
 * refuses its content never reaches here, so the folder keeps what the last snapshots point at.
 */
export async function promoteMediaFolder(staging: MediaTarget, target: MediaTarget): Promise<void> {
  await clearMediaFolder(target);
  forgetFolder(staging.dir);
  await mkdir(staging.dir, { recursive: true });
  await mkdir(dirname(target.dir), { recursive: true });
  await rename(staging.dir, target.dir);
}

/** One request per URL, with the widths of all its uses (an upload can be a thumbnail and a main image). */
function mergeRequests(requests: Iterable<ImageRequest>): ImageRequest[] {
  const byUrl = new Map<string, Set<number>>();
  for (const { url, widths } of requests) {
    const merged = byUrl.get(url) ?? new Set<number>();
    for (const width of widths) merged.add(width);
    byUrl.set(url, merged);
  }
  return [...byUrl].map(([url, widths]) => ({ url, widths: [...widths].sort((a, b) => a - b) }));
}

/**
 * Runs `store` once per request (and once per process for the same key), four at a time. The first failure stops
 * the others, so nothing keeps running after this function settles, and is thrown.
 */
async function storeEach<R extends { url: string }, T>(
  requests: R[],
  keyOf: (request: R) => string,
  store: (request: R, cancel: AbortSignal) => Promise<T>,
): Promise<Map<string, T>> {
  const result = new Map<string, T>();
  const failure = new AbortController();
  let firstError: unknown;
  let next = 0;
  const worker = async () => {
    while (next < requests.length && !failure.signal.aborted) {
      const request = requests[next++];
      const key = keyOf(request);
      let done = stored.get(key) as Promise<T> | undefined;
      if (!done) {
        done = store(request, failure.signal);
        stored.set(key, done);
        // A failed download is tried again by the next build step rather than remembered.
        done.catch(() => stored.delete(key));
      }
      try {
        result.set(request.url, await done);
      } catch (error) {
        // Report the cause, not the siblings cancelled because of it.
        if (!failure.signal.aborted) firstError = error;
        failure.abort();
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  if (failure.signal.aborted) throw firstError;
  return result;
}

/**
 * Downloads each http(s) image once and makes its served files in `target.dir` (see createResponsiveImage).
 * Returns a map from the original URL to how the site shows it. Images that are missing, relative, unreadable
 * or unsafe map to null (with a warning); other failures after the retries throw.
 */
export function downloadImages(
  requests: Iterable<ImageRequest>,
  target: MediaTarget,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Map<string, ResponsiveImage | null>> {
  return storeEach(
    mergeRequests(requests),
    (request) => `${target.dir}\n${request.url}\n${request.widths.join(',')}`,
    (request, cancel) => storeImage(request, target, policy, cancel),
  );
}

/**
 * Copies each http(s) video or audio file once into `target.dir`. Returns a map from the original URL to the
 * file's site URL; files that are missing, relative, of another type or too large map to null (with a warning).
 */
export function downloadPlayables(urls: Iterable<string>, target: MediaTarget, policy: RetryPolicy = DEFAULT_RETRY_POLICY): Promise<Map<string, string | null>> {
  return storeEach(
    [...new Set(urls)].map((url) => ({ url })),
    ({ url }) => `${target.dir}\n${url}\nas is`,
    ({ url }, cancel) => storePlayable(url, target, policy, cancel),
  );
}
