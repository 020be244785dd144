import { mkdir, rm, writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Lang } from '@/lib/i18n/languages';
import type { Template } from '@/bench/budgets';
import { median, TARGETS, type LighthouseRun } from './summary';
import { MISS, markdownTable } from './table';

/**
 * The floor: what a page would measure if it shipped no script at all. Each measured page gets a twin, the same
 * HTML with its scripts removed, served by the same server from the same origin, and the two are measured
 * alternately (page, twin, page, twin…) so the machine's load falls on both alike.
 */

/** The goal of issue 14, per template and language: the page may cost this much more than its twin. */
export const FLOOR_GOAL = { fcpRatio: 1.05, lcpRatio: 1.1, tbtMs: 50, score: 100 } as const;

/** Where the twins are written inside the exported site while the bench runs (removed afterwards). */
export const TWIN_DIR = '__floor';

/**
 * The page's HTML without anything the browser would execute: script elements with a `src` or with JavaScript
 * inside. Data blocks stay (`__NEXT_DATA__`, JSON-LD): the browser only parses them, as on the real page.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b([^>]*)>([\s\S]*?)<\/script>/g, (element, attributes: string) => {
    const type = /\btype="([^"]*)"/.exec(attributes)?.[1];
    const data = type !== undefined && !/javascript|module/i.test(type);
    return data ? element : '';
  });
}

/** The twin's site path for a page path: `/es/about-us` → `/__floor/es/about-us`. */
export const twinPath = (page: string) => `/${TWIN_DIR}${page === '/' ? '/index' : page}`;

const htmlFile = (outDir: string, page: string) => path.join(outDir, page === '/' ? 'index.html' : `${page.replace(/^\//, '')}.html`);

/** Writes each page's script-free twin into out/; returns a function that removes them all again. */
export async function writeTwins(outDir: string, pages: readonly string[]): Promise<() => Promise<void>> {
  for (const page of pages) {
    const twin = htmlFile(outDir, twinPath(page));
    await mkdir(path.dirname(twin), { recursive: true });
    await writeFile(twin, withoutScripts(await readFile(htmlFile(outDir, page), 'utf8')));
  }
  return () => rm(path.join(outDir, TWIN_DIR), { recursive: true, force: true });
}

export type FloorResult = {
  template: Template;
  lang: Lang;
  page: string;
  /** The page's runs and its twin's, taken alternately; either may be short when a run failed. */
  runs: LighthouseRun[];
  twinRuns: LighthouseRun[];
};

export type FloorRow = {
  performance: number;
  fcpMs: number;
  twinFcpMs: number;
  lcpMs: number;
  twinLcpMs: number;
  tbtMs: number;
  /**
   * The twin's TBT: main-thread work with no script at all (style, layout, paint). Not part of the goal; a twin far
   * above 0 says the machine renders slowly and the page's absolute TBT is not the code's.
   */
  twinTbtMs: number;
  cls: number;
  fcpRatio: number;
  lcpRatio: number;
};

/** Medians of the page and of its twin, and the ratios the goal names (page over twin). */
export function floorRow(runs: readonly LighthouseRun[], twinRuns: readonly LighthouseRun[]): FloorRow {
  const of = (list: readonly LighthouseRun[], pick: (run: LighthouseRun) => number) => median(list.map(pick));
  const row = {
    performance: of(runs, (run) => run.scores.performance),
    fcpMs: of(runs, (run) => run.fcpMs),
    twinFcpMs: of(twinRuns, (run) => run.fcpMs),
    lcpMs: of(runs, (run) => run.lcpMs),
    twinLcpMs: of(twinRuns, (run) => run.lcpMs),
    tbtMs: of(runs, (run) => run.tbtMs),
    twinTbtMs: of(twinRuns, (run) => run.tbtMs),
    cls: of(runs, (run) => run.cls),
  };
  return { ...row, fcpRatio: row.fcpMs / row.twinFcpMs, lcpRatio: row.lcpMs / row.twinLcpMs };
}

const flag = (text: string, ok: boolean) => (ok ? text : `${text}${MISS}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** The floor table: one row per page, each value flagged against FLOOR_GOAL. */
export function floorTable(results: readonly FloorResult[]): string {
  const rows = results.map(({ template, lang, page, runs, twinRuns }) => {
    if (!runs.length || !twinRuns.length) return [template, lang, page, 'failed', '', '', '', '', '', '', '', '', '', ''];
    const row = floorRow(runs, twinRuns);
    return [
      template,
      lang,
      page,
      flag(String(Math.round(row.performance)), row.performance >= FLOOR_GOAL.score),
      seconds(row.fcpMs),
      seconds(row.twinFcpMs),
      flag(row.fcpRatio.toFixed(2), row.fcpRatio <= FLOOR_GOAL.fcpRatio),
      seconds(row.lcpMs),
      seconds(row.twinLcpMs),
      flag(row.lcpRatio.toFixed(2), row.lcpRatio <= FLOOR_GOAL.lcpRatio),
      flag(`${Math.round(row.tbtMs)} ms`, row.tbtMs <= FLOOR_GOAL.tbtMs),
      `${Math.round(row.twinTbtMs)} ms`,
      flag(row.cls.toFixed(3), row.cls <= TARGETS.cls),
      `${runs.length}+${twinRuns.length}`,
    ];
  });
  return markdownTable(
    ['Template', 'Lang', 'Page', 'Perf', 'FCP', 'FCP floor', 'FCP ×', 'LCP', 'LCP floor', 'LCP ×', 'TBT', 'TBT floor', 'CLS', 'Runs'],
    rows,
    [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  );
}
