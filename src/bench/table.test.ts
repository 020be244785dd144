import { describe, expect, it } from 'vitest';
import type { RunSummary } from './summary';
import { buildsTable, failingAuditsList, markdownTable, pagesTable, relayTable, searchTable, storeLockTable, type PageResult } from './table';

describe('markdownTable', () => {
  it('pads columns to one width and right-aligns the numeric ones', () => {
    expect(markdownTable(['Page', 'KiB'], [['/en', '1.5'], ['/en/contact', '12.0']], [1])).toBe(
      ['| Page        |  KiB |', '|-------------|-----:|', '| /en         |  1.5 |', '| /en/contact | 12.0 |'].join('\n'),
    );
  });
});

const summary = (overrides: Partial<RunSummary> = {}): RunSummary => ({
  runs: 5,
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  failing: [],
  ...overrides,
});

const page = (overrides: Partial<PageResult>): PageResult => ({
  template: 'home',
  lang: 'en',
  page: '/en',
  weight: { page: '/en', jsGzip: 150 * 1024, cssGzip: 10 * 1024, htmlGzip: 20 * 1024, scripts: 8 },
  lighthouse: summary(),
  runsAsked: 5,
  ...overrides,
});

const budgets = {
  js: { home: 160 * 1024, inner: 140 * 1024, contact: 140 * 1024, blog: 140 * 1024, post: 140 * 1024, category: 140 * 1024, complaints: 140 * 1024 },
  css: 20 * 1024,
  html: 30 * 1024,
};

describe('pagesTable', () => {
  it('marks only the values that miss their target or budget', () => {
    const table = pagesTable(
      [
        page({}),
        page({
          template: 'post',
          page: '/en/blog/a',
          weight: { page: '/en/blog/a', jsGzip: 141 * 1024, cssGzip: 6 * 1024, htmlGzip: 12 * 1024, scripts: 8 },
          lighthouse: summary({ scores: { performance: 87.5, accessibility: 100, 'best-practices': 96, seo: 100 }, lcpMs: 1500, cls: 0.004 }),
        }),
        page({ template: 'blog', page: '/en/blog', lighthouse: null }),
      ],
      budgets,
    );
    const [home, post, blog] = table.split('\n').slice(2);
    expect(home).not.toContain('✗');
    expect(home).toMatch(/\| +150\.0 KiB \| +10\.0 KiB \| +20\.0 KiB \| +100 \| +100 \| +100 \| +100 \| +1\.20 s \| +40 ms \| +0\.000 \| +5\/5 \|$/);
    expect(post).toMatch(/141\.0 KiB ✗ \| +6\.0 KiB \|/);
    expect(post).toMatch(/\| +88 ✗ \| +100 \| +96 ✗ \| +100 \| 1\.50 s ✗ \|/);
    expect(post).toContain('0.004 ✗');
    expect(blog).toMatch(/\| failed \|.*\| +0\/5 \|$/);
  });
});

describe('failingAuditsList', () => {
  it('groups each template’s audits with the languages they failed in, costs before hints', () => {
    const tbt = { id: 'total-blocking-time', title: 'Total Blocking Time', costs: 'performance' as const };
    const unused = { id: 'unused-javascript', title: 'Reduce unused JavaScript', costs: null };
    const list = failingAuditsList([
      page({ lighthouse: summary({ failing: [unused, tbt] }) }),
      page({ lang: 'es', page: '/es', lighthouse: summary({ failing: [tbt] }) }),
      page({ template: 'post', page: '/en/blog/a' }),
    ]);
    expect(list).toBe(
      [
        '- **home**: Perf: Total Blocking Time (en, es)',
        '  - hints (no weight): Reduce unused JavaScript (en)',
        '- **post**: nothing costs points',
      ].join('\n'),
    );
  });
});

