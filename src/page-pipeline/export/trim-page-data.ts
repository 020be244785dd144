import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_ONLY_PROP, BUILD_ONLY_TEXTS } from '@/page-pipeline/react/build-only';
import { BUILD_ONLY_TEXTS_PROP } from '@/lib/i18n/build-only-texts';
import { htmlFiles } from './inline-css';

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
type TranslationStore = Record<string, Record<string, Record<string, unknown>>>;
type Translations = { initialI18nStore?: TranslationStore; ns?: string[] };

/** The page props inside Next's page data: `props.pageProps` in the page, `pageProps` in a data file. */
function pagePropsOf(data: PageData): Record<string, unknown> | undefined {
  return data.props?.pageProps ?? data.pageProps;
}

/**
 * Removes the build-only prop, the page's list of build-only texts and the texts it names (whole namespaces or
 * `namespace:key`, a key possibly nested: `namespace:a.b`), and the build-only texts of every page, from page props; true if anything was removed.
 */
function trimProps(props: Record<string, unknown> | undefined): boolean {
  if (!props) return false;
  let trimmed = false;
  const pageTexts = (props[BUILD_ONLY_TEXTS_PROP] as string[] | undefined) ?? [];
  for (const prop of [BUILD_ONLY_PROP, BUILD_ONLY_TEXTS_PROP]) {
    if (prop in props) {
      delete props[prop];
      trimmed = true;
    }
  }
  const translations = props._nextI18Next as Translations | undefined;
  for (const texts of Object.values(translations?.initialI18nStore ?? {})) {
    for (const entry of [...BUILD_ONLY_TEXTS, ...pageTexts]) {
      const [ns, key] = entry.split(':');
      if (!texts[ns]) continue;
      if (key === undefined) {
        delete texts[ns];
        if (translations?.ns) translations.ns = translations.ns.filter((name) => name !== ns);
        trimmed = true;
      } else {
        // A key may name a nested text (`header.search`): delete it from its parent.
        const path = key.split('.');
        const last = path.pop()!;
        const parent = path.reduce<Record<string, unknown> | undefined>(
          (tree, step) => (tree?.[step] && typeof tree[step] === 'object' ? (tree[step] as Record<string, unknown>) : undefined),
          texts[ns],
        );
        if (parent && last in parent) {
          delete parent[last];
          trimmed = true;
        }
      }
    }
  }
  return trimmed;
}

/** The page's HTML with its build-only page data removed; the same string when it has none. */
export function withoutBuildOnlyData(html: string): string {
  const match = NEXT_DATA.exec(html);
  if (!match) return html;
  const data = JSON.parse(match[2]) as PageData;
  if (!trimProps(pagePropsOf(data))) return html;
  const block = match[1] + escapeJsonForHtml(JSON.stringify(data)) + match[3];
  return html.slice(0, match.index) + block + html.slice(match.index + match[0].length);
}

/** A data file's JSON with its build-only page data removed; null when it has none. */
export function dataFileWithoutBuildOnly(json: string): string | null {
  const data = JSON.parse(json) as PageData;
  return trimProps(pagePropsOf(data)) ? JSON.stringify(data) : null;
}

async function* jsonFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(file);
    else if (entry.isFile() && entry.name.endsWith('.json')) yield file;
  }
}

/** Trims every exported page and data file; returns how many pages changed and the bytes they lost. */
export async function trimPageData(outDir: string): Promise<{ pages: number; bytes: number }> {
  let pages = 0;
  let bytes = 0;
  for await (const file of htmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const trimmed = withoutBuildOnlyData(html);
    if (trimmed === html) continue;
    await writeFile(file, trimmed);
    pages++;
    bytes += Buffer.byteLength(html) - Buffer.byteLength(trimmed);
  }
  for await (const file of jsonFiles(path.join(outDir, '_next', 'data'))) {
    const trimmed = dataFileWithoutBuildOnly(await readFile(file, 'utf8'));
    if (trimmed !== null) await writeFile(file, trimmed);
  }
  return { pages, bytes };
}
