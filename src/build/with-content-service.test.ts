import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { ContentRefusedError, defaultMediaTarget, type BlogSnapshot } from '../lib/cms';
import { loadSeedDocuments } from '../dev-cms/seed/load-seed';
import { startContentService } from '../dev-cms/service';
import { withContentService } from './with-content-service';

const saved = { ...process.env };
// The build's image cache, so the seed images are encoded once rather than by each test (the first test
// may encode them, hence its time limit).
const { cacheDir } = defaultMediaTarget();
let workDir: string;

beforeEach(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'with-cms-'));
  delete process.env.CMS_ENDPOINT;
  delete process.env.CMS_TOKEN;
  delete process.env.CMS_DRAFT_TOKEN;
  delete process.env.CONTENT_STAGE;
  process.env.CMS_SNAPSHOT_DIR = join(workDir, 'snapshots');
});
afterEach(async () => {
  process.env = { ...saved };
  await rm(workDir, { recursive: true, force: true });
});

it('runs fn against the built-in service, with snapshots ready, and stops the service afterwards', { timeout: 90_000 }, async () => {
  const media = { dir: join(workDir, 'media'), basePath: '/media/cms', cacheDir };
  const endpoint = await withContentService(async () => {
    expect(process.env.CMS_ENDPOINT).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const response = await fetch(process.env.CMS_ENDPOINT!, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${process.env.CMS_TOKEN}` },
      body: JSON.stringify({ query: '{ postsEsConnection { aggregate { count } } }' }),
    });
    expect(response.status).toBe(200);
    expect((await readdir(process.env.CMS_SNAPSHOT_DIR!)).sort()).toEqual(['en.json', 'es.json', 'it.json', 'pt.json']);
    expect(await snapshotTitles()).toEqual(expect.arrayContaining(publishedTitles));
    expect(await snapshotTitles()).not.toEqual(expect.arrayContaining([draftTitles[0]]));
    return process.env.CMS_ENDPOINT!;
  }, { media, now: new Date('2026-11-26T12:00:00Z'), report: { file: join(workDir, 'reports', 'editors-report.md') } });
  expect(process.env.CMS_ENDPOINT).toBeUndefined();
  const report = await readFile(join(workDir, 'reports', 'editors-report.md'), 'utf8');
  expect(report).toMatch(/^# Informe de publicación del blog: web, 2026-11-26\n\n\*\*Publicado\.\*\* \d+ entradas en la web\./);
  expect(report).toContain(`**${publishedTitles[0]}**`);
  await expect(fetch(endpoint, { method: 'POST' })).rejects.toThrow();
});

it('reads the DRAFT stage with the draft token when CONTENT_STAGE=DRAFT', { timeout: 60_000 }, async () => {
  process.env.CONTENT_STAGE = 'DRAFT';
  await withContentService(async () => {
    expect(process.env.CMS_DRAFT_TOKEN).toMatch(/\S/);
    expect(process.env.CMS_DRAFT_TOKEN).not.toBe(process.env.CMS_TOKEN);
    expect(await snapshotTitles()).toEqual(expect.arrayContaining(draftTitles));
  }, { media: { dir: join(workDir, 'media'), basePath: '/media/cms', cacheDir } });
  expect(process.env.CMS_DRAFT_TOKEN).toBeUndefined();
});

it('stops the service when fn throws, and fails the build when the configured CMS cannot be read', async () => {
  await expect(withContentService(async () => Promise.reject(new Error('build failed')), { media: { dir: join(workDir, 'm'), basePath: '/m', cacheDir } })).rejects.toThrow('build failed');
  process.env.CMS_ENDPOINT = 'http://127.0.0.1:9/content/x/master';
  process.env.CMS_TOKEN = 't';
  let ran = false;
  await expect(
    withContentService(async () => {
      ran = true;
    }, { media: { dir: join(workDir, 'm'), basePath: '/m', cacheDir }, retry: { attempts: 2, maxWaitMs: 10, timeoutMs: 1000 } }),
  ).rejects.toThrow(/The CMS at http:\/\/127\.0\.0\.1:9\/.*cannot be used[\s\S]*build is aborted/);
  expect(ran).toBe(false);
});

it('writes the editors\' report, to its file and the run summary, before a refused build fails; fn never runs', async () => {
  const faulty = await startContentService({
    extraPosts: [{ lang: 'it', title: 'Perché risparmiare', slug: 'Perché risparmiare', publishDate: '2026-02-01', html: '<p>Testo.</p>' }],
  });
  process.env.CMS_ENDPOINT = faulty.url;
  process.env.CMS_TOKEN = faulty.token;
  const report = { file: join(workDir, 'reports', 'editors-report.md'), summaryFile: join(workDir, 'summary.md') };
  let ran = false;
  try {
    await expect(
      withContentService(async () => {
        ran = true;
      }, { media: { dir: join(workDir, 'm'), basePath: '/m', cacheDir }, report }),
    ).rejects.toBeInstanceOf(ContentRefusedError);
  } finally {
    await faulty.stop();
  }
  expect(ran).toBe(false);
  const written = await readFile(report.file, 'utf8');
  expect(written).toContain('**Rechazado: no se ha publicado nada.**');
  // In the editors' language (Spanish by default), with the link to the entry's field in Hygraph.
  expect(written).toMatch(
    /- \*\*Perché risparmiare\*\*: la dirección web \(slug\) «Perché risparmiare» solo puede llevar .*cambia el campo «Slug» por «perche-risparmiare»\. \[abrir en Hygraph \(campo «Slug»\)\]\(https:\/\/app\.hygraph\.com\/entry\?endpoint=http%3A%2F%2F127\.0\.0\.1%3A\d+[^&]*&entryId=cextra\d+&fieldApiId=slug\)/,
  );
  expect(await readFile(report.summaryFile, 'utf8')).toBe(`${written}\n`);
});

/** Titles that exist only in the DRAFT stage (draft-only posts, retitled drafts), and their published counterparts. */
const seedChanges = loadSeedDocuments().filter(({ published, draft }) => published?.title !== draft.title);
const draftTitles = seedChanges.map(({ draft }) => draft.title);
const publishedTitles = seedChanges.flatMap(({ published }) => (published ? [published.title] : []));

async function snapshotTitles(): Promise<string[]> {
  const dir = process.env.CMS_SNAPSHOT_DIR!;
  const snapshots = await Promise.all((await readdir(dir)).map(async (file) => JSON.parse(await readFile(join(dir, file), 'utf8')) as BlogSnapshot));
  return snapshots.flatMap((snapshot) => snapshot.posts.map((post) => post.title));
}

it('names three different problems of three posts in three languages in the one report of the first build', { timeout: 90_000 }, async () => {
  const faulty = await startContentService({
    extraPosts: [
      // Refused by the review of the text: the web address.
      { lang: 'es', title: 'Ahorro útil', slug: 'Ahorro Útil', publishDate: '2026-02-01', html: '<p>Texto.</p>' },
      // Refused only once its files are copied: a body image that was deleted.
      { lang: 'en', title: 'Fee chart', slug: 'fee-chart', publishDate: '2026-03-01', html: '<p>Chart:</p><p><img src="asset:deleted-chart.png" alt="Fees"></p>' },
      // Scheduled for January, checked now: its main image was deleted.
      { lang: 'pt', title: 'Ano novo', slug: 'ano-novo', publishDate: '2027-01-10', html: '<p>Texto.</p>', mainImage: { handle: 'deleted-banner.jpg' } },
    ],
  });
  process.env.CMS_ENDPOINT = faulty.url;
  process.env.CMS_TOKEN = faulty.token;
  const report = { file: join(workDir, 'reports', 'editors-report.md') };
  let ran = false;
  try {
    await expect(
      withContentService(async () => {
        ran = true;
      }, { media: { dir: join(workDir, 'm'), basePath: '/m', cacheDir }, now: new Date('2026-11-26T12:00:00Z'), report }),
    ).rejects.toBeInstanceOf(ContentRefusedError);
  } finally {
    await faulty.stop();
  }
  expect(ran).toBe(false);
  const written = await readFile(report.file, 'utf8');
  const refused = written.slice(written.indexOf('## Rechazadas'), written.indexOf('## No publicadas'));
  expect(refused).toMatch(/^## Rechazadas \(3\)\n/);
  expect(refused).toContain('- **Ahorro útil**: la dirección web (slug) «Ahorro Útil» solo puede llevar minúsculas');
  expect(refused).toContain('- **Fee chart**: el contenido muestra la imagen «deleted-chart.png», que no se puede copiar');
  expect(refused).toContain('- **Ano novo**: la imagen principal «deleted-banner.jpg» ya no existe o no se puede leer');
  // The scheduled post is still left out, for its day.
  expect(written).toMatch(/## No publicadas \(1\)\n### Portugués\n- \*\*Ano novo\*\*: programado para el 2027-01-10/);
});
