import { entryId } from './seed/load-seed';
import { SEED_DESIGNS, seedImageHandle } from './uploads';
import { CATEGORY_VALUES, type CategoryValue, type ModelLanguage, type StoredPost } from './model';

const AUTHORS = ['Test Author A', 'Test Author B', 'Test Author C'];
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2024, 10, 1);
const LAST_DAY = Date.UTC(2026, 10, 20);

function categoriesFor(index: number): CategoryValue[] {
  switch (index % 5) {
    case 0:
      return [];
    case 1:
      return [CATEGORY_VALUES[0]];
    case 2:
      return [CATEGORY_VALUES[1]];
    case 3:
      return [CATEGORY_VALUES[2]];
    default:
      return [CATEGORY_VALUES[0], CATEGORY_VALUES[2]];
  }
}

/**
 * Synthetic posts for scale tests: deterministic, never featured, dates spread over the seed's two years
 * (several posts share a date, so clients must break ties themselves).
 */
export function syntheticPosts(lang: ModelLanguage, count: number): StoredPost[] {
  const days = Math.floor((LAST_DAY - FIRST_DAY) / DAY_MS);
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, '0');
    const slug = `synthetic-${lang}-${number}`;
    const date = new Date(FIRST_DAY + ((index * 37) % days) * DAY_MS).toISOString().slice(0, 10);
    const text = `Synthetic post ${number} (${lang}) generated for scale tests. `.repeat(6).trim();
    const design = SEED_DESIGNS[index % SEED_DESIGNS.length];
    return {
      id: entryId(lang, slug),
      lang,
      title: `Synthetic post ${number}`,
      slug,
      previousSlugs: [],
      publishDate: date,
      author: AUTHORS[index % AUTHORS.length],
      featured: false,
      categories: categoriesFor(index),
      content: { html: `<p>${text}</p>`, text, markdown: text, references: [] },
      thumbnailImage: { handle: seedImageHandle(design, 'thumb') },
      mainImage: { handle: seedImageHandle(design, 'main') },
    };
  });
}
