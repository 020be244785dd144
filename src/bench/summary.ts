import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** An audit that did not pass: `costs` names the category it takes points from, or null for a weightless hint. */
export type FailingAudit = { id: string; title: string; costs: Category | null };

/** What one Lighthouse run measured: category scores 0-100 and the three metrics the targets name. */
export type LighthouseRun = {
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  failing: FailingAudit[];
};

/** Several runs of one page: each number is the median of its own metric across the runs. */
export type RunSummary = Omit<LighthouseRun, 'failing'> & {
  runs: number;
  /** Audits that failed in at least half of the runs. */
  failing: FailingAudit[];
};

/** Lighthouse's default (mobile) thresholds and our own targets. */
export const TARGETS = { score: 100, lcpMs: 1500, cls: 0 } as const;

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const failed = (audit: Result['audits'][string] | undefined) =>
  audit !== undefined && audit.score !== null && audit.score < 1 && !['informative', 'manual', 'notApplicable'].includes(audit.scoreDisplayMode);

/** The numbers and failing audits of one Lighthouse result. */
export function runFromLhr(lhr: Result): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse result without ${id}`);
    return value;
  };
  const failing = new Map<string, FailingAudit>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Weighted audits cost points; in performance the weightless ones shown in the report (insights,
      // diagnostics) explain them. Hidden ones (TTI, max potential FID) are neither.
      const costs = ref.weight > 0 ? category : null;
      const hint = category === 'performance' && ref.group !== 'hidden';
      if (failed(audit) && (costs || hint) && !failing.has(ref.id)) {
        failing.set(ref.id, { id: ref.id, title: audit.title, costs });
      }
    }
  }
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = lhr.categories[category]?.score;
      if (score === null || score === undefined) throw new Error(`Lighthouse result without a ${category} score`);
      return [category, Math.round(score * 100)];
    }),
  ) as Record<Category, number>;
  return {
    scores,
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    failing: [...failing.values()],
  };
}

/** Lighthouse's version and the emulation and throttling it ran with, in one line. */
export function describeSettings(lhr: Result): string {
  const { formFactor, screenEmulation: screen, throttlingMethod, throttling } = lhr.configSettings;
  return (
    `Lighthouse ${lhr.lighthouseVersion}, ${formFactor} (${screen.width}×${screen.height} at ${screen.deviceScaleFactor}x), ` +
    `${throttlingMethod} throttling: ${throttling.rttMs} ms RTT, ${throttling.throughputKbps} kbps, CPU ×${throttling.cpuSlowdownMultiplier}`
  );
}

/** Medians per metric (so the row need not be any single run) and the audits that failed in most runs. */
export function summarize(runs: readonly LighthouseRun[]): RunSummary {
  const of = (pick: (run: LighthouseRun) => number) => median(runs.map(pick));
  const counts = new Map<string, { audit: FailingAudit; count: number }>();
  for (const audit of runs.flatMap((run) => run.failing)) {
    const entry = counts.get(audit.id) ?? { audit, count: 0 };
    entry.count++;
    counts.set(audit.id, entry);
  }
  return {
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<Category, number>,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    failing: [...counts.values()].filter(({ count }) => count * 2 >= runs.length).map(({ audit }) => audit),
  };
}
