// Downloads through a real local HTTP server that serves good, broken and unsafe uploads.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { downloadImages, downloadPlayables, type MediaTarget } from './assets';

let server: Server;
let origin: string;
let workDir: string;
let media: MediaTarget;
const requests: string[] = [];
const CLIP = Buffer.from('not really a film, but bytes served as video/mp4');

beforeAll(async () => {
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#13827c' } }).jpeg().toBuffer();
  const files: Record<string, [string, Buffer]> = {
    '/photo.jpg': ['image/jpeg', photo],
    '/same-photo-elsewhere.jpg': ['image/jpeg', photo],
    '/broken.jpg': ['image/jpeg', photo.subarray(0, 200)],
    '/page.html': ['text/html', Buffer.from('<html></html>')],
    '/active.svg': ['image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><script>alert(1)</script></svg>')],
    '/clip.mp4': ['video/mp4', CLIP],
    '/tone.mp3': ['audio/mpeg', Buffer.from('ID3 tone')],
    // Above what Cloudflare serves as one static asset.
    '/long.mp4': ['video/mp4', Buffer.alloc(25 * 1024 * 1024 + 1)],
  };
  server = createServer((req, res) => {
    requests.push(req.url!);
    const file = files[req.url!];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  workDir = await mkdtemp(join(tmpdir(), 'assets-'));
  media = { dir: join(workDir, 'media'), basePath: '/media/cms' };
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

it('makes each image once, with the widths of all its uses, and leaves out what cannot be served with a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const url = (path: string) => `${origin}${path}`;
  const result = await downloadImages(
    [
      { url: url('/photo.jpg'), widths: [400] },
      { url: url('/photo.jpg'), widths: [800] },
      { url: url('/same-photo-elsewhere.jpg'), widths: [400, 800] },
      { url: url('/broken.jpg'), widths: [400] },
      { url: url('/page.html'), widths: [400] },
      { url: url('/active.svg'), widths: [400] },
      { url: url('/gone.png'), widths: [400] },
      { url: 'relative/image.png', widths: [400] },
    ],
    media,
    { attempts: 1, maxWaitMs: 0, timeoutMs: 5000 },
  );
  const photo = result.get(url('/photo.jpg'))!;
  expect(photo.sources![0].srcSet).toMatch(/-400\.avif 400w, .*-800\.avif 800w$/);
  // The same bytes at another URL are the same files.
  expect(result.get(url('/same-photo-elsewhere.jpg'))).toEqual(photo);
  expect(requests.filter((path) => path === '/photo.jpg')).toHaveLength(1);
  for (const path of ['/broken.jpg', '/page.html', '/active.svg', '/gone.png']) expect(result.get(url(path)), path).toBeNull();
  expect(result.get('relative/image.png')).toBeNull();
  const warnings = warn.mock.calls.map(([message]) => String(message));
  expect(warnings).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/CMS asset left out: .*\/broken\.jpg: not a readable image \([^\n]+\)$/),
      expect.stringMatching(/\/page\.html: not an image \(text\/html\)/),
      expect.stringMatching(/\/active\.svg: SVG with active content/),
      expect.stringMatching(/\/gone\.png: not found \(404\)/),
    ]),
  );
  // Only the photo's files were written: AVIF and WebP at 2 widths, and a JPEG.
  expect(await readdir(media.dir)).toHaveLength(5);
});

it('copies video and audio files as they are, named by content, and leaves out what cannot be served with a warning', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const url = (path: string) => `${origin}${path}`;
  const target = { ...media, dir: join(workDir, 'playables') };
  const result = await downloadPlayables(
    ['/clip.mp4', '/clip.mp4', '/tone.mp3', '/long.mp4', '/page.html', '/gone.mp4'].map(url),
    target,
    { attempts: 1, maxWaitMs: 0, timeoutMs: 5000 },
  );
  expect(result.get(url('/clip.mp4'))).toMatch(/^\/media\/cms\/[0-9a-f]{16}\.mp4$/);
  expect(result.get(url('/tone.mp3'))).toMatch(/^\/media\/cms\/[0-9a-f]{16}\.mp3$/);
  expect(await readFile(join(target.dir, result.get(url('/clip.mp4'))!.split('/').pop()!))).toEqual(CLIP);
  expect(requests.filter((path) => path === '/clip.mp4')).toHaveLength(1);
  for (const path of ['/long.mp4', '/page.html', '/gone.mp4']) expect(result.get(url(path)), path).toBeNull();
  expect(warn.mock.calls.map(([message]) => String(message))).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/long\.mp4: larger than 26214400 bytes/),
      expect.stringMatching(/\/page\.html: not a video or audio file browsers play .*\(text\/html\)/),
      expect.stringMatching(/\/gone\.mp4: not found \(404\)/),
    ]),
  );
  expect(await readdir(target.dir)).toHaveLength(2);
});
