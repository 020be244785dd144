/** A picture the site ships in public/, with its intrinsic size so the browser reserves its space. */
export type SiteImage = { src: string; width: number; height: number };

/** Videos the site embeds (click-to-load, from youtube-nocookie.com) with their local posters. */
export const CONVENTION_VIDEO = {
  youtubeId: 'Nx7rQ2cOnv1',
  poster: { src: '/images/pages/about-us/convention-poster.svg', width: 1280, height: 720 },
} as const;
