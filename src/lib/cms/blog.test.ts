// The content layer against the real built-in content service (no mocks).
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSeedPosts } from '../../dev-cms/seed/load-seed';
import { startContentService, type ContentService, type Fault } from '../../dev-cms/service';
import { SEED_MEDIA_DIR } from '../../dev-cms/uploads';
import { createBlog, defaultMediaTarget, fetchBlogSnapshot, loadBlog, prepareBlogContent, type LoadOptions } from './blog';
import { DEFAULT_RETRY_POLICY } from './retry';
import { ContentRefusedError } from './review';
import { CMS_LANGUAGES, type BlogSnapshot } from './types';

const seed = loadSeedPosts();
const FAST_RETRY = { attempts: 3, maxWaitMs: 50, timeoutMs: 2000 };
const HOSTILE_HTML =
  '<p>Safe text</p><script>window.pwned = 1</script><img src="asset:leaf-main.jpg" onerror="window.pwned = 2">' +
  '<a href="javascript:window.pwned = 3">link</a><a href="https://example.com/guide">guide</a>';

let service: ContentService;
let workDir: string;
let options: LoadOptions;

beforeAll(async () => {
  service = await startContentService({
    extraPosts: [
      { lang: 'en', title: 'Hostile post', slug: 'hostile-post', publishDate: '2026-01-15', html: HOSTILE_HTML, text: 'Safe text' },
    ],
  });
  workDir = await mkdtemp(join(tmpdir(), 'cms-layer-'));
});
afterAll(async () => {
  await service.stop();
  await rm(workDir, { recursive: true, force: true });
});
let run = 0;
beforeEach(() => {
  options = {
    config: { endpoint: service.url, token: service.token },
    // A fresh folder per test: images already stored by this process are not downloaded again.
    media: { dir: join(workDir, `media-${++run}`), basePath: '/media/cms', cacheDir },
    retry: FAST_RETRY,
  };
  service.clearFaults();
  service.resetCounts();
});

const pagesFor = (posts: number) => Math.floor(posts / 100) + 1;
// The build's own image cache: each seed image is encoded once, not again by every test's fresh folder.
const { cacheDir } = defaultMediaTarget();

