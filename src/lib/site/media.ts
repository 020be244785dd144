/** A picture the site ships in public/, with its intrinsic size so the browser reserves its space. */
export type SiteImage = { src: string; width: number; height: number };

/** The video hosts whose players the site embeds (click-to-load), and how the visitor is told about them. */
export const VIDEO_PROVIDERS = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;
export type VideoProvider = keyof typeof VIDEO_PROVIDERS;

/** A video on one of those hosts, by the host's id. */
export type HostedVideo = { provider: VideoProvider; id: string };

/** The video's own page on its host: where a visitor goes to watch it before the site's player has loaded. */
export function videoPageUrl({ provider, id }: HostedVideo): string {
  const path = encodeURIComponent(id);
  return provider === 'vimeo' ? `https://vimeo.com/${path}` : `https://www.youtube.com/watch?v=${path}`;
}

/** Videos the site embeds (click-to-load, from youtube-nocookie.com) with their local posters. */
export const CONVENTION_VIDEO = {
  video: { provider: 'youtube', id: 'Nx7rQ2cOnv1' } satisfies HostedVideo,
  poster: { src: '/images/pages/about-us/convention-poster.svg', width: 1280, height: 720 },
} as const;

/** The poster of a video in a blog post: the CMS gives none, and the CSP only allows images from our own origin. */
export const POST_VIDEO_POSTER: SiteImage = { src: '/images/blog/video-poster.svg', width: 1280, height: 720 };
