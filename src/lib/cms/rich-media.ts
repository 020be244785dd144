// Hygraph rich text's frames (its `iframe` node): YouTube and Vimeo videos become the site's click-to-load video
// (VideoFacade); any other frame would load a third party on every visit, so the build refuses it (review.ts).
import sanitizeHtml from 'sanitize-html';
import type { HostedVideo } from '../site/media';
import { PostProblemError, problem, type Problem } from './problems';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The video a frame's address plays, for the hosts the site knows; null for any other frame. */
export function videoOfFrame(src: string): HostedVideo | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const [first = '', second = ''] = url.pathname.split('/').filter(Boolean);
  const youtube = (id: string | null) => (id && YOUTUBE_ID.test(id) ? { provider: 'youtube' as const, id } : null);
  const vimeo = (id: string) => (VIMEO_ID.test(id) ? { provider: 'vimeo' as const, id } : null);
  if (YOUTUBE_HOSTS.has(host)) return first === 'embed' ? youtube(second) : first === 'watch' ? youtube(url.searchParams.get('v')) : null;
  if (host === 'youtu.be') return youtube(first);
  if (host === 'player.vimeo.com') return first === 'video' ? vimeo(second) : null;
  if (host === 'vimeo.com') return vimeo(first);
  return null;
}

/** The addresses of a body's frames, decoded, in order (read with the sanitizer's parser, not a pattern). */
export function frameSources(html: string): string[] {
  const sources: string[] = [];
  sanitizeHtml(html, {
    allowedTags: ['iframe'],
    allowedAttributes: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'iframe') sources.push(frame.attribs.src ?? '');
      return false;
    },
  });
  return sources;
}

/** What the build says of a frame it will not show: its host. */
export function frameProblem(src: string): Problem | null {
  if (videoOfFrame(src)) return null;
  let host: string;
  try {
    host = new URL(src).host || src;
  } catch {
    host = src || '?';
  }
  return problem('foreignFrame', { host });
}

/** A video of a post's body, with the frame's title if it had one. */
export type BodyVideo = HostedVideo & { title: string };

const VOID = new Set(['br', 'hr', 'img', 'source']);
const TAG = /<(\/?)([a-z0-9]+)\b[^>]*?(\/?)>/;
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
const decode = (text: string) => text.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * Cuts a sanitized body at its video frames: the HTML before, between and after them (one more part than videos),
 * and the videos. The page renders the parts as built HTML and each video as a VideoFacade between them, so a
 * video must sit at the body's top level; one inside a list, table or styled box throws a PostProblemError (videoNested).
 * Reads sanitize-html's output: every element closed, attributes double-quoted with `>` escaped.
 */
export function splitAtVideos(cleanHtml: string): { parts: string[]; videos: BodyVideo[] } {
  const parts: string[] = [];
  const videos: BodyVideo[] = [];
  let depth = 0;
  let from = 0;
  const tags = new RegExp(TAG.source, 'g');
  for (let match = tags.exec(cleanHtml); match; match = tags.exec(cleanHtml)) {
    const [tag, closing, name, selfClosing] = match;
    const video = name === 'iframe' && !closing ? videoOfFrame(decode(attribute(tag, 'src'))) : null;
    if (video) {
      if (depth > 0) throw new PostProblemError(problem('videoNested'));
      parts.push(cleanHtml.slice(from, match.index));
      videos.push({ ...video, title: decode(attribute(tag, 'title')) });
      from = tags.lastIndex = cleanHtml.indexOf('</iframe>', tags.lastIndex) + '</iframe>'.length;
    } else if (!selfClosing && !VOID.has(name)) {
      depth += closing ? -1 : 1;
    }
  }
  parts.push(cleanHtml.slice(from));
  return { parts, videos };
}
