export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|apos|#39|#x27);/g, (_, name: string) => ENTITIES[name]);

/**
 * Pagefind's excerpt as plain text runs, marked or not. Only `<mark>` is read as markup; anything else stays text
 * (Pagefind escapes the page's own `<` as `&lt;`), so an excerpt can never inject HTML: it is rendered as React text.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  const pattern = /<mark>([\s\S]*?)<\/mark>/g;
  let last = 0;
  for (const match of excerpt.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: decode(excerpt.slice(last, match.index)), marked: false });
    parts.push({ text: decode(match[1]), marked: true });
    last = match.index + match[0].length;
  }
  if (last < excerpt.length) parts.push({ text: decode(excerpt.slice(last)), marked: false });
  return parts.filter((part) => part.text !== '');
}
