/**
 * What a page tells the site search about itself (docs/decisions/0021-search-index-per-language.md). The layout
 * marks the page's `main` as indexed content and carries these as Pagefind metadata on it: one inline `key:value`
 * per attribute, so the title in `data-pagefind-meta` and the section in `data-pagefind-default-meta` (used as no
 * other element names one). A post's date is its `<time>`, marked where it is drawn (PostScreen).
 */
export type SearchEntry = {
  /** The result's title: the page's name (its <title>), not its hero tagline. */
  title: string;
  /** Where the page belongs, shown above the title: "Services", "About us", or a post's categories. */
  section: string;
};
