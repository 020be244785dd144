// 1,000 extra posts per language through the real service: the bulk read must stay O(posts / 100) requests.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadSeedPosts } from '../../dev-cms/seed/load-seed';
import { startContentService, type ContentService } from '../../dev-cms/service';
import { createBlog, defaultMediaTarget, prepareBlogContent } from './blog';
import { CMS_LANGUAGES } from './types';

const EXTRA = 1000;
let service: ContentService;
let workDir: string;

beforeAll(async () => {
  service = await startContentService({ extraPostsPerLanguage: EXTRA });
  workDir = await mkdtemp(join(tmpdir(), 'cms-scale-'));
});
afterAll(async () => {
  await service.stop();
  await rm(workDir, { recursive: true, force: true });
});

// The time limit leaves room for a cold image cache, where the seed images are encoded first.
it('reads 1,000+ posts per language in pages of 100', { timeout: 90_000 }, async () => {
  const seed = loadSeedPosts();
  const started = performance.now();
  const { snapshots } = await prepareBlogContent(join(workDir, 'snapshots'), {
    config: { endpoint: service.url, token: service.token },
    // The build's image cache: this test is about the CMS requests, not about encoding images.
    media: { dir: join(workDir, 'media'), basePath: '/media/cms', cacheDir: defaultMediaTarget().cacheDir },
  });
  const elapsed = performance.now() - started;

  // One schema check, then one request per 100 posts of each language.
  let expectedRequests = 1;
  for (const lang of CMS_LANGUAGES) {
    const total = seed.filter((p) => p.lang === lang).length + EXTRA;
    expectedRequests += Math.floor(total / 100) + 1;
    const blog = createBlog(snapshots.find((s) => s.lang === lang)!);
    expect(new Set(blog.slugs).size).toBe(total);
    expect(blog.summaries).toHaveLength(total);
  }
  expect(service.requestCount).toBe(expectedRequests);
  // Files are shared between posts: each distinct URL (8 designs' two images, a video, an audio) is downloaded once.
  expect(service.assetRequestCount).toBeLessThanOrEqual(18);
  console.log(
    `scale: ${CMS_LANGUAGES.length} languages x ${EXTRA} extra posts: ${service.requestCount} GraphQL requests, ` +
      `${service.assetRequestCount} asset downloads, ${Math.round(elapsed)} ms`,
  );
});
