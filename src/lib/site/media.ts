/** A picture the site ships in public/, with its intrinsic size so the browser reserves its space. */
export type SiteImage = { src: string; width: number; height: number };

/** The video hosts whose players the site embeds (click-to-load), and how the visitor is told about them. */
export const VIDEO_PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
export type VideoProvider = keyof typeof VIDEO_PROVIDERS;

/**
 * A video on one of those hosts, by the host's id, with what the editor's address asked for besides: a YouTube
 * playlist (`list`; a playlist address names no video, so `id` is null), a start in seconds, and Vimeo's hash
 * of an unlisted video (without it an unlisted video does not play).
 */
export type HostedVideo = {
  provider: VideoProvider;
  id: string | null;
  list?: string;
  /** The video's place in `list`, from 1. */
  index?: number;
  start?: number;
  hash?: string;
};

const query = (pairs: Record<string, string | number | undefined>) =>
  Object.entries(pairs)
    .flatMap(([name, value]) => (value === undefined ? [] : [`${name}=${encodeURIComponent(value)}`]))
    .join('&');

/** The video's own page on its host: where a visitor goes to watch it before the site's player has loaded. */
export function videoPageUrl({ provider, id, list, index, start, hash }: HostedVideo): string {
  if (provider === 'vimeo') {
    return `https://vimeo.com/${encodeURIComponent(id ?? '')}${hash ? `/${encodeURIComponent(hash)}` : ''}${start ? `#t=${start}s` : ''}`;
  }
  if (!id) return `https://www.youtube.com/playlist?${query({ list })}`;
  return `https://www.youtube.com/watch?${query({ v: id, list, index, t: start ? `${start}s` : undefined })}`;
}

/**
 * The host's player, asked to start at once (the visitor just pressed play), at the editor's start and with the
 * playlist or hash, and to track as little as it can: YouTube's from youtube-nocookie.com, Vimeo's with Do Not Track.
 */
export function videoPlayerUrl({ provider, id, list, index, start, hash }: HostedVideo): string {
  if (provider === 'vimeo') {
    return `https://player.vimeo.com/video/${encodeURIComponent(id ?? '')}?${query({ h: hash, autoplay: 1, dnt: 1 })}${start ? `#t=${start}s` : ''}`;
  }
  const settings = { list, index, start, autoplay: 1, rel: 0 };
  return `https://www.youtube-nocookie.com/embed/${id ? encodeURIComponent(id) : 'videoseries'}?${query(settings)}`;
}

/** Videos the site embeds (click-to-load, from youtube-nocookie.com) with their local posters. */
export const CONVENTION_VIDEO = {
  video: { provider: 'youtube', id: 'Nx7rQ2cOnv1' } satisfies HostedVideo,
  poster: { src: '/images/pages/about-us/convention-poster.svg', width: 1280, height: 720 },
} as const;

/** The poster of a video in a blog post: the CMS gives none, and the CSP only allows images from our own origin. */
export const POST_VIDEO_POSTER: SiteImage = { src: '/images/blog/video-poster.svg', width: 1280, height: 720 };
