/**
 * Hygraph rich text with embeds on: `content.html` holds an empty placeholder where an editor embedded an asset,
 * `<div data-gcms-embed-type="Asset" data-gcms-embed-id="…"></div>` for a block embed, a `<span … data-gcms-embed-inline>`
 * for an inline one, and an `<a data-gcms-embed-type data-gcms-embed-id>` for a link embed; the asset itself is in the
 * field's `references`. The sanitizer would drop the placeholders silently, so they are resolved before it runs:
 * an embedded image becomes an ordinary <img> (which the image pipeline turns into our <picture>), and anything
 * the site cannot show stops the build.
 */

/** An embeddable asset as the posts query reads it from `content.references`. */
export interface EmbeddedAsset {
  id: string;
  url: string;
  mimeType: string | null;
  alt: string | null;
}

export class EmbedError extends Error {
  override name = 'EmbedError';
}

const PLACEHOLDER = /<(div|span)\b([^>]*\bdata-gcms-embed-id="[^"]*"[^>]*)>[\s\S]*?<\/\1>/gi;

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Replaces every embed placeholder of `html` by an <img> of the referenced image asset. Throws an EmbedError
 * naming the embed for a reference that is missing, not an image, not an Asset, or a link embed.
 */
export function resolveEmbeds(html: string, references: readonly EmbeddedAsset[]): { html: string; images: string[] } {
  const byId = new Map(references.map((asset) => [asset.id, asset]));
  const images: string[] = [];
  const resolved = html.replace(PLACEHOLDER, (_placeholder, _tag: string, attributes: string) => {
    const id = attribute(attributes, 'data-gcms-embed-id') ?? '';
    const type = attribute(attributes, 'data-gcms-embed-type') ?? '';
    if (type !== 'Asset') throw new EmbedError(`embeds a ${type || 'untyped'} entry (${id}); only images (Asset) can be embedded`);
    const asset = byId.get(id);
    if (!asset) throw new EmbedError(`embeds asset ${id}, which is not among content.references (unpublished or deleted?)`);
    if (!asset.mimeType?.startsWith('image/')) {
      throw new EmbedError(`embeds asset ${id} of type ${asset.mimeType ?? 'unknown'}; only images can be embedded`);
    }
    images.push(asset.url);
    return `<img src="${escapeAttribute(asset.url)}" alt="${escapeAttribute(asset.alt?.trim() ?? '')}" />`;
  });
  const leftover = /<(\w+)\b[^>]*\bdata-gcms-embed-(?:id|type)="([^"]*)"/i.exec(resolved);
  if (leftover) throw new EmbedError(`has a <${leftover[1]}> embed (${leftover[2]}) the site cannot show; embed images as blocks or inline`);
  return { html: resolved, images };
}
