/** What a slug may hold: it becomes a file name and the last segment of the post's address (/{lang}/blog/{slug}). */
const SLUG = /^[a-z0-9-]+$/;

export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * The slug to suggest for an invalid one: accents stripped ("Ñandú" → "nandu"), lowercase, and every run of other
 * characters (spaces, punctuation) one hyphen. Empty when nothing of it is a Latin letter or a digit.
 */
export function suggestedSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
