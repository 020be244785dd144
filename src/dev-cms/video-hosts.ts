// A stand-in for the two video hosts' picture services, served by the built-in content service: the build has no
// internet here, yet every video's facade should show the video's own poster. Same address shapes as the real
// hosts (src/lib/cms/video-posters.ts), under /video-hosts/ on the service's origin.
import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import type { PosterSource } from '../lib/cms/video-posters';

export const VIDEO_HOSTS_PATH = '/video-hosts/';

/** The stand-in's addresses on the service at `origin`. */
export const videoHostsAt = (origin: string): PosterSource => ({
  youtubeThumbnails: `${origin}${VIDEO_HOSTS_PATH}youtube`,
  vimeoOembed: `${origin}${VIDEO_HOSTS_PATH}vimeo/api/oembed.json`,
});

/** A picture of the video, the size its host serves: its id on a colour of its own, so every poster differs. */
async function pictureOf(id: string, width: number, height: number): Promise<Buffer> {
  const hue = createHash('sha1').update(id).digest()[0] * (360 / 256);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="hsl(${hue.toFixed(0)} 45% 35%)"/>` +
    `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(height / 9)}" text-anchor="middle">${id.replace(/[^\w-]/g, '')}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 70 }).toBuffer();
}

const send = (res: ServerResponse, type: string, body: Buffer | string): void =>
  void res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) }).end(body);

/**
 * Answers a request under VIDEO_HOSTS_PATH like the host would: YouTube's `/vi/<id>/hqdefault.jpg`, Vimeo's
 * oEmbed JSON and the thumbnail it names. Videos in `unavailable` (ids) answer 404, as a deleted video does.
 */
export async function answerVideoHost(url: URL, origin: string, unavailable: ReadonlySet<string>, res: ServerResponse): Promise<void> {
  const path = url.pathname.slice(VIDEO_HOSTS_PATH.length).split('/');
  const notFound = () => void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
  if (path[0] === 'youtube' && path[1] === 'vi' && path[3] === 'hqdefault.jpg' && path.length === 4) {
    return unavailable.has(path[2]) ? notFound() : send(res, 'image/jpeg', await pictureOf(path[2], 480, 360));
  }
  if (path.join('/') === 'vimeo/api/oembed.json') {
    const video = /^https:\/\/vimeo\.com\/(\d+)(?:\/[\da-f]+)?$/.exec(url.searchParams.get('url') ?? '');
    if (!video || unavailable.has(video[1])) return notFound();
    const thumbnail = `${origin}${VIDEO_HOSTS_PATH}vimeo/thumbnails/${video[1]}.jpg`;
    return send(res, 'application/json', JSON.stringify({ type: 'video', provider_name: 'Vimeo', video_id: Number(video[1]), thumbnail_url: thumbnail, thumbnail_width: 640, thumbnail_height: 360 }));
  }
  const thumbnail = /^vimeo\/thumbnails\/(\d+)\.jpg$/.exec(path.join('/'));
  if (thumbnail && !unavailable.has(thumbnail[1])) return send(res, 'image/jpeg', await pictureOf(thumbnail[1], 640, 360));
  return notFound();
}
