// Build-time image pipeline: from one uploaded file, the files the site serves (AVIF and WebP at the widths the
// layout needs, one JPEG/PNG fallback), named by content hash. next/image cannot do this in a static export.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { ImageSource, ResponsiveImage } from './types';

export interface ImageOutput {
  /** Folder the files are written to, e.g. <project>/public/media/cms. */
  dir: string;
  /** Site-relative URL of that folder, e.g. /media/cms. */
  basePath: string;
  /** Where made files are kept between builds (e.g. .next/cache/images); without it, only within the process. */
  cacheDir?: string;
}

/** The upload cannot be served: not a supported image, corrupt, too large or unsafe. */
export class UnreadableImageError extends Error {}

type Encoding = 'avif' | 'webp' | 'jpeg' | 'png';
const EXTENSION: Record<Encoding, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
// AVIF effort 2: a fifth of the default effort's time for files 10-15% larger (measured on the seed uploads).
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image: Sharp) => image.webp({ quality: 75 }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9, adaptiveFiltering: true }),
} satisfies Record<Encoding, (image: Sharp) => Sharp>;
const MODERN = [
  ['avif', 'image/avif'],
  ['webp', 'image/webp'],
] as const satisfies readonly (readonly [Encoding, ImageSource['type']])[];
/** Changing an encoder setting above must change this, so cached files made the old way are not reused. */
const RECIPE = 'v2 avif50e2-420 webp75 jpeg75moz png9 one-fallback';
/**
 * The fallback is one file, the widest variant up to this (also a good size for social cards): only browsers
 * without WebP (none current) load it, so its other widths would cost page weight and build time for nobody.
 */
const FALLBACK_MAX_WIDTH = 1200;
/** Larger inputs are refused rather than decoded (about 100 megapixels, a large camera photo). */
const MAX_PIXELS = 100_000_000;
const RASTER_INPUTS = new Set(['jpeg', 'png', 'webp', 'heif', 'gif']);
// An SVG is served from the site's own origin, where opening it directly would run its scripts.
const ACTIVE_SVG = /<script|<foreignObject|\son[a-z]+\s*=|javascript:/i;

/**
 * The widths to make from an image `originalWidth` px wide: the layout's `ladder` up to the original (never
 * enlarged), topped by the original width itself when it is below the ladder's top; a step within 10% of
 * the top is dropped as it would add a file without saving bytes.
 */
export function variantWidths(originalWidth: number, ladder: readonly number[]): number[] {
  const top = Math.min(originalWidth, Math.max(...ladder));
  return [...new Set([...ladder].sort((a, b) => a - b).filter((width) => width <= top * 0.9)), top];
}

/** Runs sharp work; its failures mean the input is not a usable image (disk errors stay errors). */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // libvips repeats its complaints over several lines: the first says what is wrong.
    throw new UnreadableImageError(`not a readable image (${(error as Error).message.split('\n')[0]})`, { cause: error });
  }
}

type MadeFile = { name: string; data: Buffer };
type Made = { image: ResponsiveImage; files: MadeFile[] };

function srcSet(basePath: string, files: readonly { name: string; width: number }[]): string {
  return files.map((file) => `${basePath}/${file.name} ${file.width}w`).join(', ');
}

