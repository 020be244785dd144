import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { languageFromPath } from '@/lib/i18n/detect';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

export function contentTypeOf(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export type ResolvedFile = { file: string; status: 200 | 404; size: number; mtimeMs: number };

async function fileInfo(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The host's own rule files: it reads them, it never serves them. */
const HOST_FILES = new Set(['/_headers', '/_redirects', '/_routes.json']);

const inside = (root: string, file: string) => file === root || file.startsWith(root + path.sep);

/** True when the file, with every link in its path followed, still lies inside the site folder. */
async function staysInside(root: string, file: string): Promise<boolean> {
  try {
    return inside(await realpath(root), await realpath(file));
  } catch {
    return false;
  }
}

/**
 * Maps a URL path onto out/ the way static hosts do: the exact file, then `x.html`, then `x/index.html`.
 * Misses get the nearest 404 page: `/{lang}/404.html` under a language folder, else `/404.html`.
 * Returns null only when not even a 404 page exists. The caller has checked that the path decodes.
 */
export async function resolveStaticFile(root: string, urlPath: string): Promise<ResolvedFile | null> {
  const clean = path.posix.normalize(`/${decodeURIComponent(urlPath)}`).replace(/\/+$/, '') || '/';
  const base = path.join(root, clean);
  // Never serve anything outside out/, whatever the URL says or a symbolic link points at.
  if (!inside(root, base) || HOST_FILES.has(clean)) return notFound(root, clean);

  const candidates = clean === '/' ? [path.join(root, 'index.html')] : [base, `${base}.html`, path.join(base, 'index.html')];
  for (const file of candidates) {
    const info = await fileInfo(file);
    if (info && (await staysInside(root, file))) return { file, status: 200, size: info.size, mtimeMs: info.mtimeMs };
  }
  return notFound(root, clean);
}

async function notFound(root: string, clean: string): Promise<ResolvedFile | null> {
  const lang = languageFromPath(clean);
  const pages = lang ? [path.join(root, lang, '404.html'), path.join(root, '404.html')] : [path.join(root, '404.html')];
  for (const file of pages) {
    const info = await fileInfo(file);
    if (info) return { file, status: 404, size: info.size, mtimeMs: info.mtimeMs };
  }
  return null;
}

