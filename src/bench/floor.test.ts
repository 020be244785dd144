import { describe, expect, it } from 'vitest';
import { floorRow, floorTable, twinPath, withoutScripts } from './floor';
import type { LighthouseRun } from './summary';

const run = (fcpMs: number, lcpMs: number, tbtMs = 0, performance = 100): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs,
  lcpMs,
  tbtMs,
  cls: 0,
  failing: [],
});

describe('withoutScripts', () => {
  it('removes scripts the browser would run and keeps data blocks', () => {
    const html = [
      '<head><script src="/_next/static/chunks/main.js" defer=""></script>',
      '<script defer="" noModule="" src="/polyfills.js"></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script></head>',
      '<body><div id="__next">text</div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
      '<script>alert(1)</script><script type="module">x()</script></body>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      '<head><script type="application/ld+json">{"@type":"Organization"}</script></head>' +
        '<body><div id="__next">text</div><script id="__NEXT_DATA__" type="application/json">{"props":{}}</script></body>',
    );
  });
});

describe('twinPath', () => {
  it('puts the twin under the floor folder', () => {
    expect(twinPath('/es/about-us')).toBe('/__floor/es/about-us');
    expect(twinPath('/es')).toBe('/__floor/es');
  });
});

describe('floorRow and floorTable', () => {
  const runs = [run(1000, 1500, 30), run(1100, 1700, 90), run(1050, 1600, 40)];
  const twins = [run(1000, 1400, 0), run(1000, 1500, 12), run(980, 1450, 5)];

  it('divides the page\'s medians by its twin\'s', () => {
    const row = floorRow(runs, twins);
    expect(row).toMatchObject({ fcpMs: 1050, twinFcpMs: 1000, lcpMs: 1600, twinLcpMs: 1450, tbtMs: 40, twinTbtMs: 5 });
    expect(row.fcpRatio).toBeCloseTo(1.05);
    expect(row.lcpRatio).toBeCloseTo(1.103, 3);
  });

  it('flags what misses the goal and says when a page could not be measured', () => {
    const table = floorTable([
      { template: 'home', lang: 'es', page: '/es', runs, twinRuns: twins },
      { template: 'post', lang: 'es', page: '/es/blog/x', runs: [], twinRuns: twins },
    ]);
    const [home, post] = table.split('\n').slice(2);
    expect(home).toMatch(/\| +1\.05 \|/);
    expect(home).toMatch(/1\.10 ✗/);
    expect(home).toMatch(/\| +40 ms \| +5 ms \|/);
    expect(post).toContain('failed');
  });
});
