/**
 * Hygraph rich text with embeds on: `content.html` holds an empty placeholder where an editor embedded an asset,
 * `<div data-gcms-embed-type="Asset" data-gcms-embed-id="…"></div>` for a block embed, a `<span … data-gcms-embed-inline>`
 * for an inline one, and an `<a data-gcms-embed-type data-gcms-embed-id>` for a link embed; the asset itself is in the
 * field's `references`. The sanitizer would drop the placeholders silently, so they are resolved before it runs:
 * an embedded image becomes an ordinary <img> (which the image pipeline turns into our <picture>), a video or an
 * audio file a native player of a copy the site serves, and anything the site cannot show refuses the post.
 */
import { PostProblemError, fileName, problem } from './problems';

/** An embeddable asset as the posts query reads it from `content.references`. */
export interface EmbeddedAsset {
  id: string;
  url: string;
  /** The name editors see in the asset library; absent on an older query. */
  fileName?: string | null;
  mimeType: string | null;
  alt: string | null;
}


const PLACEHOLDER = /<(div|span)\b([^>]*\bdata-gcms-embed-id="[^"]*"[^>]*)>[\s\S]*?<\/\1>/gi;

const attribute = (attributes: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(attributes)?.[1];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The element an embedded asset becomes, by its type; null for a type the site cannot show. */
function elementFor(asset: EmbeddedAsset): string | null {
  const src = escapeAttribute(asset.url);
  const alt = escapeAttribute(asset.alt?.trim() ?? '');
  const type = asset.mimeType ?? '';
  if (type.startsWith('image/')) return `<img src="${src}" alt="${alt}" />`;
  if (type.startsWith('video/')) return `<video src="${src}"${alt ? ` title="${alt}"` : ''}></video>`;
  if (type.startsWith('audio/')) return `<audio src="${src}"></audio>`;
  return null;
}

/**
 * Replaces every embed placeholder of `html` by an <img>, <video> or <audio> of the referenced asset. Throws a
 * PostProblemError for a reference that is missing, of another type, not an Asset, or a link embed.
 */
export function resolveEmbeds(html: string, references: readonly EmbeddedAsset[]): string {
  const byId = new Map(references.map((asset) => [asset.id, asset]));
  const resolved = html.replace(PLACEHOLDER, (_placeholder, _tag: string, attributes: string) => {
    const id = attribute(attributes, 'data-gcms-embed-id') ?? '';
    const type = attribute(attributes, 'data-gcms-embed-type') ?? '';
    if (type !== 'Asset') throw new PostProblemError(problem('embedNotAsset', { type: type || '?' }));
    const asset = byId.get(id);
    if (!asset) throw new PostProblemError(problem('embedMissing', { id }));
    const element = elementFor(asset);
    if (!element) throw new PostProblemError(problem('embedUnsupported', { file: asset.fileName || fileName(asset.url), mimeType: asset.mimeType ?? '?' }));
    return element;
  });
  const leftover = /<(\w+)\b[^>]*\bdata-gcms-embed-(?:id|type)="([^"]*)"/i.exec(resolved);
  if (leftover) throw new PostProblemError(problem('embedUnplaceable'));
  return resolved;
}