describe('bulk fetch', () => {
  let snapshot: BlogSnapshot;
  beforeAll(async () => {
    snapshot = await fetchBlogSnapshot('es', {
      config: { endpoint: service.url, token: service.token },
      media: { dir: join(workDir, 'media'), basePath: '/media/cms', cacheDir },
      retry: FAST_RETRY,
    });
    // With a cold image cache this encodes every seed image.
  }, 120_000);

  it('reads every post of the language, newest first, with the sorted category enumeration', () => {
    const expected = seed.filter((p) => p.lang === 'es');
    expect(snapshot.posts.map((p) => p.slug).sort()).toEqual(expected.map((p) => p.slug).sort());
    const dates = snapshot.posts.map((p) => p.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(snapshot.categories).toEqual([...snapshot.categories].sort());
    expect(snapshot.categories).toContain('financial_education');
  });

  it("reads a renamed post's previous slugs from the CMS (the seed renamed one post per language)", () => {
    expect(snapshot.posts.find((p) => p.slug === 'seguro-de-hogar-continente-contenido')?.previousSlugs).toEqual(['seguro-de-hogar']);
    expect(snapshot.posts.filter((p) => p.previousSlugs.length).map((p) => p.slug)).toEqual(['seguro-de-hogar-continente-contenido']);
  });

  it('uses one page request per 100 posts (categories come from the contract, checked once at build start)', async () => {
    service.resetCounts();
    await fetchBlogSnapshot('it', options);
    expect(service.requestCount).toBe(pagesFor(seed.filter((p) => p.lang === 'it').length));
  });

  it('serves every image from /media/cms: modern formats at several widths for raster uploads, SVG as uploaded', async () => {
    const files = new Set(await readdir(join(workDir, 'media')));
    const urlsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => candidate.split(' ')[0]);
    const widthsOf = (srcSet: string) => srcSet.split(', ').map((candidate) => Number(candidate.split(' ')[1].slice(0, -1)));
    for (const post of snapshot.posts) {
      for (const image of [post.thumbnail, post.mainImage]) {
        expect(image, post.slug).not.toBeNull();
        const urls = [image!.src, ...(image!.sources ?? []).flatMap((source) => urlsOf(source.srcSet))];
        for (const url of urls) {
          expect(url).toMatch(/^\/media\/cms\/[0-9a-f]{12}(-\d+)?\.(avif|webp|jpg|png|svg)$/);
          expect(files.has(url.split('/').pop()!), url).toBe(true);
        }
      }
      expect(post.html).not.toContain(service.origin);
    }
    const uploadOf = (slug: string) => (seed.find((p) => p.lang === 'es' && p.slug === slug)!.mainImage as { handle: string }).handle;
    const withUpload = (extension: string) => snapshot.posts.find((post) => uploadOf(post.slug).endsWith(extension))!;

    const jpeg = withUpload('.jpg');
    expect(jpeg.mainImage!.sources!.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of jpeg.mainImage!.sources!) expect(widthsOf(source.srcSet)).toEqual([400, 800, 1200, 1600]);
    expect(jpeg.mainImage).toMatchObject({ width: 1200, height: 450 });
    expect(jpeg.mainImage!.src).toMatch(/-1200\.jpg$/);
    expect(widthsOf(jpeg.thumbnail!.sources![0].srcSet)).toEqual([200, 400, 800, 1200]);
    expect(jpeg.thumbnail).toMatchObject({ width: 1200, height: 750 });

    // A PNG upload (a chart) keeps a lossless fallback.
    expect(withUpload('.png').mainImage!.src).toMatch(/-1200\.png$/);

    const svg = withUpload('.svg');
    expect(svg.mainImage).toEqual({ src: expect.stringMatching(/\.svg$/), width: 1600, height: 600 });
    const served = await (await fetch(`${service.origin}/assets/${uploadOf(svg.slug)}`)).text();
    expect(await readFile(join(workDir, 'media', svg.mainImage!.src.split('/').pop()!), 'utf8')).toBe(served);
  });

  it('derives the views the pages need', () => {
    const blog = createBlog(snapshot);
    expect(blog.featured?.featured).toBe(true);
    expect(blog.posts.filter((p) => p.featured)).toHaveLength(1);
    expect(blog.summaries).toHaveLength(snapshot.posts.length);
    const post = blog.posts[3];
    expect(blog.post(post.slug)).toEqual(post);
    expect(blog.post('missing')).toBeNull();
    const recommended = blog.recommendations(post.slug);
    expect(recommended.length).toBe(Math.min(5, blog.posts.length - 1));
    expect(recommended.map((p) => p.slug)).not.toContain(post.slug);
    expect(post.metaDescription.length).toBeLessThanOrEqual(150);
    expect(post.excerpt.endsWith('...')).toBe(true);
    expect(blog.slugs).toHaveLength(snapshot.posts.length);
  });
});