async function make(data: Buffer, key: string, ladder: readonly number[], basePath: string): Promise<Made> {
  const input = () => sharp(data, { autoOrient: true, limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const meta = await decoding(() => input().metadata());
  if (meta.format === 'svg') {
    if (ACTIVE_SVG.test(data.toString('utf8'))) throw new UnreadableImageError('SVG with active content');
    const name = `${key}.svg`;
    return { image: { src: `${basePath}/${name}`, width: meta.width, height: meta.height }, files: [{ name, data }] };
  }
  if (!RASTER_INPUTS.has(meta.format)) throw new UnreadableImageError(`unsupported image format ${meta.format}`);
  if ((meta.pages ?? 1) > 1) {
    // An animation is served as uploaded: a still frame in other formats would change what the editor chose.
    const name = `${key}.${meta.format === 'gif' ? 'gif' : 'webp'}`;
    const height = meta.pageHeight ?? meta.height;
    return { image: { src: `${basePath}/${name}`, width: meta.width, height }, files: [{ name, data }] };
  }
  const { width } = meta.autoOrient;
  // Transparency or a drawing (PNG, GIF) keeps a lossless fallback; photographs get JPEG.
  const fallback: Encoding = meta.hasAlpha || meta.format === 'png' || meta.format === 'gif' ? 'png' : 'jpeg';
  const widths = variantWidths(width, ladder);
  const fallbackWidth = [...widths].reverse().find((candidate) => candidate <= FALLBACK_MAX_WIDTH) ?? widths[0];
  // One encoding at a time: sharp already spreads each over the cores, more in parallel only competes.
  const files: (MadeFile & { encoding: Encoding; width: number; height: number })[] = [];
  for (const variantWidth of widths) {
    // Decoded and resized once per width (to sRGB), then encoded for each format.
    const pixels = await decoding(() => input().resize(variantWidth).raw().toBuffer({ resolveWithObject: true }));
    const encodings: Encoding[] = variantWidth === fallbackWidth ? ['avif', 'webp', fallback] : ['avif', 'webp'];
    for (const encoding of encodings) {
      const encoded = await decoding(() => ENCODERS[encoding](sharp(pixels.data, { raw: pixels.info })).toBuffer());
      const name = `${key}-${variantWidth}.${EXTENSION[encoding]}`;
      files.push({ encoding, name, data: encoded, width: pixels.info.width, height: pixels.info.height });
    }
  }
  const main = files.find((file) => file.encoding === fallback)!;
  const image: ResponsiveImage = {
    src: `${basePath}/${main.name}`,
    width: main.width,
    height: main.height,
    sources: MODERN.map(([encoding, type]) => ({
      type,
      srcSet: srcSet(basePath, files.filter((file) => file.encoding === encoding)),
    })),
  };
  return { image, files };
}

/** Write then rename, so a parallel build never sees a half-written file. */
async function writeAtomic(file: string, data: Buffer | string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}

type Manifest = { image: ResponsiveImage; files: string[] };

async function readManifest(cacheDir: string, key: string): Promise<Manifest | null> {
  try {
    return JSON.parse(await readFile(join(cacheDir, `${key}.json`), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

async function processImage(data: Buffer, key: string, ladder: readonly number[], output: ImageOutput): Promise<ResponsiveImage> {
  const { dir, basePath, cacheDir } = output;
  await mkdir(dir, { recursive: true });
  if (cacheDir) {
    const cached = await readManifest(cacheDir, key);
    if (cached) {
      try {
        await Promise.all(cached.files.map((name) => copyFile(join(cacheDir, name), join(dir, name))));
        return cached.image;
      } catch {
        // A file of the entry went missing: make them again.
      }
    }
  }
  const made = await make(data, key, ladder, basePath);
  await Promise.all(made.files.map((file) => writeAtomic(join(dir, file.name), file.data)));
  if (cacheDir) {
    await mkdir(cacheDir, { recursive: true });
    await Promise.all(made.files.map((file) => writeAtomic(join(cacheDir, file.name), file.data)));
    const manifest: Manifest = { image: made.image, files: made.files.map((file) => file.name) };
    await writeAtomic(join(cacheDir, `${key}.json`), JSON.stringify(manifest));
  }
  return made.image;
}

// Same bytes, same widths, same folder: made once per process (the same upload can sit behind several URLs
// and languages). A cleared folder must be forgotten with forgetImages.
const processed = new Map<string, Promise<ResponsiveImage>>();

/**
 * Makes the files of one uploaded image in `output.dir` and returns how to show it. Raster images get AVIF
 * and WebP at `variantWidths(width, ladder)` and one JPEG/PNG fallback; SVG and animations are kept as they are.
 * Throws UnreadableImageError for input that cannot be served; other errors (disk) are thrown as they are.
 */
export function createResponsiveImage(data: Buffer, ladder: readonly number[], output: ImageOutput): Promise<ResponsiveImage> {
  const key = createHash('sha256').update(`${RECIPE}\n${[...ladder].sort((a, b) => a - b).join(',')}\n`).update(data).digest('hex').slice(0, 12);
  const memoKey = `${output.dir}\n${key}`;
  let image = processed.get(memoKey);
  if (!image) {
    image = processImage(data, key, ladder, output);
    processed.set(memoKey, image);
    image.catch(() => processed.delete(memoKey));
  }
  return image;
}

/** Forgets what was made into `dir` (call it when the folder is emptied). */
export function forgetImages(dir: string): void {
  for (const key of processed.keys()) if (key.startsWith(`${dir}\n`)) processed.delete(key);
}
