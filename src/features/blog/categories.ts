import type { ParseKeys } from 'i18next';
import { untypedKey } from '@/lib/i18n/untyped-key';

/** The 'all posts' tab of the blog list; never a category slug. */
export const ALL_CATEGORIES = 'all';

type Translate = (key: ParseKeys<'blog'>) => string;

/**
 * The translated label of a category slug (e.g. `financial_education`). Every slug has one: the build only knows
 * the categories of src/lib/cms/categories.ts, whose test checks their translations in the four languages. Posts
 * carry their slugs as plain strings, hence the untyped key.
 */
export function categoryLabel(t: Translate, slug: string): string {
  return t(untypedKey<'blog'>(`categories.${slug}.label`));
}

/** The category description (category screen). */
export function categoryDescription(t: Translate, slug: string): string {
  return t(untypedKey<'blog'>(`categories.${slug}.description`));
}
