import { rm } from 'node:fs/promises';
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

const IMAGE_TYPES = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif']);
const MAX_BYTES = 15 * 1024 * 1024;
const CONCURRENCY = 4;

type Download = { data: Buffer } | { missing: string };

async function fetchAsset(url: string, policy: RetryPolicy, cancel: AbortSignal): Promise<Download> {
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
      if (!IMAGE_TYPES.has(type)) return { missing: `not an image (${type || 'no content type'})` };
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > MAX_BYTES) return { missing: `larger than ${MAX_BYTES} bytes` };
      return { data };
    }, policy, cancel);
  } catch (error) {
    // An asset the host no longer has is an editor's problem, not a reason to stop every publication.
    if (error instanceof CmsRequestError && error.status === 404) return { missing: 'not found (404)' };
    throw new Error(`Could not download CMS asset ${url}: ${(error as Error).message}`, { cause: error });
  }
}

// Asset URLs are immutable (a new upload gets a new URL), so a URL is fetched and processed once per process
// and folder, even when several languages use it.
const stored = new Map<string, Promise<ResponsiveImage | null>>();

async function storeImage(
  { url, widths }: ImageRequest,
  target: MediaTarget,
  policy: RetryPolicy,
  cancel: AbortSignal,
): Promise<ResponsiveImage | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const download = await fetchAsset(url, policy, cancel);
  const image =
    'missing' in download
      ? download
      : await createResponsiveImage(download.data, widths, target).catch((error: unknown) => {
          if (error instanceof UnreadableImageError) return { missing: error.message };
          throw error;
        });
  if ('missing' in image) {
    console.warn(`CMS asset left out: ${url}: ${image.missing}`);
    return null;
  }
  return image;
}

/** Empties the media folder, so images of deleted posts are not published again. */
export async function clearMediaFolder(target: MediaTarget): Promise<void> {
  for (const key of stored.keys()) if (key.startsWith(`${target.dir}\n`)) stored.delete(key);
  forgetImages(target.dir);
  await rm(target.dir, { recursive: true, force: true });
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
 * Downloads each http(s) image once and makes its served files in `target.dir` (see createResponsiveImage).
 * Returns a map from the original URL to how the site shows it. Images that are missing, relative, unreadable
 * or unsafe map to null (with a warning); other failures after the retries throw.
 */
export async function downloadImages(
  requests: Iterable<ImageRequest>,
  target: MediaTarget,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Map<string, ResponsiveImage | null>> {
  const unique = mergeRequests(requests);
  const result = new Map<string, ResponsiveImage | null>();
  // The first failure stops the other downloads, so nothing keeps running after this function settles.
  const failure = new AbortController();
  let firstError: unknown;
  let next = 0;
  const worker = async () => {
    while (next < unique.length && !failure.signal.aborted) {
      const request = unique[next++];
      const key = `${target.dir}\n${request.url}\n${request.widths.join(',')}`;
      let image = stored.get(key);
      if (!image) {
        image = storeImage(request, target, policy, failure.signal);
        stored.set(key, image);
        // A failed download is tried again by the next build step rather than remembered.
        image.catch(() => stored.delete(key));
      }
      try {
        result.set(request.url, await image);
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
