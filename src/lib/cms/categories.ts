/**
 * The blog categories: each value of the CMS's per-language Category enumerations (Hygraph requires enumeration
 * values to begin with a capital letter) mapped to the site's own name for it, which is both the category's URL
 * segment (`/en/blog/category/financial_education`) and its translation key (`categories.financial_education` in
 * public/locales/<lang>/blog.json). The mapping is explicit so that renaming a value in the CMS cannot change a
 * published URL: the build's schema check fails instead, naming the value.
 */
export const CATEGORY_SLUGS = {
  FinancialEducation: 'financial_education',
  Nortia: 'nortia',
  Sustainability: 'sustainability',
} as const satisfies Record<string, string>;

/** A value of the CMS enumeration, e.g. `FinancialEducation`. */
export type CmsCategory = keyof typeof CATEGORY_SLUGS;
/** The site's name of a category, e.g. `financial_education`: URL segment and translation key. */
export type CategorySlug = (typeof CATEGORY_SLUGS)[CmsCategory];

/** The enumeration values the CMS must define, in the order the contract document lists them. */
export const CMS_CATEGORIES = Object.keys(CATEGORY_SLUGS) as CmsCategory[];

/** Every category's slug, sorted by name (the order of the category tabs and pages). */
export const CATEGORY_SLUG_LIST: CategorySlug[] = Object.values(CATEGORY_SLUGS).sort();

/** The slug of a CMS enumeration value; throws, naming the value, for one the table does not map. */
export function categorySlug(value: string): CategorySlug {
  if (!Object.hasOwn(CATEGORY_SLUGS, value)) {
    throw new Error(`category value "${value}" is not mapped to a URL slug in src/lib/cms/categories.ts`);
  }
  return CATEGORY_SLUGS[value as CmsCategory];
}
