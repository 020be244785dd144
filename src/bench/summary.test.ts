import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { median, runFromLhr, summarize, type LighthouseRun } from './summary';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3])).toBe(3);
    expect(median([5, 1, 4, 2, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

const run = (performance: number, lcpMs: number, failing: LighthouseRun['failing'] = []): LighthouseRun => ({
  scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: lcpMs / 2,
  lcpMs,
  tbtMs: lcpMs / 10,
  cls: 0,
  failing,
});

describe('summarize', () => {
  it('takes the median of each metric on its own and keeps audits that failed in at least half the runs', () => {
    const tbt = { id: 'total-blocking-time', title: 'Total Blocking Time', costs: 'performance' as const };
    const label = { id: 'label', title: 'Form elements do not have associated labels', costs: 'accessibility' as const };
    const summary = summarize([run(90, 1200, [tbt]), run(70, 1800, [tbt, label]), run(80, 1000), run(60, 2000, [tbt])]);
    expect(summary).toMatchObject({ runs: 4, fcpMs: 750, lcpMs: 1500, tbtMs: 150, cls: 0 });
    expect(summary.scores.performance).toBe(75);
    expect(summary.failing).toEqual([tbt]);
  });
});

/** A Lighthouse result with only the fields the bench reads. */
function lhr(overrides: Partial<Record<string, unknown>> = {}): Result {
  const audit = (title: string, score: number | null, numericValue?: number, scoreDisplayMode = 'numeric') => ({ title, score, numericValue, scoreDisplayMode });
  return {
    categories: {
      performance: {
        score: 0.874,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'total-blocking-time', weight: 30 },
          { id: 'cumulative-layout-shift', weight: 25 },
          { id: 'unused-javascript', weight: 0, group: 'diagnostics' },
          { id: 'interactive', weight: 0, group: 'hidden' },
        ],
      },
      accessibility: { score: 0.96, auditRefs: [{ id: 'color-contrast', weight: 7 }, { id: 'aria-allowed-attr', weight: 10 }] },
      'best-practices': { score: 1, auditRefs: [{ id: 'errors-in-console', weight: 1 }] },
      seo: { score: 1, auditRefs: [{ id: 'document-title', weight: 1 }, { id: 'structured-data', weight: 0 }] },
    },
    audits: {
      'first-contentful-paint': audit('First Contentful Paint', 1, 987),
      'largest-contentful-paint': audit('Largest Contentful Paint', 1, 1234),
      'total-blocking-time': audit('Total Blocking Time', 0.5, 456.7),
      'cumulative-layout-shift': audit('Cumulative Layout Shift', 1, 0),
      'unused-javascript': audit('Reduce unused JavaScript', 0.5, 25_000, 'metricSavings'),
      interactive: audit('Time to Interactive', 0.2, 6000),
      'color-contrast': audit('Background and foreground colors do not have a sufficient contrast ratio.', 0, undefined, 'binary'),
      'aria-allowed-attr': audit('`[aria-*]` attributes match their roles', null, undefined, 'notApplicable'),
      'errors-in-console': audit('No browser errors logged to the console', 1, undefined, 'binary'),
      'document-title': audit('Document has a `<title>` element', 1, undefined, 'binary'),
      'structured-data': audit('Structured data is valid', null, undefined, 'manual'),
    },
    ...overrides,
  } as unknown as Result;
}

describe('runFromLhr', () => {
  it('reads scores as 0-100, the three metrics, and sorts failing audits into costs and hints', () => {
    expect(runFromLhr(lhr())).toEqual({
      scores: { performance: 87, accessibility: 96, 'best-practices': 100, seo: 100 },
      fcpMs: 987,
      lcpMs: 1234,
      tbtMs: 456.7,
      cls: 0,
      failing: [
        { id: 'total-blocking-time', title: 'Total Blocking Time', costs: 'performance' },
        { id: 'unused-javascript', title: 'Reduce unused JavaScript', costs: null },
        { id: 'color-contrast', title: 'Background and foreground colors do not have a sufficient contrast ratio.', costs: 'accessibility' },
      ],
    });
  });

  it('fails on a run Lighthouse could not complete', () => {
    expect(() => runFromLhr(lhr({ runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } }))).toThrow(
      'Lighthouse: NO_FCP The page did not paint any content.',
    );
  });
});