describe('sanitizing and assets', () => {
  it('renders a hostile post inert and keeps its safe parts', async () => {
    const snapshot = await fetchBlogSnapshot('en', options);
    const hostile = snapshot.posts.find((p) => p.slug === 'hostile-post')!;
    expect(hostile.html).not.toMatch(/<script|onerror|javascript:|pwned/);
    expect(hostile.html).toMatch(/<picture>.*<img src="\/media\/cms\/[^"]+"/);
    expect(hostile.html).toContain('<p>Safe text</p>');
    expect(hostile.html).toContain('<a href="https://example.com/guide" rel="noopener noreferrer">guide</a>');
  });

  it('fails the read when an image host keeps failing', async () => {
    // Enough failures for every parallel download to use up its attempts.
    service.injectFaults({ fault: { status: 500 }, times: 100, target: 'assets' });
    await expect(fetchBlogSnapshot('pt', options)).rejects.toThrow(/Could not download CMS asset .*Server error/);
  });

  it('refuses a post whose thumbnail or main image is gone (deleted asset), naming the file and the field', async () => {
    const gone = await startContentService({
      extraPosts: [
        { lang: 'pt', title: 'Sem miniatura', slug: 'sem-miniatura', publishDate: '2026-02-01', html: '<p>Texto.</p>', thumbnailImage: { handle: 'deleted-thumb.jpg' } },
        { lang: 'pt', title: 'Sem cabeçalho', slug: 'sem-cabecalho', publishDate: '2026-02-01', html: '<p>Texto.</p>', mainImage: { handle: 'deleted-main.jpg' } },
      ],
    });
    try {
      const error = await fetchBlogSnapshot('pt', { ...options, config: { endpoint: gone.url, token: gone.token } }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ContentRefusedError);
      const refused = (error as ContentRefusedError).reviews[0].refused.map(({ post, problem }) => [post.title, problem]);
      expect(refused).toEqual([
        ['Sem miniatura', { code: 'thumbnailMissing', params: { file: 'deleted-thumb.jpg' } }],
        ['Sem cabeçalho', { code: 'mainImageMissing', params: { file: 'deleted-main.jpg' } }],
      ]);
    } finally {
      await gone.stop();
    }
  });
});

describe('error policy', () => {
  const attemptsFor = async (fault: Fault, times: number) => {
    service.injectFaults({ fault, times });
    const error = await fetchBlogSnapshot('es', options).then(
      () => null,
      (e: Error) => e,
    );
    return { error, attempts: service.requestCount };
  };

  it.each([
    [{ status: 401 } as Fault, 'Not authorized', 1],
    [{ status: 404 } as Fault, "Resource doesn't exist", 1],
    [{ status: 500 } as Fault, 'Server error', 3],
    [{ status: 502 } as Fault, 'Server error', 3],
    [{ status: 429 } as Fault, 'Unhandled HTTP error: 429', 3],
    [{ graphqlError: 'Query too complex' } as Fault, 'GraphQL error: Query too complex', 1],
  ])('%o fails with "%s" after %i attempt(s), naming the endpoint and language', async (fault, message, attempts) => {
    const result = await attemptsFor(fault, 3);
    expect(result.error?.message).toContain(message);
    expect(result.error?.message).toContain(service.url);
    expect(result.error?.message).toMatch(/ es blog .*build is aborted/);
    expect(result.attempts).toBe(attempts);
  });

  it('recovers when a retried failure clears before the last attempt', async () => {
    service.injectFaults({ fault: { status: 503 }, times: 1 }, { fault: { status: 429 }, times: 1 });
    const snapshot = await fetchBlogSnapshot('es', options);
    expect(snapshot.posts.length).toBe(seed.filter((p) => p.lang === 'es').length);
    expect(service.requestCount).toBe(2 + pagesFor(snapshot.posts.length));
  });

  it('retries an answer slower than the time limit', async () => {
    service.injectFaults({ fault: { delayMs: 400 } });
    const snapshot = await fetchBlogSnapshot('es', { ...options, retry: { ...FAST_RETRY, timeoutMs: 150 } });
    expect(snapshot.posts.length).toBeGreaterThan(0);
  });

  it('rejects a wrong token without retrying', async () => {
    await expect(fetchBlogSnapshot('es', { ...options, config: { endpoint: service.url, token: 'wrong' } })).rejects.toThrow(
      /Not authorized/,
    );
    expect(service.requestCount).toBe(1);
  });

  // How long it waits between them: retry.test.ts, on a driven clock.
  it('gives up after the 3 attempts of the default policy', async () => {
    expect(DEFAULT_RETRY_POLICY).toMatchObject({ attempts: 3, maxWaitMs: 1000 });
    service.injectFaults({ fault: { status: 500 }, times: 3 });
    await expect(fetchBlogSnapshot('es', { ...options, retry: DEFAULT_RETRY_POLICY })).rejects.toThrow(/Server error/);
    expect(service.requestCount).toBe(3);
  });
});

