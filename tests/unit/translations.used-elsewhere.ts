/**
 * Keys that no `t()` call names but that are read some other way, as `namespace:key` (a key covers everything under
 * it). The translation test counts them as used, and fails on an entry that matches no key.
 */
export const USED_ELSEWHERE: readonly string[] = [
  // The PDFs' titles: src/documents/titles.ts reads the footer's link texts straight from common.json, so
  // that a document's link and the PDF it opens cannot name it differently.
  'common:footer.documents',
];
