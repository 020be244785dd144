import type { Lang } from '@/lib/i18n/languages';
import type { Template } from '@/bench/budgets';
import { kib, type PageWeight } from '@/bench/page-weight';
import type { LatencySummary } from './latency';
import type { RelayRun, StoreLockRun } from './relay';
import type { SearchBench } from './search';
import { CATEGORIES, TARGETS, type Category, type RunSummary } from './summary';

export type Budgets = { js: Record<Template, number>; css: number; html: number };

export type PageResult = {
  template: Template;
  lang: Lang;
  page: string;
  weight: PageWeight;
  /** null when every Lighthouse run of the page failed. */
  lighthouse: RunSummary | null;
  /** Runs asked for; more than lighthouse.runs when some failed. */
  runsAsked: number;
};

/** One step of a build and its wall time (src/build/build.ts logs them). */
export type BuildPhase = { name: string; seconds: number };

export type BuildResult = {
  label: string;
  postsPerLanguage: number | null;
  htmlPages: number;
  wallMs: number;
  peakRssBytes: number;
  cms: { graphql: number; assets: number } | null;
  phases: BuildPhase[];
  /** The machine's 1-minute load average when the build started and when it ended. */
  load: readonly [number, number];
};

/** Appended to a value that misses its target. */
export const MISS = ' ✗';

const CATEGORY_HEADERS: Record<Category, string> = {
  performance: 'Perf',
  accessibility: 'A11y',
  'best-practices': 'BP',
  seo: 'SEO',
};

export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string {
  const cells = [header, ...rows];
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row: readonly string[]) =>
    `| ${row.map((cell, column) => (rightAligned.includes(column) ? cell.padStart(widths[column]) : cell.padEnd(widths[column]))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (rightAligned.includes(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

const flag = (text: string, ok: boolean) => (ok ? text : `${text}${MISS}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** Scores, LCP, TBT and CLS cells of one summary, each flagged against the targets. */
function lighthouseCells(summary: RunSummary | null): string[] {
  if (!summary) return [...CATEGORIES.map(() => 'failed'), '', '', ''];
  return [
    ...CATEGORIES.map((category) => flag(String(Math.round(summary.scores[category])), summary.scores[category] >= TARGETS.score)),
    flag(seconds(summary.lcpMs), summary.lcpMs < TARGETS.lcpMs),
    `${Math.round(summary.tbtMs)} ms`,
    flag(summary.cls.toFixed(3), summary.cls <= TARGETS.cls),
  ];
}

const LIGHTHOUSE_HEADER = [...CATEGORIES.map((category) => CATEGORY_HEADERS[category]), 'LCP', 'TBT', 'CLS'];

