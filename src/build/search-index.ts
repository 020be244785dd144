import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** Where the index and its client go inside out/; the dialog imports `/pagefind/pagefind.js` from there. */
export const SEARCH_DIR = 'pagefind';

/**
 * Parts of an indexed page that repeat on many pages or are not content: forms (the contact form's labels), asides
 * (a post's newsletter box and recommendations), navigation. Other chrome inside `main` carries
 * `data-pagefind-ignore` where it is drawn (CtaBand, CopyLinkButton).
 */
const EXCLUDE_SELECTORS = ['form', 'aside', 'nav'];

/** Pagefind's ready-made interfaces, written by default; the site has its own (src/features/search), so they go. */
const UNUSED_FILES = /^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/;

export type SearchIndexStats = {
  /** Pages indexed per Pagefind language key (the page's `<html lang>` lower-cased, e.g. `es-es`). */
  pages: Record<string, number>;
  /** Bytes on disk per language: its index chunks, fragments, filters, metadata and WebAssembly. */
  bytes: Record<string, number>;
  /** Bytes of the language-independent client (pagefind.js, its worker, entry file). */
  clientBytes: number;
};

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The language a Pagefind file belongs to, from its name (`es-es_1a2b.pf_index`, `wasm.es-es.pagefind`). */
export function languageOfFile(name: string): string | null {
  return /^(?:pagefind\.|wasm\.)?(unknown|[a-z]{2,3}(?:-[a-z0-9]+)*)[_.][^/]*$/.exec(name)?.[1] ?? null;
}

/**
 * Indexes every exported page that marks its content with `data-pagefind-body` (posts, service and company pages)
 * into out/pagefind, one index per `<html lang>`, and reports its size. Any indexing error fails the build.
 */
export async function writeSearchIndex(outDir: string): Promise<SearchIndexStats> {
  // Pagefind is an ES module only; the build scripts run as CommonJS, where only import() reaches it.
  const pagefind = await import('pagefind');
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: EXCLUDE_SELECTORS });
  try {
    if (!index) throw new Error(`Search index: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length) throw new Error(`Search index: ${added.errors.join('; ')}`);
    const outputPath = path.join(outDir, SEARCH_DIR);
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Search index: ${written.errors.join('; ')}`);
  } finally {
    await pagefind.close();
  }
  await pruneSearchDir(path.join(outDir, SEARCH_DIR));
  return readSearchIndexStats(path.join(outDir, SEARCH_DIR));
}

/**
 * Removes what the site does not serve: Pagefind's own interfaces, and the index of pages without a language, which
 * stays empty because every page has one.
 */
async function pruneSearchDir(dir: string): Promise<void> {
  for (const file of await filesBelow(dir)) {
    const name = path.basename(file);
    if (UNUSED_FILES.test(name) || languageOfFile(name) === 'unknown') await rm(file);
  }
}

/** Pages and bytes of the index in `dir` (out/pagefind), per language. */
export async function readSearchIndexStats(dir: string): Promise<SearchIndexStats> {
  const stats: SearchIndexStats = { pages: {}, bytes: {}, clientBytes: 0 };
  for (const file of await filesBelow(dir)) {
    const lang = languageOfFile(path.basename(file));
    const { size } = await stat(file);
    if (lang === null) stats.clientBytes += size;
    else stats.bytes[lang] = (stats.bytes[lang] ?? 0) + size;
  }
  const entry = JSON.parse(await readFile(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  for (const [lang, { page_count }] of Object.entries(entry.languages)) stats.pages[lang] = page_count;
  return stats;
}

/** One log line the bench reads back: `Search index: es-es 25 pages 120.4 KiB, …; client 101.2 KiB`. */
export function formatSearchIndexStats(stats: SearchIndexStats): string {
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  const langs = Object.keys(stats.pages)
    .sort()
    .map((lang) => `${lang} ${stats.pages[lang]} pages ${kib(stats.bytes[lang] ?? 0)}`);
  return `Search index: ${langs.join(', ')}; client ${kib(stats.clientBytes)}`;
}
