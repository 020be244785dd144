/** The 'all posts' tab of the blog list; never a category slug. */
export const ALL_CATEGORIES = 'all';

type Translate = (key: string) => string;

/**
 * The translated label of a category slug (e.g. `financial_education`). Every slug has one: the build only knows
 * the categories of src/lib/cms/categories.ts, whose test checks their translations in the four languages.
 */
export function categoryLabel(t: Translate, slug: string): string {
  return t(`categories.${slug}.label`);
}

/** The category description (category screen). */
export function categoryDescription(t: Translate, slug: string): string {
  return t(`categories.${slug}.description`);
}
