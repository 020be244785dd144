import { createHash } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CmsRequestError, errorForStatus } from './errors';
import { DEFAULT_RETRY_POLICY, networkError, withRetry, type RetryPolicy } from './retry';

export interface MediaTarget {
  /** Folder the files are written to, e.g. <project>/public/media/cms. */
  dir: string;
  /** Site-relative URL of that folder, e.g. /media/cms. */
  basePath: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/gif': 'gif',
};
const MAX_BYTES = 15 * 1024 * 1024;
const CONCURRENCY = 4;
// An SVG is served from the site's own origin, where opening it directly would run its scripts.
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i;

type Download = { data: Buffer; ext: string } | { missing: string };

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
      const ext = EXTENSIONS[type];
      if (!ext) return { missing: `not an image (${type || 'no content type'})` };
      const data = Buffer.from(await response.arrayBuffer());
      if (data.length > MAX_BYTES) return { missing: `larger than ${MAX_BYTES} bytes` };
      if (ext === 'svg' && ACTIVE_SVG.test(data.toString('utf8'))) return { missing: 'SVG with active content' };
      return { data, ext };
    }, policy, cancel);
  } catch (error) {
    // An asset the host no longer has is an editor's problem, not a reason to stop every publication.
    if (error instanceof CmsRequestError && error.status === 404) return { missing: 'not found (404)' };
    throw new Error(`Could not download CMS asset ${url}: ${(error as Error).message}`, { cause: error });
  }
}

// Asset URLs are immutable (a new upload gets a new URL), so a URL is fetched once per process and folder,
// even when several languages use it.
const stored = new Map<string, Promise<string | null>>();

async function storeAsset(
  url: string,
  target: MediaTarget,
  policy: RetryPolicy,
  cancel: AbortSignal,
): Promise<string | null> {
  if (!/^https?:\/\//i.test(url)) return null;
  const download = await fetchAsset(url, policy, cancel);
  if ('missing' in download) {
    console.warn(`CMS asset left out: ${url}: ${download.missing}`);
    return null;
  }
  const name = `${createHash('sha256').update(download.data).digest('hex').slice(0, 20)}.${download.ext}`;
  // Write then rename, so parallel builds never see a half-written file.
  const temporary = join(target.dir, `.${name}.${process.pid}.tmp`);
  await writeFile(temporary, download.data);
  await rename(temporary, join(target.dir, name));
  return `${target.basePath}/${name}`;
}

/** Empties the media folder, so images of deleted posts are not published again. */
export async function clearMediaFolder(target: MediaTarget): Promise<void> {
  for (const key of stored.keys()) if (key.startsWith(`${target.dir}\n`)) stored.delete(key);
  await rm(target.dir, { recursive: true, force: true });
}

/**
 * Downloads each http(s) URL once into `target.dir`, named by content hash, and returns a map from the
 * original URL to its site-relative path. URLs that are missing, relative or unsafe map to null (with a
 * warning); other failures after the retries throw.
 */
export async function downloadAssets(
  urls: Iterable<string>,
  target: MediaTarget,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Map<string, string | null>> {
  const unique = [...new Set(urls)];
  const result = new Map<string, string | null>();
  await mkdir(target.dir, { recursive: true });
  // The first failure stops the other downloads, so nothing keeps running after this function settles.
  const failure = new AbortController();
  let firstError: unknown;
  let next = 0;
  const worker = async () => {
    while (next < unique.length && !failure.signal.aborted) {
      const url = unique[next++];
      const key = `${target.dir}\n${url}`;
      let local = stored.get(key);
      if (!local) {
        local = storeAsset(url, target, policy, failure.signal);
        stored.set(key, local);
        // A failed download is tried again by the next build step rather than remembered.
        local.catch(() => stored.delete(key));
      }
      try {
        result.set(url, await local);
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
