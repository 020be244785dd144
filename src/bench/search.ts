import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { LANG_TAGS, LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { readSearchIndexStats, SEARCH_DIR } from '@/build/search-index';
import { withChromium } from './lighthouse';
import { freePort, startSite } from './serve';

/** Timed per language: a topic of the sample posts, and the word every synthetic post of the scale build holds. */
export const SEARCH_QUERIES: Record<Lang, readonly string[]> = {
  es: ['hipoteca', 'synthetic'],
  en: ['pension', 'synthetic'],
  pt: ['seguro', 'synthetic'],
  it: ['mutuo', 'synthetic'],
};

export type QueryTiming = {
  query: string;
  results: number;
  /** The first search of the query: fetches the index chunks it needs, then searches. */
  firstMs: number;
  /** The same search again, chunks in memory: the time of each keystroke once the visitor is typing. */
  againMs: number;
  /** Loading the first 8 results' data (title, excerpt): what the dialog shows. */
  dataMs: number;
};

export type SearchLangResult = { lang: Lang; pages: number; indexBytes: number; initMs: number; queries: QueryTiming[] };
export type SearchBench = { label: string; clientBytes: number; langs: SearchLangResult[] };

/**
 * Runs in the page, as a string: tsx would add `__name` helpers to a compiled function, which the page lacks.
 * Loads Pagefind as the dialog does (src/features/search/pagefind-client.ts) and times each query.
 */
const TIME_QUERIES = `async (queries) => {
  const now = () => performance.now();
  let start = now();
  const pagefind = await import('/pagefind/pagefind.js');
  await pagefind.options({ excerptLength: 22 });
  await pagefind.init();
  const initMs = now() - start;
  const timings = [];
  for (const query of queries) {
    start = now();
    const search = await pagefind.search(query);
    const firstMs = now() - start;
    start = now();
    await Promise.all(search.results.slice(0, 8).map((result) => result.data()));
    const dataMs = now() - start;
    start = now();
    await pagefind.search(query);
    const againMs = now() - start;
    timings.push({ query, results: search.results.length, firstMs, againMs, dataMs });
  }
  return { initMs, queries: timings };
}`;

/**
 * Index size per language (read from out/pagefind) and query times in Chromium against the site served by the
 * project's server on loopback, a fresh browser per language (nothing cached). No network throttling: the times
 * are the client's work plus loopback transfers.
 */
export async function measureSearch(label: string, outDir: string): Promise<SearchBench> {
  const stats = await readSearchIndexStats(path.join(outDir, SEARCH_DIR));
  const site = await startSite(outDir, await freePort());
  try {
    const langs: SearchLangResult[] = [];
    for (const lang of LANGUAGES) {
      const key = LANG_TAGS[lang].toLowerCase();
      const timed = await withChromium(site.origin, null, async (port) => {
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
        try {
          const page = await browser.newPage();
          await page.goto(`${site.origin}/${lang}/blog`, { waitUntil: 'networkidle0' });
          return (await page.evaluate(`(${TIME_QUERIES})(${JSON.stringify(SEARCH_QUERIES[lang])})`)) as Omit<SearchLangResult, 'lang' | 'pages' | 'indexBytes'>;
        } finally {
          await browser.disconnect();
        }
      });
      langs.push({ lang, pages: stats.pages[key] ?? 0, indexBytes: stats.bytes[key] ?? 0, ...timed });
    }
    return { label, clientBytes: stats.clientBytes, langs };
  } finally {
    await site.stop();
  }
}