describe('buildsTable', () => {
  it('shows pages per second and the CMS requests of each build', () => {
    const table = buildsTable([
      { label: 'sample content', postsPerLanguage: 20, htmlPages: 200, wallMs: 100_000, peakRssBytes: 1536 * 1024 * 1024, cms: { graphql: 8, assets: 16 }, phases: [], load: [0.5, 1] },
      { label: '+1000 posts per language', postsPerLanguage: 1020, htmlPages: 4300, wallMs: 400_000, peakRssBytes: 3 * 1024 ** 3, cms: null, phases: [], load: [1, 2] },
    ]);
    const [, , normal, scale] = table.split('\n');
    expect(normal).toMatch(/\| sample content +\| +20 \| +200 \| +100\.0 s \| +2\.0 \| +1536 MiB \| 8 GraphQL \+ 16 assets +\|/);
    expect(scale).toMatch(/\| +1020 \| +4300 \| +400\.0 s \| +10\.8 \| +3072 MiB \| \? +\|/);
  });
});

describe('searchTable', () => {
  it('shows one row per build, language and query, with the index size and times', () => {
    const table = searchTable([
      {
        label: 'sample content',
        clientBytes: 90_000,
        langs: [{ lang: 'en', pages: 28, indexBytes: 114_176, initMs: 41.25, queries: [{ query: 'pension', results: 9, firstMs: 12.34, againMs: 1.5, dataMs: 8 }] }],
      },
    ]);
    expect(table.split('\n')[2]).toMatch(/^\| sample content \| en +\| +28 \| +111\.5 KiB \| +41\.3 ms \| pension \| +9 \| +12\.3 ms \| +1\.5 ms \| +8\.0 ms \|$/);
  });
});

describe('relayTable', () => {
  it('shows accept latency and answer→delivery per runtime, refusals by status, and dashes for what was not measured', () => {
    const table = relayTable([
      {
        runtime: 'node',
        posts: 200,
        accepted: 199,
        refused: { '429': 1 },
        accept: { count: 199, p50: 4.25, p99: 12, max: 15.5 },
        burstMs: 2000,
        delivered: 199,
        doubled: 0,
        duplicates: { contact: { leads: 100, copies: 3 }, newsletter: { leads: 99, copies: 0 } },
        toDelivery: { count: 199, p50: 3, p99: 40, max: 41 },
        deliveredBeforeAnswer: 0,
        startupMs: 1500,
      },
      { runtime: 'workerd', posts: 10, accepted: 0, refused: { '0': 10 }, accept: null, burstMs: 500, delivered: 0, doubled: 0, duplicates: { contact: { leads: 0, copies: 0 }, newsletter: { leads: 0, copies: 0 } }, toDelivery: null, deliveredBeforeAnswer: 0, startupMs: 9000 },
    ]);
    const [, , node, workerd] = table.split('\n');
    expect(node).toMatch(/^\| node +\| 199\/200 \(429×1\) +\| +4\.3 ms \| +12\.0 ms \| +15\.5 ms \| +100 \| +199\/199 \| +0 \| +3 \/ 0 \| +3\.0 ms \| +40\.0 ms \| +41\.0 ms \| +0 \| +1\.5 s \|$/);
    expect(workerd).toMatch(/^\| workerd +\| 0\/10 \(no answer×10\) \| +– \| +– \| +– \| +20 \| +0\/0 \| +0 \| +– \/ – \|/);
  });
});

describe('storeLockTable', () => {
  it('shows the static page without and with the lock, requests without an answer, and each post', () => {
    const table = storeLockTable({
      unlocked: { count: 50, p50: 1.2, p99: 3, max: 3.5 },
      locked: { count: 14, p50: 6, p99: 5170, max: 10199.3 },
      failed: 1,
      posts: [{ status: 503, ms: 5131 }, { status: 503, ms: 7191 }],
    });
    const lines = table.split('\n');
    expect(lines[2]).toMatch(/^\| no lock +\| +50 \| +1\.2 ms \| +3\.0 ms \| +3\.5 ms \| +– \|$/);
    expect(lines[3]).toMatch(/^\| write lock held by another process \| +14 \| +6\.0 ms \| +5170\.0 ms \| +10199\.3 ms \| +1 \|$/);
    expect(lines.at(-1)).toBe('Posts while the lock was held: 503 after 5131 ms, 503 after 7191 ms.');
  });
});
