import { createHash } from 'node:crypto';
import { marked } from 'marked';
import type { EmbeddedAssetRef } from './model';

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

const decodeEntities = (text: string) => text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

/** A stable Hygraph-looking asset id (25-character cuid) for an embedded seed image. */
function embeddedAssetId(handle: string): string {
  return 'c' + createHash('sha1').update(`asset/${handle}`).digest('hex').slice(0, 24);
}

/**
 * Embedded images, written `![Alt](embed:<handle>)` in a seed body, as Hygraph's HTML has them with rich-text
 * embeds on: an image alone in its paragraph is a block embed (`<div data-gcms-embed-type="Asset" …>`), one
 * within text an inline embed (`<span data-gcms-embed-inline …>`); the assets go to `references`.
 */
function withEmbedPlaceholders(html: string): { html: string; references: EmbeddedAssetRef[] } {
  const references = new Map<string, EmbeddedAssetRef>();
  const embed = (handle: string, alt: string) => {
    const id = embeddedAssetId(handle);
    references.set(id, { id, handle, alt: decodeEntities(alt) });
    return `data-gcms-embed-type="Asset" data-gcms-embed-id="${id}"`;
  };
  const placeholders = html
    .replace(/<p><img src="embed:([^"]+)" alt="([^"]*)"\s*\/?><\/p>/g, (_, handle: string, alt: string) => `<div ${embed(handle, alt)}></div>`)
    .replace(/<img src="embed:([^"]+)" alt="([^"]*)"\s*\/?>/g, (_, handle: string, alt: string) => `<span data-gcms-embed-inline="" ${embed(handle, alt)}></span>`);
  return { html: placeholders, references: [...references.values()] };
}

/** Renders a Markdown body to the rich-text views the service exposes. */
export function renderMarkdown(markdown: string): { html: string; text: string; markdown: string; references: EmbeddedAssetRef[] } {
  const { html, references } = withEmbedPlaceholders(marked.parse(markdown, { async: false, gfm: true }).trim());
  return { html, text: htmlToText(html), markdown, references };
}
