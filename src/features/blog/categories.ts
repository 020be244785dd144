/** The 'all posts' tab of the blog list; never a CMS category value (those are enum names). */
export const ALL_CATEGORIES = 'all';

/** 'financial_education' -> 'Financial education': the label of a category the translations do not know yet. */
export function humanizeCategory(value: string): string {
  const words = value.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : value;
}

type Translate = (key: string, options: { defaultValue: string }) => string;

/**
 * The translated label of a category enum value; a value an editor added to the CMS after the last
 * translation update is shown humanised rather than as a raw key.
 */
export function categoryLabel(t: Translate, value: string): string {
  return t(`categories.${value}.label`, { defaultValue: humanizeCategory(value) });
}

/** The category description (category screen), with a neutral fallback for a category without copy. */
export function categoryDescription(t: Translate, value: string): string {
  return t(`categories.${value}.description`, { defaultValue: '' });
}
