import sanitizeHtml from 'sanitize-html';
import type { ResponsiveImage } from '../images';
import { videoOfFrame } from './rich-media';

/**
 * The styles an editor may give a passage with Hygraph's `class` node (`<div class="…">`), styled by the post page;
 * any other class is dropped and the passage stays as plain text. docs/cms-contract.md lists them for editors.
 */
export const STYLE_CLASSES = ['note', 'callout', 'highlight'] as const;

/** The tags whose `src` is a file the site copies and serves itself. */
export type MediaTag = 'img' | 'video' | 'audio';

// Article markup editors may use. Scripts, styles, event attributes and URLs other than http(s), mailto and tel
// are dropped; frames only stay for YouTube and Vimeo videos (the page shows them click-to-load, the review
// refuses other frames); h1 becomes h2 because the page's title is its only h1.
const BASE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption',
    'blockquote', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'strong', 'b', 'em', 'i',
    'u', 's', 'sub', 'sup', 'code', 'pre', 'div', 'span', 'iframe', 'video', 'audio',
  ],
  allowedAttributes: {
    // `rel` is only ever the value set by the transform below, never the CMS's.
    a: ['href', 'title', 'rel', { name: 'target', values: ['_blank'], multiple: false }],
    img: ['src', 'alt', 'width', 'height', 'title'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
    code: ['class'],
    div: ['class'],
    span: ['class'],
    iframe: ['src', 'title'],
    // `controls` and `preload` are only ever the values mapMediaSources sets.
    video: ['src', 'title', 'controls', 'preload'],
    audio: ['src', 'controls', 'preload'],
  },
  allowedClasses: { code: ['language-*'], div: [...STYLE_CLASSES], span: [...STYLE_CLASSES] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'], video: ['http', 'https'], audio: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, { rel: _fromCms, ...attribs }) => {
      const external = /^https?:\/\//i.test(attribs.href ?? '');
      return { tagName, attribs: external ? { ...attribs, rel: 'noopener noreferrer' } : attribs };
    },
    div: styledWrapper,
    span: styledWrapper,
    // A known video's old http:// address is kept as https (frames allow no other scheme), never dropped in silence.
    iframe: (tagName, { src = '', title }) => ({
      tagName,
      attribs: videoOfFrame(src) ? { src: src.replace(/^http:/i, 'https:'), ...(title ? { title } : {}) } : {},
    }),
    video: (tagName, { src = '', title }) => ({ tagName, attribs: { src, ...(title ? { title } : {}) } }),
    audio: (tagName, { src = '' }) => ({ tagName, attribs: { src } }),
  },
  exclusiveFilter: (frame) => ['img', 'iframe', 'video', 'audio'].includes(frame.tag) && !frame.attribs.src,
};

const stylesOf = (attribs: sanitizeHtml.Attributes) =>
  (attribs.class ?? '').split(/\s+/).filter((name) => (STYLE_CLASSES as readonly string[]).includes(name));

function styledWrapper(tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag {
  return { tagName, attribs: { class: stylesOf(attribs).join(' ') } };
}

/**
 * Renames wrappers without one of the styles (Hygraph's frame box, an unknown class) to a tag the sanitizer then
 * discards, keeping their text. A separate pass: sanitize-html mis-closes a tag renamed to one it discards.
 */
const withoutPlainWrappers = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: Object.fromEntries(
      ['div', 'span'].map((tag) => [tag, (tagName: string, attribs: sanitizeHtml.Attributes) => (stylesOf(attribs).length ? { tagName, attribs } : { tagName: 'unstyled', attribs: {} })]),
    ),
  });

/**
 * The classes of styled passages (`<div class>`, `<span class>`) that have none of the site's styles, once each:
 * the sanitizer shows them as plain text, and the review names them so the editor knows.
 */
export function unknownStyles(html: string): string[] {
  const unknown = new Set<string>();
  sanitizeHtml(html, {
    allowedTags: ['div', 'span'],
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      const classes = (frame.attribs.class ?? '').split(/\s+/).filter(Boolean);
      if (classes.length && !stylesOf(frame.attribs).length) unknown.add(classes.join(' '));
      return false;
    },
  });
  return [...unknown];
}

/** The addresses of a clean body's images without a description (alt text), once each. */
export function imagesWithoutAlt(cleanHtml: string): string[] {
  const sources = new Set<string>();
  sanitizeHtml(cleanHtml, {
    allowedTags: ['img'],
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'img' && !frame.attribs.alt?.trim()) sources.add(frame.attribs.src ?? '');
      return false;
    },
  });
  return [...sources];
}

/**
 * Hygraph's video and audio nodes hold a "Your browser doesn't support HTML5 video" paragraph for browsers
 * without players; every browser the site supports has them, so it goes, and the sanitizer never shows it as text.
 */
const withoutPlayerFallback = (html: string) => html.replace(/(<(video|audio)\b[^>]*>)[\s\S]*?(<\/\2\s*>)/gi, '$1$3');
/** Post HTML made safe to render with dangerouslySetInnerHTML. */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(withoutPlainWrappers(withoutPlayerFallback(html)), BASE_OPTIONS);
}

/**
 * Re-sanitizes clean HTML while mapping the source of every image, video and audio; one mapped to null is removed.
 * Used to list the files a post shows and to point them at local copies, as native players for video and audio.
 */
export function mapMediaSources(cleanHtml: string, map: (src: string, tag: MediaTag) => string | null): string {
  const { transformTags } = BASE_OPTIONS;
  const player = (tag: 'video' | 'audio'): sanitizeHtml.Transformer => (tagName, attribs) => {
    const { attribs: kept } = (transformTags![tag] as sanitizeHtml.Transformer)(tagName, attribs);
    return { tagName, attribs: { ...kept, src: map(attribs.src ?? '', tag) ?? '', controls: '', preload: 'metadata' } };
  };
  return sanitizeHtml(cleanHtml, {
    ...BASE_OPTIONS,
    transformTags: {
      ...transformTags,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: map(attribs.src ?? '', 'img') ?? '' } }),
      video: player('video'),
      audio: player('audio'),
    },
  });
}

/** The files a clean body shows, decoded, in order. */
export function mediaSources(cleanHtml: string): { src: string; tag: MediaTag }[] {
  const sources: { src: string; tag: MediaTag }[] = [];
  mapMediaSources(cleanHtml, (src, tag) => {
    sources.push({ src, tag });
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
