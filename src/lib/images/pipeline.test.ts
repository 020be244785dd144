import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createResponsiveImage, forgetImages, UnreadableImageError, variantWidths, type ImageOutput } from './pipeline';
import type { ResponsiveImage } from './types';

let workDir: string;
let output: ImageOutput;
let run = 0;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'images-'));
});
afterAll(() => rm(workDir, { recursive: true, force: true }));
beforeEach(() => {
  output = { dir: join(workDir, `out-${++run}`), basePath: '/media/cms' };
});

/** A photo-like test image: a gradient with some detail, so every encoder has work to do. */
async function photo(width: number, height: number, options: { alpha?: boolean; orientation?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0b2545"/><stop offset="1" stop-color="#e0a526"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)" ${options.alpha ? 'opacity=".5"' : ''}/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 3}" fill="#13827c"/></svg>`;
  const image = sharp(Buffer.from(svg));
  if (options.alpha) return image.png().toBuffer();
  return image
    .flatten()
    .jpeg()
    .withMetadata(options.orientation ? { orientation: options.orientation } : {})
    .toBuffer();
}

const urlsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]);
const widthsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(/ (\d+)w$/.exec(candidate)![1]));
const fileOf = (url: string) => join(output.dir, url.replace('/media/cms/', ''));
const allUrls = (image: ResponsiveImage) => [image.src, ...(image.sources ?? []).flatMap((source) => urlsOf(source.srcSet))];

describe('variantWidths', () => {
  it.each([
    [2400, [400, 800, 1200, 1600], [400, 800, 1200, 1600]],
    [1600, [400, 800, 1200, 1600], [400, 800, 1200, 1600]],
    [1000, [400, 800, 1200, 1600], [400, 800, 1000]],
    // 800 is within 10% of 850: one file fewer, nothing lost.
    [850, [400, 800, 1200], [400, 850]],
    [300, [400, 800], [300]],
  ])('an image %i px wide with the ladder %j gets %j (never enlarged)', (width, ladder, expected) => {
    expect(variantWidths(width, ladder)).toEqual(expected);
  });
});

describe('createResponsiveImage', () => {
  it('makes AVIF and WebP at each width and one JPEG fallback, named by content hash, with their sizes', async () => {
    const image = await createResponsiveImage(await photo(1600, 1000), [200, 400, 800, 1200], output);
    expect(image.sources!.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of image.sources!) expect(widthsOf(source.srcSet)).toEqual([200, 400, 800, 1200]);
    // The fallback is the widest file up to 1200 px, and width/height are its own.
    expect(image).toMatchObject({ src: expect.stringMatching(/^\/media\/cms\/[0-9a-f]{12}-1200\.jpg$/), width: 1200, height: 750 });
    const expected = { avif: 'heif', webp: 'webp', jpg: 'jpeg' } as Record<string, string>;
    for (const url of allUrls(image)) {
      const meta = await sharp(await readFile(fileOf(url))).metadata();
      const [, width, extension] = /-(\d+)\.(\w+)$/.exec(url)!;
      expect(meta.format, url).toBe(expected[extension]);
      expect(meta.width, url).toBe(Number(width));
      expect(meta.height, url).toBe(Math.round((Number(width) * 1000) / 1600));
    }
    expect(await readdir(output.dir)).toHaveLength(9);
    // Modern formats are what makes this worth it.
    const sizeOf = async (url: string) => (await readFile(fileOf(url))).length;
    const [avif, webp] = image.sources!.map((source) => urlsOf(source.srcSet)[3]);
    expect(await sizeOf(avif)).toBeLessThan(await sizeOf(image.src));
    expect(await sizeOf(webp)).toBeLessThan(await sizeOf(image.src));
  });

  it('never enlarges: a smaller upload tops its widths with its own', async () => {
    const image = await createResponsiveImage(await photo(1000, 625), [200, 400, 800, 1200], output);
    for (const source of image.sources!) expect(widthsOf(source.srcSet)).toEqual([200, 400, 800, 1000]);
    expect(image).toMatchObject({ src: expect.stringMatching(/-1000\.jpg$/), width: 1000, height: 625 });
  });

  it('keeps a lossless PNG fallback for images with transparency', async () => {
    const image = await createResponsiveImage(await photo(500, 500, { alpha: true }), [400, 800], output);
    expect(image.src).toMatch(/-500\.png$/);
    expect(widthsOf(image.sources![1].srcSet)).toEqual([400, 500]);
    expect((await sharp(await readFile(fileOf(urlsOf(image.sources![0].srcSet)[0]))).metadata()).hasAlpha).toBe(true);
  });

  it('turns a camera photo upright (EXIF orientation) before measuring it', async () => {
    const image = await createResponsiveImage(await photo(600, 400, { orientation: 6 }), [400, 800], output);
    expect(image).toMatchObject({ width: 400, height: 600 });
    expect(widthsOf(image.sources![0].srcSet)).toEqual([400]);
  });

  it('serves an SVG as uploaded, with the size it declares', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400"><rect width="640" height="400"/></svg>');
    const image = await createResponsiveImage(svg, [400, 800], output);
    expect(image).toEqual({ src: expect.stringMatching(/^\/media\/cms\/[0-9a-f]{12}\.svg$/), width: 640, height: 400 });
    expect(await readFile(fileOf(image.src))).toEqual(svg);
  });

  it.each([
    ['random bytes', Buffer.from('definitely not an image')],
    ['a truncated JPEG', 'truncated'],
    ['an SVG with a script', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"><script>alert(1)</script></svg>')],
    ['an SVG with an event handler', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1" onload="alert(1)"></svg>')],
  ] as const)('refuses %s with an UnreadableImageError and writes nothing', async (_label, input) => {
    const data = input === 'truncated' ? (await photo(800, 500)).subarray(0, 3000) : input;
    await expect(createResponsiveImage(data, [400], output)).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(readdir(output.dir)).resolves.toEqual([]);
  });

  it('makes the same bytes once per process, however many times they are asked for', async () => {
    const data = await photo(900, 500);
    const first = createResponsiveImage(data, [400, 800], output);
    const again = createResponsiveImage(Buffer.from(data), [400, 800], output);
    expect(again).toBe(first);
    // The folder exists once the first set is written; reading it earlier raced the encoder.
    await first;
    const files = await readdir(output.dir);
    // Another ladder is another set of files.
    const other = await createResponsiveImage(data, [300], output);
    expect(other.src).not.toBe((await first).src);
    expect((await readdir(output.dir)).length).toBeGreaterThan(files.length);
  });

  it('reuses the files of an earlier build from the cache folder instead of encoding again', async () => {
    const cached = { ...output, cacheDir: join(workDir, `cache-${run}`) };
    const data = await photo(820, 500);
    const made = await createResponsiveImage(data, [400, 800], cached);
    const avif = urlsOf(made.sources![0].srcSet)[0].split('/').pop()!;
    // Mark a cached file: if it comes back, it was copied, not encoded again.
    await writeFile(join(cached.cacheDir, avif), 'from the cache');
    forgetImages(output.dir);
    await rm(output.dir, { recursive: true });
    const again = await createResponsiveImage(data, [400, 800], cached);
    expect(again).toEqual(made);
    expect(await readFile(join(output.dir, avif), 'utf8')).toBe('from the cache');
    expect((await readdir(output.dir)).sort()).toEqual(allUrls(made).map((url) => url.split('/').pop()).filter((v, i, a) => a.indexOf(v) === i).sort());
  });
});