describe('loadBlog', () => {
  it('prepares fresh snapshots and media, then reads from them once per process', async () => {
    const snapshotDir = join(workDir, 'snapshots');
    const stale = join(options.media!.dir, 'image-of-a-deleted-post.svg');
    await mkdir(options.media!.dir, { recursive: true });
    await writeFile(stale, '<svg/>');
    const { snapshots: prepared } = await prepareBlogContent(snapshotDir, options);
    expect(existsSync(stale)).toBe(false);
    expect((await readdir(options.media!.dir)).length).toBeGreaterThan(0);
    expect(prepared.map((s) => s.lang)).toEqual([...CMS_LANGUAGES]);
    const files = await readdir(snapshotDir);
    expect(files.sort()).toEqual(CMS_LANGUAGES.map((lang) => `${lang}.json`).sort());
    service.resetCounts();
    process.env.CMS_SNAPSHOT_DIR = snapshotDir;
    try {
      const [a, b] = await Promise.all([loadBlog('pt'), loadBlog('pt')]);
      expect(a).toBe(b);
      expect(a.slugs.sort()).toEqual(prepared.find((s) => s.lang === 'pt')!.posts.map((p) => p.slug).sort());
      expect(service.requestCount).toBe(0);
    } finally {
      delete process.env.CMS_SNAPSHOT_DIR;
    }
  });
});

describe('embedded images (rich-text embeds)', () => {
  it('turns an embedded image into a <picture> of local files, with the asset alt text', async () => {
    const snapshot = await fetchBlogSnapshot('en', options);
    const post = snapshot.posts.find((p) => p.slug === 'fees-quiet-drag-on-returns')!;
    expect(post.html).not.toContain('data-gcms-embed');
    expect(post.html).toMatch(
      /<picture><source type="image\/avif" srcset="\/media\/cms\/[^"]+"[^>]*\/>.*<img src="\/media\/cms\/[^"]+" alt="Two portfolio bars drifting apart over the years: the one with lower fees ends clearly higher" width="\d+" height="\d+" loading="lazy"/,
    );
  });

  it('refuses the post, naming it, its language and the image, when a body image is gone (embedded or inserted)', async () => {
    const gone = await startContentService({
      extraPosts: [
        {
          lang: 'en',
          title: 'Gone image',
          slug: 'gone-image',
          publishDate: '2026-02-01',
          html: '<p>Chart:</p><div data-gcms-embed-type="Asset" data-gcms-embed-id="clgoneimage"></div><p><img src="asset:deleted-main.jpg" alt="Old chart"></p>',
          references: [{ id: 'clgoneimage', handle: 'nothing-main.jpg', alt: 'Gone' }],
        },
      ],
    });
    try {
      const error = await fetchBlogSnapshot('en', { ...options, config: { endpoint: gone.url, token: gone.token } }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ContentRefusedError);
      const message = (error as Error).message;
      expect(message).toMatch(/"Gone image" \(en, id cextra\d+\): its content shows the image "nothing-main\.jpg", which cannot be copied/);
      expect(message).toMatch(/"Gone image" \(en, id cextra\d+\): its content shows the image "deleted-main\.jpg", which cannot be copied/);
    } finally {
      await gone.stop();
    }
  });

  it('refuses the post, naming it, when an embed has no matching reference', async () => {
    const broken = await startContentService({
      extraPosts: [
        { lang: 'en', title: 'Broken embed', slug: 'broken-embed', publishDate: '2026-02-01', html: '<p>Chart:</p><div data-gcms-embed-type="Asset" data-gcms-embed-id="clmissing"></div>' },
      ],
    });
    try {
      await expect(fetchBlogSnapshot('en', { ...options, config: { endpoint: broken.url, token: broken.token } })).rejects.toThrow(
        /"Broken embed" \(en, id cextra\d+\): its content embeds a file that is no longer published, or was deleted \(reference clmissing\)/,
      );
    } finally {
      await broken.stop();
    }
  });
});

