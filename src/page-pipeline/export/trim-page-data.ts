import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ONLY_PROP } from '@/page-pipeline/react/build-only';
import { BUILD_ONLY_TEXTS_PROP } from '@/lib/i18n/build-only-texts';
import { htmlFiles } from './inline-css';
import { browserReadsText, browserScripts, textKeys } from './texts-the-browser-reads';

/**
 * Removes build-only page data and texts (docs/decisions/0026-build-only-page-data.md) from what the browser can
 * download: the `__NEXT_DATA__` block of every exported page and Next's per-page data files (`_next/data/…json`,
 * which only a client-side navigation would fetch; the site has none, decision 0008).
 */

const NEXT_DATA = /(<script id="__NEXT_DATA__" type="application\/json"[^>]*>)([\s\S]*?)(<\/script>)/;

// Next writes the page data with these characters escaped, so that the JSON can never close its script element or
// break the line (next/dist/shared/lib/htmlescape); the rewritten block keeps that form.
const HTML_ESCAPES: Record<string, string> = { '&': '\\u0026', '>': '\\u003e', '<': '\\u003c', '\u2028': '\\u2028', '\u2029': '\\u2029' };
export const escapeJsonForHtml = (json: string) => json.replace(/[&><\u2028\u2029]/g, (character) => HTML_ESCAPES[character]);

type PageData = { props?: { pageProps?: Record<string, unknown> }; pageProps?: Record<string, unknown> };
type Tree = Record<string, unknown>;
type Translations = { initialI18nStore: Record<string, Record<string, Tree>>; ns: string[] };

/** Whether the browser's scripts can read a text of `common`, by its dotted key (texts-the-browser-reads.ts). */
export type ReadsCommonText = (key: string) => boolean;

const isTree = (value: unknown): value is Tree => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The page props inside Next's page data: `props.pageProps` in the page, `pageProps` in a data file. */
function pagePropsOf(data: PageData): Record<string, unknown> | undefined {
  return data.props?.pageProps ?? data.pageProps;
}

/**
 * next-i18next's store in the page props, as this step reads it: `_nextI18Next.initialI18nStore.<lang>.<namespace>`
 * and the namespace list `_nextI18Next.ns`, `common` in every language. Anything else stops the build: a store this
 * step cannot read would reach the browser whole, and only the byte budgets would notice.
 */
function translationsOf(props: Record<string, unknown>): Translations | undefined {
  const translations = props._nextI18Next;
  if (translations === undefined) {
    if (BUILD_ONLY_TEXTS_PROP in props) throw new Error(`${STORE_CHANGED}: a page with build-only texts has no _nextI18Next`);
    return undefined;
  }
  const store = isTree(translations) ? translations.initialI18nStore : undefined;
  const languages = isTree(store) ? Object.values(store) : [];
  if (!isTree(translations) || !Array.isArray(translations.ns) || languages.length === 0 || !languages.every((texts) => isTree(texts) && isTree(texts.common))) {
    throw new Error(`${STORE_CHANGED}: expected _nextI18Next.initialI18nStore.<lang>.common and _nextI18Next.ns`);
  }
  return translations as Translations;
}

const STORE_CHANGED = "next-i18next's page data is not in the shape trim-page-data.ts reads (did next-i18next change its store?)";

/** Removes the text at a dotted key of a tree, and the objects it leaves empty; true if it was there. */
function removeText(tree: Tree, key: string): boolean {
  const [first, ...rest] = key.split('.');
  if (!(first in tree)) return false;
  if (rest.length === 0) {
    delete tree[first];
    return true;
  }
  const child = tree[first];
  if (!isTree(child) || !removeText(child, rest.join('.'))) return false;
  if (Object.keys(child).length === 0) delete tree[first];
  return true;
}

/**
 * Removes from page props the build-only prop, the page's list of build-only texts and the texts it names (whole
 * namespaces or `namespace:key`, a key possibly nested: `namespace:a.b`), and the texts of `common` no browser script
 * reads; true if anything was removed.
 */
function trimProps(props: Record<string, unknown> | undefined, readsCommonText: ReadsCommonText): boolean {
  if (!props) return false;
  const translations = translationsOf(props);
  const pageTexts = (props[BUILD_ONLY_TEXTS_PROP] as string[] | undefined) ?? [];
  let trimmed = false;
  for (const prop of [BUILD_ONLY_PROP, BUILD_ONLY_TEXTS_PROP]) {
    if (prop in props) {
      delete props[prop];
      trimmed = true;
    }
  }
  for (const texts of Object.values(translations?.initialI18nStore ?? {})) {
    for (const key of textKeys(texts.common)) if (!readsCommonText(key) && removeText(texts.common, key)) trimmed = true;
    for (const entry of pageTexts) {
      const [ns, key] = entry.split(':');
      if (!texts[ns]) continue;
      if (key !== undefined) {
        if (removeText(texts[ns], key)) trimmed = true;
        continue;
      }
      delete texts[ns];
      translations!.ns = translations!.ns.filter((name) => name !== ns);
      trimmed = true;
    }
  }
  return trimmed;
}

/** The page's HTML with its build-only page data removed; the same string when it has none. */
export function withoutBuildOnlyData(html: string, readsCommonText: ReadsCommonText): string {
  const match = NEXT_DATA.exec(html);
  if (!match) return html;
  const data = JSON.parse(match[2]) as PageData;
  if (!trimProps(pagePropsOf(data), readsCommonText)) return html;
  const block = match[1] + escapeJsonForHtml(JSON.stringify(data)) + match[3];
  return html.slice(0, match.index) + block + html.slice(match.index + match[0].length);
}

/** A data file's JSON with its build-only page data removed; null when it has none. */
export function dataFileWithoutBuildOnly(json: string, readsCommonText: ReadsCommonText): string | null {
  const data = JSON.parse(json) as PageData;
  return trimProps(pagePropsOf(data), readsCommonText) ? JSON.stringify(data) : null;
}

async function* jsonFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(file);
    else if (entry.isFile() && entry.name.endsWith('.json')) yield file;
  }
}

/**
 * Trims every exported page and data file; returns how many pages changed, the bytes they lost and the texts of
 * `common` that no browser script reads (removed from every page).
 */
export async function trimPageData(outDir: string): Promise<{ pages: number; bytes: number; unread: string[] }> {
  const scripts = await browserScripts(outDir);
  const known = new Map<string, boolean>();
  const unread = new Set<string>();
  const readsCommonText = (key: string) => {
    if (!known.has(key)) known.set(key, browserReadsText(scripts, key));
    if (!known.get(key)) unread.add(key);
    return known.get(key)!;
  };
  let pages = 0;
  let bytes = 0;
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const trimmed = withoutBuildOnlyData(html, readsCommonText);
    if (trimmed === html) continue;
    await writeFile(file, trimmed);
    pages++;
    bytes += Buffer.byteLength(html) - Buffer.byteLength(trimmed);
  }
  for await (const file of jsonFiles(path.join(outDir, '_next', 'data'))) {
    const trimmed = dataFileWithoutBuildOnly(await readFile(file, 'utf8'), readsCommonText);
    if (trimmed !== null) await writeFile(file, trimmed);
  }
  return { pages, bytes, unread: [...unread].sort() };
}