/** One row per template and language: gzip bytes against the budgets, Lighthouse medians against the targets. */
export function pagesTable(results: readonly PageResult[], budgets: Budgets): string {
  const header = ['Template', 'Lang', 'Page', 'JS gzip', 'CSS gzip', 'HTML gzip', ...LIGHTHOUSE_HEADER, 'Runs'];
  const rows = results.map((result) => [
    result.template,
    result.lang,
    result.page,
    flag(kib(result.weight.jsGzip), result.weight.jsGzip <= budgets.js[result.template]),
    flag(kib(result.weight.cssGzip), result.weight.cssGzip <= budgets.css),
    flag(kib(result.weight.htmlGzip), result.weight.htmlGzip <= budgets.html),
    ...lighthouseCells(result.lighthouse),
    `${result.lighthouse?.runs ?? 0}/${result.runsAsked}`,
  ]);
  return markdownTable(header, rows, [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
}

/** Single runs of a page without the consent cookie, by language. */
export function singleRunsTable(results: readonly { lang: Lang; page: string; run: RunSummary | null }[]): string {
  const rows = results.map(({ lang, page, run }) => [lang, page, ...lighthouseCells(run)]);
  return markdownTable(['Lang', 'Page', ...LIGHTHOUSE_HEADER], rows, [2, 3, 4, 5, 6, 7, 8]);
}

/**
 * The failing audits of each template, the languages they failed in after them: first those that cost points,
 * then the weightless performance hints.
 */
export function failingAuditsList(results: readonly Pick<PageResult, 'template' | 'lang' | 'lighthouse'>[]): string {
  const lines: string[] = [];
  const templates = [...new Set(results.map((result) => result.template))];
  for (const template of templates) {
    const byTitle = new Map<string, { costs: Category | null; langs: Lang[] }>();
    for (const result of results.filter((r) => r.template === template)) {
      for (const audit of result.lighthouse?.failing ?? []) {
        const entry = byTitle.get(audit.title) ?? { costs: audit.costs, langs: [] };
        entry.langs.push(result.lang);
        byTitle.set(audit.title, entry);
      }
    }
    const describe = (wantCosts: boolean) =>
      [...byTitle]
        .filter(([, { costs }]) => (costs !== null) === wantCosts)
        .map(([title, { costs, langs }]) => `${costs ? `${CATEGORY_HEADERS[costs]}: ` : ''}${title} (${langs.join(', ')})`);
    const costing = describe(true);
    const hints = describe(false);
    lines.push(`- **${template}**: ${costing.length ? costing.join('; ') : 'nothing costs points'}`);
    if (hints.length) lines.push(`  - hints (no weight): ${hints.join('; ')}`);
  }
  return lines.join('\n');
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

export function buildsTable(builds: readonly BuildResult[]): string {
  const rows = builds.map((build) => [
    build.label,
    build.postsPerLanguage === null ? '?' : String(build.postsPerLanguage),
    String(build.htmlPages),
    `${(build.wallMs / 1000).toFixed(1)} s`,
    (build.htmlPages / (build.wallMs / 1000)).toFixed(1),
    mib(build.peakRssBytes),
    build.cms ? `${build.cms.graphql} GraphQL + ${build.cms.assets} assets` : '?',
  ]);
  return markdownTable(
    ['Build', 'Posts per language', 'HTML pages', 'Wall time', 'Pages/s', 'Peak RSS (process tree)', 'CMS requests'],
    rows,
    [1, 2, 3, 4, 5],
  );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Index size and query times per build, language and query (src/bench/search.ts). */
export function searchTable(benches: readonly SearchBench[]): string {
  const rows = benches.flatMap((bench) =>
    bench.langs.flatMap((lang) =>
      lang.queries.map((query) => [
        bench.label,
        lang.lang,
        String(lang.pages),
        kib(lang.indexBytes),
        ms(lang.initMs),
        query.query,
        String(query.results),
        ms(query.firstMs),
        ms(query.againMs),
        ms(query.dataMs),
      ]),
    ),
  );
  return markdownTable(
    ['Build', 'Lang', 'Pages indexed', 'Index on disk', 'Client start', 'Query', 'Results', 'First search', 'Again', 'First 8 results'],
    rows,
    [2, 3, 4, 6, 7, 8, 9],
  );
}

/** p50, p99 and max cells of a latency summary; empty when nothing was measured. */
const latencyCells = (summary: LatencySummary | null) => (summary ? [ms(summary.p50), ms(summary.p99), ms(summary.max)] : ['–', '–', '–']);

/** The locked-store bench (relay.ts, STORE_LOCK): the static page without and with the lock, and the posts. */
export function storeLockTable(run: StoreLockRun): string {
  const row = (label: string, summary: LatencySummary | null, failed: string) => [label, String(summary?.count ?? 0), ...latencyCells(summary), failed];
  const table = markdownTable(
    ['Static page /', 'Served', 'p50', 'p99', 'max', 'No answer'],
    [row('no lock', run.unlocked, '–'), row('write lock held by another process', run.locked, String(run.failed))],
    [1, 2, 3, 4, 5],
  );
  return `${table}\n\nPosts while the lock was held: ${run.posts.map((post) => `${post.status} after ${post.ms} ms`).join(', ')}.`;
}

/** Second copies per 100 leads of one kind, '–' when none of that kind was accepted. */
const perHundred = ({ leads, copies }: { leads: number; copies: number }) => (leads === 0 ? '–' : ((copies * 100) / leads).toFixed(0));

/** The relay bench (relay.ts): one row per runtime, accept latency, then the time from the answer to the delivery. */
export function relayTable(runs: readonly RelayRun[]): string {
  const rows = runs.map((run) => {
    const refused = Object.entries(run.refused).map(([status, count]) => `${status === '0' ? 'no answer' : status}×${count}`);
    return [
      run.runtime,
      `${run.accepted}/${run.posts}${refused.length ? ` (${refused.join(', ')})` : ''}`,
      ...latencyCells(run.accept),
      (run.posts / (run.burstMs / 1000)).toFixed(0),
      `${run.delivered}/${run.accepted}`,
      String(run.doubled),
      (['contact', 'newsletter'] as const).map((kind) => perHundred(run.duplicates[kind])).join(' / '),
      ...latencyCells(run.toDelivery),
      `${run.deliveredBeforeAnswer}`,
      `${(run.startupMs / 1000).toFixed(1)} s`,
    ];
  });
  return markdownTable(
    ['Runtime', 'Accepted', 'Accept p50', 'Accept p99', 'Accept max', 'Posts/s', 'Delivered', 'Doubled', 'Duplicates per 100 leads (contact / newsletter)', 'Answer→delivery p50', 'p99', 'max', 'Delivered before answer', 'Start-up'],
    rows,
    [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  );
}