describe('verdicts', () => {
  it('publishes a post of only an image, and warns, naming the file, of body images without alt text and of unknown styles', async () => {
    const service = await startContentService({
      extraPosts: [
        {
          lang: 'es',
          title: 'Solo una imagen',
          slug: 'solo-una-imagen',
          publishDate: '2026-02-01',
          html: '<div data-gcms-embed-type="Asset" data-gcms-embed-id="clchart"></div>',
          text: '',
          categories: ['FinancialEducation'],
          references: [{ id: 'clchart', handle: 'leaf-main.jpg', alt: '' }],
        },
        {
          lang: 'es',
          title: 'Recuadro raro',
          slug: 'recuadro-raro',
          publishDate: '2026-02-01',
          html: '<p>Texto.</p><div class="aviso-rojo"><p>Cuidado.</p></div><p><img src="asset:compass-main.svg" alt="Una brújula"></p>',
          categories: ['FinancialEducation'],
        },
      ],
    });
    try {
      const media = { ...options.media!, dir: join(workDir, `verdicts-${run}`) };
      const { snapshots, reviews } = await prepareBlogContent(join(workDir, `verdict-snapshots-${run}`), { ...options, media, config: { endpoint: service.url, token: service.token } });
      const es = reviews.find((review) => review.lang === 'es')!;
      expect(es.refused).toEqual([]);
      expect(snapshots.find((snapshot) => snapshot.lang === 'es')!.posts.map((post) => post.slug)).toContain('solo-una-imagen');
      const warned = (title: string) => es.warnings.filter(({ post }) => post.title === title).map(({ problem }) => problem);
      expect(warned('Solo una imagen')).toEqual([{ code: 'imageWithoutAlt', params: { file: 'leaf-main.jpg' } }]);
      expect(warned('Recuadro raro')).toEqual([{ code: 'unknownStyle', params: { className: 'aviso-rojo', known: ['note', 'callout', 'highlight'] } }]);
    } finally {
      await service.stop();
    }
  });
});

