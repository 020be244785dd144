import { marked } from 'marked';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of an HTML fragment, one line per block, like the `text` view of a Hygraph rich-text field. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** Renders a Markdown body to the rich-text views the service exposes. */
export function renderMarkdown(markdown: string): { html: string; text: string; markdown: string } {
  const html = marked.parse(markdown, { async: false, gfm: true }).trim();
  return { html, text: htmlToText(html), markdown };
}
