// The poster of each video a post embeds: the host's own picture of the video, fetched at build and served from
// the site like any CMS image, so the facade shows the video's picture and still makes no third-party request
// before play. A poster that cannot be fetched leaves the generic one, and the report says so.
import type { ResponsiveImage } from '../images';
import { videoPageUrl, type HostedVideo } from '../site/media';
import { downloadImages, type MediaTarget } from './assets';
import { errorForStatus } from './errors';
import type { PosterMissing } from './problems';
import { DEFAULT_RETRY_POLICY, networkError, withRetry, type RetryPolicy } from './retry';

/**
 * Where posters are read, by the hosts' documented address shapes; the built-in CMS serves a stand-in of both
 * (src/dev-cms/video-hosts.ts), since the build has no internet there.
 */
export interface PosterSource {
  /** YouTube's thumbnail server: `<base>/vi/<id>/hqdefault.jpg` (480×360, there for every public video). */
  youtubeThumbnails: string;
  /** Vimeo's oEmbed endpoint: `?url=<the video's page>` answers JSON whose `thumbnail_url` is the poster. */
  vimeoOembed: string;
}

export const VIDEO_HOSTS: PosterSource = {
  youtubeThumbnails: 'https://i.ytimg.com',
  vimeoOembed: 'https://vimeo.com/api/oembed.json',
};

/** Widths made of a poster: the facade is as wide as the post's text column (about 700 px) at 1x-2x. */
const POSTER_WIDTHS = [400, 800, 1200];

/** A video's poster, or why it has none (the report says it in the editors' words). */
export type Poster = { image: ResponsiveImage } | { missing: PosterMissing };

/** One poster per video, whatever start or list its address asks for. */
export const posterKey = ({ provider, id, list, hash }: HostedVideo) => `${provider}:${id ?? `list ${list}`}:${hash ?? ''}`;

async function vimeoThumbnail(video: HostedVideo, source: PosterSource, policy: RetryPolicy): Promise<string | { missing: PosterMissing }> {
  const address = `${source.vimeoOembed}?url=${encodeURIComponent(videoPageUrl({ ...video, start: undefined }))}`;
  return withRetry(async (signal) => {
    let response: Response;
    try {
      response = await fetch(address, { signal });
    } catch (error) {
      throw networkError(error, policy.timeoutMs);
    }
    // Vimeo answers 403 or 404 for a private video, an unlisted one without its hash, or a deleted one.
    if (response.status === 403 || response.status === 404) return { missing: 'unavailable' };
    if (!response.ok) throw errorForStatus(response.status);
    const { thumbnail_url: thumbnail } = (await response.json()) as { thumbnail_url?: unknown };
    return typeof thumbnail === 'string' && thumbnail ? thumbnail : { missing: 'unavailable' };
  }, policy);
}

/** The address of the host's picture of a video; a playlist address names no video, so it has none. */
async function posterUrl(video: HostedVideo, source: PosterSource, policy: RetryPolicy): Promise<string | { missing: PosterMissing }> {
  if (video.provider === 'vimeo') return vimeoThumbnail(video, source, policy);
  if (!video.id) return { missing: 'playlist' };
  return `${source.youtubeThumbnails}/vi/${encodeURIComponent(video.id)}/hqdefault.jpg`;
}

async function fetchPoster(video: HostedVideo, source: PosterSource, media: MediaTarget, policy: RetryPolicy): Promise<Poster> {
  try {
    const url = await posterUrl(video, source, policy);
    if (typeof url !== 'string') return url;
    const image = (await downloadImages([{ url, widths: POSTER_WIDTHS }], media, policy)).get(url);
    return image ? { image } : { missing: 'unavailable' };
  } catch (error) {
    // A poster is not worth stopping a publication for: the facade shows the generic one.
    console.warn(`Video poster left out: ${videoPageUrl(video)}: ${(error as Error).message}`);
    return { missing: 'unreachable' };
  }
}

/** The poster of every distinct video, by posterKey, fetched at most a few at a time. */
export async function fetchPosters(
  videos: readonly HostedVideo[],
  source: PosterSource,
  media: MediaTarget,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Map<string, Poster>> {
  const distinct = [...new Map(videos.map((video) => [posterKey(video), video])).values()];
  const posters = new Map<string, Poster>();
  const CONCURRENCY = 4;
  for (let from = 0; from < distinct.length; from += CONCURRENCY) {
    const batch = distinct.slice(from, from + CONCURRENCY);
    const results = await Promise.all(batch.map((video) => fetchPoster(video, source, media, policy)));
    batch.forEach((video, index) => posters.set(posterKey(video), results[index]));
  }
  return posters;
}
