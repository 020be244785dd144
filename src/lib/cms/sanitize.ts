import sanitizeHtml from 'sanitize-html';
import type { ResponsiveImage } from '../images';

// Article markup editors may use. Scripts, styles, frames, event attributes and non-http(s)/mailto URLs are
// dropped; h1 becomes h2 because the page's title is its only h1.
const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'strong', 'b', 'em', 'i',
    'u', 's', 'sub', 'sup', 'code', 'pre',
  ],
  allowedAttributes: {
    // `rel` is only ever the value set by the transform below, never the CMS's.
    a: ['href', 'title', 'rel', { name: 'target', values: ['_blank'], multiple: false }],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, { rel: _fromCms, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};
/** Post HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, BASE_OPTIONS);
}

/**
 * Re-sanitizes clean HTML while mapping every image source; an image mapped to null is removed.
 * Used to list the images a post embeds and to point them at local copies.
 */
export function mapImageSources(cleanHtml: string, map: (src: string) => string | null): string {
  return sanitizeHtml(cleanHtml, {
    ...BASE_OPTIONS,
    transformTags: {
      ...BASE_OPTIONS.transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: map(attribs.src ?? '') ?? '' } }),
    },
  });
}

export function imageSources(cleanHtml: string): string[] {
  const sources: string[] = [];
  mapImageSources(cleanHtml, (src) => {
    sources.push(src);
    return src;
  });
  return sources;
}

/**
 * Wraps each body image the site made files for (keyed by its fallback `src`) in a <picture>: AVIF and WebP
 * for `sizes`, the file's own width and height (no layout shift), loaded lazily. Reads sanitize-html's output,
 * where every attribute is double-quoted and escaped, so a tag ends at the first `>`.
 */
export function withPictures(cleanHtml: string, images: ReadonlyMap<string, ResponsiveImage>, sizes: string): string {
  return cleanHtml.replace(/<img ([^>]*?) ?\/>/g, (tag, attributes: string) => {
    const image = images.get(/(?:^| )src="([^"]*)"/.exec(attributes)?.[1] ?? '');
    if (!image) return tag;
    const kept = attributes.replace(/(?:^| )(?:width|height)="[^"]*"/g, '').trim();
    const sources = (image.sources ?? [])
      .map((source) => `<source type="${source.type}" srcset="${source.srcSet}" sizes="${sizes}" />`)
      .join('');
    return `<picture>${sources}<img ${kept} width="${image.width}" height="${image.height}" loading="lazy" decoding="async" /></picture>`;
  });
}
