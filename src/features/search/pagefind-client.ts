/**
 * The browser side of the site search: Pagefind's own client, written into out/pagefind by the build
 * (src/build/search-index.ts) and imported from there on first use, never bundled with the site's code. It picks
 * the index of the page's `<html lang>`, so results are in the page's language only.
 */
export type SearchHit = {
  /** Site path without `.html`, e.g. `/es/blog/seguro-de-hogar`. */
  url: string;
  title: string;
  section: string;
  date?: string;
  /** Pagefind's excerpt: the page's text with entities escaped and the matched words in `<mark>`. */
  excerpt: string;
};

type ResultData = { url: string; excerpt: string; meta: Record<string, string | undefined> };
type PagefindResult = { id: string; data: () => Promise<ResultData> };
type PagefindSearch = { results: PagefindResult[] };

type Pagefind = {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  debouncedSearch: (query: string, options?: object, wait?: number) => Promise<PagefindSearch | null>;
};

const CLIENT_URL = '/pagefind/pagefind.js';
/** Words of page text around the match in each excerpt: two lines in the dialog. */
const EXCERPT_WORDS = 22;

let client: Promise<Pagefind> | null = null;

/** Loads and starts the client once; a failed load is forgotten, so the next search tries again. */
export function loadPagefind(): Promise<Pagefind> {
  client ??= import(/* webpackIgnore: true */ CLIENT_URL)
    .then(async (pagefind: Pagefind) => {
      await pagefind.options({ excerptLength: EXCERPT_WORDS });
      await pagefind.init();
      return pagefind;
    })
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Pagefind names a page by its file (`/es/insurance.html`); the site serves it without the extension. */
export function pagePath(url: string): string {
  return url.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

export function toHit(data: ResultData): SearchHit {
  return {
    url: pagePath(data.url),
    title: data.meta.title ?? pagePath(data.url),
    section: data.meta.section ?? '',
    date: data.meta.date,
    excerpt: data.excerpt,
  };
}

export type SearchOutcome = { total: number; hits: SearchHit[] };

/**
 * The first `limit` results for a query, or null when a newer query replaced it while it waited (Pagefind's
 * debounce), so a slow answer never overwrites a newer one.
 */
export async function searchSite(query: string, limit: number): Promise<SearchOutcome | null> {
  const pagefind = await loadPagefind();
  const search = await pagefind.debouncedSearch(query, {}, 120);
  if (search === null) return null;
  const hits = await Promise.all(search.results.slice(0, limit).map(async (result) => toHit(await result.data())));
  return { total: search.results.length, hits };
}