describe('video and audio', () => {
  it('copies embedded videos and video and audio nodes to /media/cms as native players, without fallback text', async () => {
    const media = await startContentService({
      extraPosts: [
        {
          lang: 'pt',
          title: 'Media',
          slug: 'media',
          publishDate: '2026-02-01',
          html:
            '<p>Tour:</p><div data-gcms-embed-type="Asset" data-gcms-embed-id="clclip"></div>' +
            '<video src="asset:sample-clip.mp4" controls width="100%" height="100%" title="Node"><p>Your browser doesn\'t support HTML5 video.</p></video>' +
            '<audio src="asset:sample-tone.mp3" controls=""><p>Your browser doesn\'t support HTML5 audio.</p></audio>',
          references: [{ id: 'clclip', handle: 'sample-clip.mp4', alt: 'Office tour' }],
        },
      ],
    });
    try {
      const snapshot = await fetchBlogSnapshot('pt', { ...options, config: { endpoint: media.url, token: media.token } });
      const { html } = snapshot.posts.find((p) => p.slug === 'media')!;
      const [clip, tone] = ['sample-clip.mp4', 'sample-tone.mp3'].map((file) => readFile(join(SEED_MEDIA_DIR, file)));
      const video = /<video src="(\/media\/cms\/[0-9a-f]{16}\.mp4)" title="Office tour" controls preload="metadata"><\/video>/.exec(html);
      const audio = /<audio src="(\/media\/cms\/[0-9a-f]{16}\.mp3)" controls preload="metadata"><\/audio>/.exec(html);
      expect(video, html).not.toBeNull();
      expect(audio, html).not.toBeNull();
      expect(html).toContain(`<video src="${video![1]}" title="Node" controls preload="metadata"></video>`);
      expect(html).not.toMatch(/support HTML5|127\.0\.0\.1/);
      const stored = (url: string) => readFile(join(options.media!.dir, url.split('/').pop()!));
      expect(await stored(video![1])).toEqual(await clip);
      expect(await stored(audio![1])).toEqual(await tone);
    } finally {
      await media.stop();
    }
  });

  it('refuses a post whose video cannot be copied (a file of another kind), naming post, language and file', async () => {
    const wrong = await startContentService({
      extraPosts: [
        { lang: 'it', title: 'Video sbagliato', slug: 'video-sbagliato', publishDate: '2026-02-01', html: '<p>Guardi:</p><video src="asset:leaf-thumb.jpg" title="x"></video>' },
      ],
    });
    try {
      await expect(fetchBlogSnapshot('it', { ...options, config: { endpoint: wrong.url, token: wrong.token } })).rejects.toThrow(
        /"Video sbagliato" \(it, id cextra\d+\): its content shows the video "leaf-thumb\.jpg", which cannot be copied/,
      );
    } finally {
      await wrong.stop();
    }
  });

  it('refuses a video placed inside a list, where the page cannot show it', async () => {
    const nested = await startContentService({
      extraPosts: [
        { lang: 'es', title: 'Lista', slug: 'lista', publishDate: '2026-02-01', html: '<ul><li>Vea: <iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe></li></ul>' },
      ],
    });
    try {
      await expect(fetchBlogSnapshot('es', { ...options, config: { endpoint: nested.url, token: nested.token } })).rejects.toThrow(
        /"Lista" \(es, id cextra\d+\): its content has a video inside a list/,
      );
    } finally {
      await nested.stop();
    }
  });
});

describe('video posters', () => {
  it("serves each video's own poster from /media/cms, and names in the report the videos that keep the generic one or lose a setting", async () => {
    const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';
    const hosts = await startContentService({
      unavailableVideos: ['GoneVideo01'],
      extraPosts: [
        {
          lang: 'en',
          title: 'Videos',
          slug: 'videos',
          publishDate: '2026-02-01',
          text: 'Four videos',
          html:
            '<iframe src="https://youtu.be/aqz-KE-bpKQ?t=90"></iframe><iframe src="https://player.vimeo.com/video/76979871?h=8a1b2c3d4e"></iframe>' +
            `<iframe src="https://www.youtube.com/embed/GoneVideo01?end=30"></iframe><iframe src="https://www.youtube.com/embed/videoseries?list=${LIST}"></iframe>`,
        },
      ],
    });
    try {
      const { snapshots, reviews } = await prepareBlogContent(join(workDir, `snapshots-${run}`), { ...options, config: { endpoint: hosts.url, token: hosts.token }, posters: hosts.posters });
      const post = snapshots.find((snapshot) => snapshot.lang === 'en')!.posts.find((p) => p.slug === 'videos')!;
      const posters = post.videoPosters;
      expect(Object.keys(posters).sort()).toEqual(['vimeo:76979871:8a1b2c3d4e', 'youtube:aqz-KE-bpKQ:']);
      // Each its own picture (the stand-in draws the id), copied like any CMS image: no address of the host left.
      for (const poster of Object.values(posters)) {
        expect(poster.src).toMatch(/^\/media\/cms\/[\w-]+\.jpg$/);
        expect(existsSync(join(options.media!.dir, poster.src.split('/').pop()!))).toBe(true);
      }
      expect(posters['youtube:aqz-KE-bpKQ:'].src).not.toBe(posters['vimeo:76979871:8a1b2c3d4e'].src);
      const warnings = reviews.find((review) => review.lang === 'en')!.warnings.filter((w) => w.post.title === 'Videos' && w.problem.code.startsWith('video')).map((w) => w.problem);
      expect(warnings).toEqual([
        { code: 'videoPosterMissing', params: { address: 'https://www.youtube.com/watch?v=GoneVideo01', reason: 'unavailable' } },
        { code: 'videoPosterMissing', params: { address: `https://www.youtube.com/playlist?list=${LIST}`, reason: 'playlist' } },
        { code: 'videoSettingsUnkept', params: { address: 'https://www.youtube.com/embed/GoneVideo01?end=30', settings: ['end=30'] } },
      ]);
    } finally {
      await hosts.stop();
    }
  }, 120_000);
});

