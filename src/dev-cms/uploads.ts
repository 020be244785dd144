// The service's images, served the way Hygraph serves what editors upload: large JPEG/PNG files (and the odd
// SVG), far bigger than any slot of the layout. The seed keeps only small SVG designs; the raster uploads
// are rendered from them on first request, kept in memory, and on disk so the next process skips the work.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

/** The seed's SVG designs, <design>-thumb.svg (16:10) and <design>-main.svg (8:3). */
export const SEED_IMAGES_DIR = join(__dirname, 'seed', 'images');

/** Small video and audio files for the rich-text sample posts (made with ffmpeg: a test pattern, a tone). */
export const SEED_MEDIA_DIR = join(__dirname, 'seed', 'media');

/** Types of the seed's video and audio files, by extension. */
export const MEDIA_CONTENT_TYPES: Record<string, string> = { mp4: 'video/mp4', mp3: 'audio/mpeg' };

export type ImageKind = 'thumb' | 'main';
export type UploadFormat = 'jpg' | 'png' | 'svg';

export const CONTENT_TYPES: Record<UploadFormat, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
};

/** How the sample editors uploaded each design: photo-like JPEG exports, a PNG chart and one vector drawing. */
const UPLOAD_FORMAT: Record<string, UploadFormat> = {
  coins: 'jpg',
  compass: 'svg',
  growth: 'jpg',
  home: 'jpg',
  leaf: 'jpg',
  lighthouse: 'jpg',
  portfolio: 'png',
  shield: 'jpg',
};
export const SEED_DESIGNS = Object.keys(UPLOAD_FORMAT);

/** Width of a raster upload: camera or export size, not the size the site shows. */
export const UPLOAD_WIDTH: Record<ImageKind, number> = { thumb: 1600, main: 2400 };

const HANDLE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(thumb|main)\.(jpg|png|svg)$/;

/** The handle a seed post uses for one of its images, e.g. growth-main.jpg. */
export function seedImageHandle(design: string, kind: ImageKind): string {
  const format = UPLOAD_FORMAT[design];
  if (!format) throw new Error(`Unknown seed image design "${design}" (one of ${SEED_DESIGNS.join(', ')})`);
  return `${design}-${kind}.${format}`;
}

/** The SVG design a handle is made from: any design can be asked for as .svg, .jpg or .png. */
export function designFileOf(handle: string): string | null {
  const match = HANDLE.exec(handle);
  return match ? `${match[1]}-${match[2]}.svg` : null;
}

/** Light film grain, always the same (a random one would give every service start new file hashes). */
function grain(width: number, height: number): Buffer {
  const pixels = Buffer.alloc(width * height);
  let state = 0x2545f491;
  for (let i = 0; i < pixels.length; i++) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    pixels[i] = 128 + (((state >>> 24) - 128) >> 4);
  }
  return pixels;
}

async function rasterise(svg: Buffer, kind: ImageKind, format: 'jpg' | 'png'): Promise<Buffer> {
  const width = UPLOAD_WIDTH[kind];
  const { width: drawnWidth = width } = await sharp(svg).metadata();
  const image = sharp(svg, { density: (72 * width) / drawnWidth }).resize(width);
  if (format === 'png') return image.png().toBuffer();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  // Grain makes the file compress like a photograph rather than like flat vector colour.
  return sharp(data, { raw: info })
    .composite([{ input: grain(info.width, info.height), raw: { width: info.width, height: info.height, channels: 1 }, blend: 'soft-light' }])
    .jpeg({ quality: 88, mozjpeg: true })
    .toBuffer();
}

/** Rendered uploads survive the process here (like other tools' caches); a change of recipe changes the names. */
const RENDER_CACHE_DIR = join(process.cwd(), 'node_modules', '.cache', 'dev-cms-uploads');
const RENDER_RECIPE = `v1 sharp ${sharp.versions.sharp} ${JSON.stringify(UPLOAD_WIDTH)}`;

async function cachedRaster(svg: Buffer, kind: ImageKind, format: 'jpg' | 'png'): Promise<Buffer> {
  const key = createHash('sha256').update(RENDER_RECIPE).update(kind).update(format).update(svg).digest('hex').slice(0, 24);
  const file = join(RENDER_CACHE_DIR, `${key}.${format}`);
  try {
    return await readFile(file);
  } catch {
    const body = await rasterise(svg, kind, format);
    // The cache is a convenience: a read-only checkout still gets its images.
    await mkdir(RENDER_CACHE_DIR, { recursive: true })
      .then(() => writeFile(`${file}.${process.pid}.tmp`, body))
      .then(() => rename(`${file}.${process.pid}.tmp`, file))
      .catch(() => undefined);
    return body;
  }
}

export interface Upload {
  body: Buffer;
  contentType: string;
}

const uploads = new Map<string, Promise<Upload | null>>();

/** A seed video or audio file, served as it is. */
async function readMediaFile(handle: string): Promise<Upload | null> {
  const match = /^[a-z0-9-]+\.([a-z0-9]+)$/.exec(handle);
  const contentType = match && MEDIA_CONTENT_TYPES[match[1]];
  if (!contentType) return null;
  return readFile(join(SEED_MEDIA_DIR, handle)).then(
    (body) => ({ body, contentType }),
    () => null,
  );
}

/** The file behind a handle, or null when there is none. */
export function readUpload(handle: string): Promise<Upload | null> {
  let upload = uploads.get(handle);
  if (!upload) {
    upload = (async () => {
      const design = designFileOf(handle);
      if (!design) return readMediaFile(handle);
      let svg: Buffer;
      try {
        svg = await readFile(join(SEED_IMAGES_DIR, design));
      } catch {
        return null;
      }
      const format = handle.slice(handle.lastIndexOf('.') + 1) as UploadFormat;
      const kind = handle.includes('-main.') ? 'main' : 'thumb';
      const body = format === 'svg' ? svg : await cachedRaster(svg, kind, format);
      return { body, contentType: CONTENT_TYPES[format] };
    })();
    uploads.set(handle, upload);
    // A failure is not remembered, so the next request tries again.
    upload.catch(() => uploads.delete(handle));
  }
  return upload;
}
