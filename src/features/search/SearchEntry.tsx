/**
 * What a page tells the site search about itself (docs/decisions/0021-search-index-per-language.md). The layout
 * marks the page's `main` as indexed content (`data-pagefind-body`) and renders these as Pagefind metadata.
 */
export type SearchEntry = {
  /** The result's title: the page's name (its <title>), not its hero tagline. */
  title: string;
  /** Where the page belongs, shown above the title: "Services", "About us", or a post's categories. */
  section: string;
  /** A post's date as the page shows it. */
  date?: string;
};

/** Pagefind metadata of a page: `key:value` inline, one element per key (an inline value must come last). */
export function SearchEntryMeta({ title, section, date }: SearchEntry) {
  const meta = { title, section, ...(date ? { date } : {}) };
  return (
    <div hidden>
      {Object.entries(meta).map(([key, value]) => (
        <span key={key} data-pagefind-meta={`${key}:${value}`} />
      ))}
    </div>
  );
}