describe('scheduled posts', () => {
  it('leaves a post out of every view until its day on the editors\' calendar; the preview shows it', async () => {
    const scheduled = await startContentService({
      extraPosts: [
        { lang: 'en', title: 'Christmas savings', slug: 'christmas-savings', publishDate: '2026-12-20', html: '<p>Save.</p>', categories: ['FinancialEducation'] },
      ],
    });
    const config = { endpoint: scheduled.url, token: scheduled.token };
    // 23:00 UTC on the 19th is midnight in Madrid (winter time).
    const eve = new Date('2026-12-19T22:59:59Z');
    const slugsOf = (snapshot: BlogSnapshot) => snapshot.posts.map((p) => p.slug);
    try {
      const before = createBlog(await fetchBlogSnapshot('en', { ...options, config, now: eve }));
      expect(before.slugs).not.toContain('christmas-savings');
      // Lists, category pages, feeds and sitemap are all made from these views.
      expect(before.post('christmas-savings')).toBeNull();
      for (const slug of before.slugs) expect(before.recommendations(slug).map((p) => p.slug)).not.toContain('christmas-savings');

      const onTheDay = await fetchBlogSnapshot('en', { ...options, config, now: new Date('2026-12-19T23:00:00Z') });
      expect(slugsOf(onTheDay)[0]).toBe('christmas-savings');

      const preview = await fetchBlogSnapshot('en', { ...options, config: { ...config, token: scheduled.draftToken, stage: 'DRAFT' }, now: eve });
      expect(slugsOf(preview)).toContain('christmas-savings');
    } finally {
      await scheduled.stop();
    }
  });
});

describe('refusals', () => {
  it('refuses the build naming every problem of every language at once, before storing anything', async () => {
    const faulty = await startContentService({
      extraPosts: [
        { lang: 'en', title: 'Audit savings', slug: 'Audit Ahorro Año Ñandú', publishDate: '2026-02-01', html: '<p>Text.</p>' },
        { lang: 'pt', title: 'Vazio', slug: 'vazio', publishDate: '2026-02-01', html: '' },
      ],
    });
    const snapshotDir = join(workDir, 'refused-snapshots');
    const earlier = join(options.media!.dir, 'image-of-the-last-good-build.svg');
    await mkdir(options.media!.dir, { recursive: true });
    await writeFile(earlier, '<svg/>');
    try {
      const error = await prepareBlogContent(snapshotDir, { ...options, config: { endpoint: faulty.url, token: faulty.token } }).catch((e: Error) => e);
      expect(error).toBeInstanceOf(ContentRefusedError);
      const message = (error as Error).message;
      expect(message).toMatch(/"Audit savings" \(en, id cextra\d+\): the web address \(slug\) "Audit Ahorro Año Ñandú" may hold only lowercase letters.*change the "Slug" field to "audit-ahorro-ano-nandu"/);
      expect(message).toMatch(/"Vazio" \(pt, id cextra\d+\): it is empty/);
      expect((error as ContentRefusedError).reviews.map((review) => review.lang)).toEqual([...CMS_LANGUAGES]);
      expect(existsSync(earlier)).toBe(true);
      expect(existsSync(snapshotDir)).toBe(false);
    } finally {
      await faulty.stop();
    }
  });
});
