// Hygraph rich text's frames (its `iframe` node): YouTube and Vimeo videos become the site's click-to-load video
// (VideoFacade); any other frame would load a third party on every visit, so the build refuses it (review.ts).
import sanitizeHtml from 'sanitize-html';
import type { HostedVideo } from '../site/media';
import { PostProblemError, problem, type Problem } from './problems';

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{6,20}$/;
const YOUTUBE_LIST = /^[\w-]{2,64}$/;
/** The paths whose next segment is the video's id: the player, Shorts, live streams and the old Flash player. */
const YOUTUBE_ID_PATHS = new Set(['embed', 'shorts', 'live', 'v']);
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[\da-f]{6,20}$/i;
/** The video's place in a YouTube playlist, from 1 (`index=`; the embedded player takes the same name). */
const YOUTUBE_INDEX = /^[1-9]\d{0,3}$/;
/** Settings of YouTube's player that the site's player does not take over from an editor's address. */
const YOUTUBE_UNKEPT = ['end', 'loop', 'mute', 'controls', 'cc_load_policy', 'cc_lang_pref', 'hl', 'playlist', 'color'];
/** Settings of Vimeo's player that the site's player does not take over. */
const VIMEO_UNKEPT = ['loop', 'muted', 'controls', 'color', 'texttrack', 'quality', 'speed'];

/** What an editor's video address asks for: the video, and the settings in it the site's player will not keep. */
export interface VideoAddress {
  video: HostedVideo;
  /** `name=value` of each setting left out (an end, a loop, a start that is not a time): the report names them. */
  unkept: string[];
}

/**
 * Seconds of a start time as editors paste them: `90`, `90s`, `1m30s`, `1h2m3s` (YouTube's `t`, `start`) or
 * Vimeo's `#t=1m30s`; null for anything else.
 */
export function startSeconds(value: string): number | null {
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value.trim());
  if (!match || !value.trim()) return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The start an address asks for, from its query or its fragment (`#t=90`), and the note if it cannot be read. */
function startOf(url: URL, names: readonly string[], unkept: string[]): number | undefined {
  const fragment = new URLSearchParams(url.hash.slice(1));
  for (const [params, name] of names.flatMap((key) => [[url.searchParams, key], [fragment, key]] as const)) {
    const value = params.get(name);
    if (value === null) continue;
    const seconds = startSeconds(value);
    if (seconds === null) unkept.push(`${name}=${value}`);
    else if (seconds > 0) return seconds;
  }
  return undefined;
}

function unkeptSettings(url: URL, names: readonly string[]): string[] {
  return names.flatMap((name) => (url.searchParams.has(name) ? [`${name}=${url.searchParams.get(name)}`] : []));
}

function youtubeAddress(url: URL, path: string[]): VideoAddress | null {
  const [first = '', second = ''] = path;
  const fromPath = url.hostname === 'youtu.be' ? first : YOUTUBE_ID_PATHS.has(first) && second !== 'videoseries' ? second : null;
  const id = fromPath ?? (first === 'watch' ? url.searchParams.get('v') : null);
  const list = url.searchParams.get('list');
  const playlistOnly = id === null && ((first === 'embed' && second === 'videoseries') || first === 'playlist');
  if (!(id !== null ? YOUTUBE_ID.test(id) : playlistOnly)) return null;
  const unkept = unkeptSettings(url, YOUTUBE_UNKEPT);
  if (list !== null && !YOUTUBE_LIST.test(list)) unkept.push(`list=${list}`);
  const keptList = list !== null && YOUTUBE_LIST.test(list) ? list : undefined;
  if (playlistOnly && !keptList) return null;
  // A place in the playlist means something only with the playlist, and only as a number.
  const index = url.searchParams.get('index');
  const keptIndex = keptList && index !== null && YOUTUBE_INDEX.test(index) ? Number(index) : undefined;
  if (index !== null && keptIndex === undefined) unkept.push(`index=${index}`);
  const start = startOf(url, ['start', 't'], unkept);
  return {
    video: { provider: 'youtube', id, ...(keptList ? { list: keptList } : {}), ...(keptIndex ? { index: keptIndex } : {}), ...(start ? { start } : {}) },
    unkept,
  };
}

/**
 * A vimeo.com page's video id and unlisted hash from its path: `/<id>[/<hash>]`, or a video shown in a channel
 * (`/channels/<name>/<id>`), a group (`/groups/<name>/videos/<id>`) or a showcase (`/showcase/<n>/video/<id>`).
 */
function vimeoPagePath(path: string[]): [string, string] {
  const [first = '', second = '', third = '', fourth = ''] = path;
  if (first === 'channels' && path.length === 3) return [third, ''];
  if (first === 'groups' && third === 'videos' && path.length === 4) return [fourth, ''];
  if ((first === 'showcase' || first === 'album') && third === 'video' && path.length === 4) return [fourth, ''];
  return path.length <= 2 ? [first, second] : ['', ''];
}

function vimeoAddress(url: URL, path: string[], player: boolean): VideoAddress | null {
  const [first = '', second = '', third = ''] = path;
  const [id, hashInPath] = player ? (first === 'video' ? [second, ''] : ['', '']) : vimeoPagePath(path);
  if (!VIMEO_ID.test(id) || (player && third)) return null;
  const hash = hashInPath || url.searchParams.get('h') || '';
  if (hash && !VIMEO_HASH.test(hash)) return null;
  const unkept = unkeptSettings(url, VIMEO_UNKEPT);
  const start = startOf(url, ['t'], unkept);
  return { video: { provider: 'vimeo', id, ...(hash ? { hash } : {}), ...(start ? { start } : {}) }, unkept };
}

/** The video an editor's address plays, for the hosts the site knows, with what the site keeps of it; null for any other. */
export function readVideoAddress(src: string): VideoAddress | null {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return null;
  }
  // An old `http://` address of a known host means the same video; the site's player is always https.
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const path = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') return youtubeAddress(url, path);
  if (host === 'player.vimeo.com' || host === 'vimeo.com') return vimeoAddress(url, path, host === 'player.vimeo.com');
  return null;
}

/** The video a frame's address plays, for the hosts the site knows; null for any other frame. */
export function videoOfFrame(src: string): HostedVideo | null {
  return readVideoAddress(src)?.video ?? null;
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
  if (/(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be|vimeo\.com)$/.test(host)) return problem('videoAddressUnreadable', { address: src });
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
