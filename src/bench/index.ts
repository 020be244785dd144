import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONSENT_COOKIE } from '@/features/consent/consent-cookie';
import { CSS_BUDGET, HTML_BUDGET, JS_BUDGET } from '@/bench/budgets';
import { measurePage } from '@/bench/page-weight';
import { templatePages } from '@/bench/template-pages';
import { floorTable, twinPath, writeTwins, type FloorResult } from './floor';
import { chromiumPath, chromiumVersion, runLighthouse, shownWithAndWithout, type Cookie } from './lighthouse';
import { measureBuild } from './measure-build';
import { parseBenchArgs, USAGE, type BenchOptions } from './options';
import { AMBIGUOUS, benchRelay, benchStoreLock, cleanUpNow, STORE_LOCK, stopAll, WARM_UP_POSTS, type RelayRun } from './relay';
import { measurePublish, publishTable } from './publish';
import { measureSearch, type SearchBench } from './search';
import { freePort, startSite } from './serve';
import type { TouchMode } from './touch';
import { measureTaps, TAP_MOMENTS, momentLabel, TAP_THROTTLING, tapPages, tapsTable, tapsTwinTable, tapsByMomentTable, tapsWithinGoal, type TapResult, type TapRun } from './taps';
import { summarize, type LighthouseRun } from './summary';
import {
  buildsTable,
  failingAuditsList,
  MISS,
  pagesTable,
  relayTable,
  storeLockTable,
  searchTable,
  singleRunsTable,
  type BuildResult,
  type PageResult,
} from './table';

const OUT_DIR = path.resolve('out');
/** The decision every measured run carries, so the banner neither paints nor shifts anything. */
const CONSENT: Cookie = { name: CONSENT_COOKIE, value: 'false' };
const BANNER_SELECTOR = '[aria-labelledby="cookie-banner-title"]';

const progress = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const minutes = (ms: number) => `${(ms / 60_000).toFixed(1)} min`;

/** Lighthouse now and then loses the trace of a load (NO_NAVSTART); a run counts as failed after this many tries. */
const ATTEMPTS = 3;

async function lighthouseRun(url: string, cookie: Cookie | null): Promise<{ run: LighthouseRun; settings: string } | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      return await runLighthouse(url, cookie);
    } catch (error) {
      progress(`  run failed (attempt ${attempt}): ${(error as Error).message}`);
    }
  }
  return null;
}

/** Renames a folder, or copies it when the temporary folder is on another file system. */
async function move(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch {
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}

/**
 * Builds with extra posts while the normal site waits aside, measures its search index, then puts the normal site
 * back: out/ never keeps the big site.
 */
async function scaleBuild(posts: number): Promise<{ build: BuildResult; search: SearchBench }> {
  const aside = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const kept = path.join(aside, 'out');
  const hadSite = existsSync(OUT_DIR);
  if (hadSite) await move(OUT_DIR, kept);
  try {
    // Own snapshots, so the normal build's CMS snapshots in .next/cache stay as they were.
    const label = `+${posts} posts per language`;
    const build = await measureBuild(label, { CMS_EXTRA_POSTS: String(posts), CMS_SNAPSHOT_DIR: path.join(aside, 'cms') }, OUT_DIR);
    progress('measuring the search index of the scale build');
    return { build, search: await measureSearch(label, OUT_DIR) };
  } finally {
    await rm(OUT_DIR, { recursive: true, force: true });
    if (hadSite) await move(kept, OUT_DIR);
    await rm(aside, { recursive: true, force: true });
  }
}

async function measurePages(options: BenchOptions, origin: string) {
  const results: PageResult[] = [];
  const pairs = options.templates.flatMap((template) => options.langs.map((lang) => ({ template, lang })));
  let settings = '';
  for (const [index, { template, lang }] of pairs.entries()) {
    const page = templatePages(OUT_DIR, lang)[template];
    const runs: LighthouseRun[] = [];
    for (let n = 1; n <= options.runs; n++) {
      progress(`${index + 1}/${pairs.length} ${template} ${page}: run ${n}/${options.runs}`);
      const outcome = await lighthouseRun(`${origin}${page}`, CONSENT);
      if (outcome) {
        runs.push(outcome.run);
        settings = outcome.settings;
      }
    }
    results.push({ template, lang, page, weight: measurePage(OUT_DIR, page), lighthouse: runs.length ? summarize(runs) : null, runsAsked: options.runs });
  }
  const undecided = [];
  if (options.templates.includes('home')) {
    for (const lang of options.langs) {
      const page = templatePages(OUT_DIR, lang).home;
      progress(`home ${page} without a consent decision: 1 run`);
      const outcome = await lighthouseRun(`${origin}${page}`, null);
      undecided.push({ lang, page, run: outcome ? summarize([outcome.run]) : null });
    }
  }
  return { results, undecided, settings };
}

/** Each page and its script-free twin, measured alternately so the machine's load falls on both alike. */
async function measureFloor(options: BenchOptions, origin: string): Promise<FloorResult[]> {
  const pairs = options.templates.flatMap((template) => options.langs.map((lang) => ({ template, lang, page: templatePages(OUT_DIR, lang)[template] })));
  const removeTwins = await writeTwins(OUT_DIR, pairs.map(({ page }) => page));
  const results: FloorResult[] = [];
  try {
    for (const [index, { template, lang, page }] of pairs.entries()) {
      const result: FloorResult = { template, lang, page, runs: [], twinRuns: [] };
      for (let n = 1; n <= options.runs; n++) {
        progress(`${index + 1}/${pairs.length} ${template} ${page} and its twin: run ${n}/${options.runs}`);
        const run = await lighthouseRun(`${origin}${page}`, CONSENT);
        if (run) result.runs.push(run.run);
        const twin = await lighthouseRun(`${origin}${twinPath(page)}`, CONSENT);
        if (twin) result.twinRuns.push(twin.run);
      }
      results.push(result);
    }
  } finally {
    await removeTwins();
  }
  return results;
}

/**
 * The checkout being measured: its commit, and whether the code under test differs from it. The bench's own files
 * do not count, so the same bench copied into an older checkout still names that checkout's commit as is.
 */
function checkout(): string {
  const git = (...args: string[]) => spawnSync('git', args, { encoding: 'utf8' });
  const commit = git('rev-parse', '--short', 'HEAD').stdout?.trim() || 'unknown commit';
  const status = git('status', '--porcelain', '--untracked-files=no', '--', 'src', 'functions', 'wrangler.toml', ':(exclude)src/bench');
  const changed = status.status === 0 && status.stdout.trim() !== '';
  return `${commit}${changed ? ' with uncommitted changes to the code under test' : ''} (${process.cwd()})`;
}

/** `--relay`: the form relay's accept latency and its time to delivery, on each runtime asked for; nothing else. */
async function relayMain(options: BenchOptions) {
  const started = new Date();
  const loadAtStart = os.loadavg();
  // Runtimes run in process groups of their own: stop them on the way out, however the bench ends.
  const interrupted = (signal: NodeJS.Signals) => {
    progress(`${signal}: stopping the relay's runtimes`);
    void stopAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  process.once('exit', cleanUpNow);
  const settings = { posts: options.relayPosts, concurrency: options.relayConcurrency, providerLatencyMs: options.providerLatencyMs, ambiguous: options.ambiguous };
  const runs: RelayRun[] = [];
  try {
    for (const runtime of options.relayRuntimes) runs.push(await benchRelay(runtime, settings));
  } finally {
    await stopAll();
  }
  const loadAtEnd = os.loadavg();
  const took = Date.now() - started.getTime();
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' ');
  const lines = [
    `## Relay benchmark of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 1024 ** 3)} GiB RAM, ` +
      `Node ${process.version}; load average (1, 5, 15 min) ${load(loadAtStart)} at the start, ${load(loadAtEnd)} at the end.`,
    `- Code: ${checkout()}.`,
    `- Burst: ${settings.posts} posts (half contact, half newsletter), ${settings.concurrency} at a time, each from a ` +
      `CF-Connecting-IP of its own, in-memory rate limit off (RELAY_RATE_LIMIT_MAX=0); ${WARM_UP_POSTS} warm-up posts first, ` +
      'delivered before the burst and left out. Node: src/server/main.ts on a one-page site, lead store in a temporary ' +
      'directory; workerd: src/operator/serve-workerd.ts on out/, state in a temporary directory (--persist-to).',
    settings.ambiguous
      ? `- Fake Customer.io on 127.0.0.1 answering each lead's first request ${AMBIGUOUS.relayTimeoutMs + AMBIGUOUS.lateByMs} ms after it ` +
        `arrives, past the relay's delivery timeout (RELAY_PROVIDER_TIMEOUT_MS=${AMBIGUOUS.relayTimeoutMs}, retries ` +
        `${AMBIGUOUS.retryBaseSeconds} s apart: LEADS_RETRY_BASE_SECONDS=${AMBIGUOUS.retryBaseSeconds}), later ones after ` +
        `${settings.providerLatencyMs} ms; second copies counted until ${AMBIGUOUS.watchMs / 1000} s after the last first one.`
      : `- Fake Customer.io on 127.0.0.1, healthy, answering ${settings.providerLatencyMs} ms after each request arrives.`,
    '- Accept: from sending a post to having read its whole answer (accepted posts only). Answer→delivery: from that ' +
      'answer to the arrival of its request at the fake; negative when the request arrived before the answer (a relay ' +
      'that calls the provider before answering). Percentiles are nearest-rank.',
    '',
    relayTable(runs),
    '',
    `Bench took ${minutes(took)}.`,
  ];
  console.log(lines.join('\n'));
  if (options.json) {
    const json = { date: started.toISOString(), options, code: checkout(), machine: { cores: os.cpus().length, node: process.version, loadAtStart, loadAtEnd }, relay: runs, tookMs: took };
    await writeFile(options.json, `${JSON.stringify(json, null, 2)}\n`);
    progress(`results written to ${options.json}`);
  }
}

/** `--store-lock`: the static page while another process holds the lead store's write lock (relay.ts); nothing else. */
async function storeLockMain() {
  const started = new Date();
  const loadAtStart = os.loadavg();
  process.once('exit', cleanUpNow);
  let run;
  try {
    run = await benchStoreLock();
  } finally {
    await stopAll();
  }
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' ');
  console.log(
    [
      `## Locked lead store of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `- Machine: ${os.cpus().length} cores, load average (1, 5, 15 min) ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end.`,
      `- Code: ${checkout()}.`,
      `- src/server/main.ts on a one-page site; \`/\` fetched ${STORE_LOCK.unlockedPages} times with no lock, then every ` +
        `${STORE_LOCK.pageEveryMs} ms for ${STORE_LOCK.holdMs / 1000} s while another process holds the SQLite write lock ` +
        `(BEGIN IMMEDIATE), newsletter posts at ${STORE_LOCK.postsAtMs.map((ms) => ms / 1000).join(', ')} s.`,
      '',
      storeLockTable(run),
    ].join('\n'),
  );
}

/** How each way of touching reaches the page (touch.ts), for the taps report. */
const TOUCH_SOURCE: Record<TouchMode, string> = {
  screen: 'from a virtual X screen (Xvfb, xdotool) into a headed Chromium, whose touch emulation sends it to the renderer at once, as a finger\'s.',
  devtools: 'by DevTools (`Input.dispatchTouchEvent`), which sends it only after the renderer\'s next commit, a wait a finger does not have.',
};

/** `--taps --floor`: the pages beside their twins without scripts, and how many taps each kept within 100 ms. */
function twinSection(results: TapResult[], touch: TouchMode): string[] {
  const count = (runs: TapRun[]) => `${tapsWithinGoal(runs)} of ${runs.length}`;
  return [
    '',
    '### Against the twin without scripts (loaded alternately, same moments)',
    '',
    `Taps within 100 ms: ${count(results.flatMap((result) => result.runs))} on the pages, ${count(results.flatMap((result) => result.twinRuns ?? []))} on their twins. ` +
      "A twin is watched from its first paint to as long after its `load` as its page's hydration + 1 s came.",
    '',
    tapsTwinTable(results),
    '',
    'Taps within 100 ms by moment, from the touch\'s timestamp and from its pointerdown in the page. The second is a best case: it leaves out ' +
      `${touch === 'devtools' ? 'DevTools\' hold of an injected touch until the renderer\'s next commit, which a finger does not wait for, and also ' : ''}` +
      'the task the page was running when the touch came, which a finger waits for.',
    '',
    tapsByMomentTable(results),
  ];
}

/** `--taps`: a touch on the menu at each moment of each page's load on a throttled phone (taps.ts); nothing else. */
async function tapsMain(options: BenchOptions) {
  // Exiting runs the hooks that stop what the bench started: the site server, Chromium, the virtual screen.
  const interrupted = (signal: NodeJS.Signals) => {
    progress(`${signal}: stopping the site, the browser and the virtual screen`);
    process.exit(130);
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const started = new Date();
  const loadAtStart = os.loadavg();
  if (!options.skipBuild) {
    progress('building the site (npm run build)');
    await measureBuild('sample content', {}, OUT_DIR);
  }
  const siteDir = options.site && options.skipBuild ? path.resolve(options.site) : OUT_DIR;
  const pages = options.langs.flatMap((lang) => tapPages(siteDir, lang)).filter((page) => options.templates.includes(page.template));
  const removeTwins = options.floor ? await writeTwins(siteDir, pages.map((page) => page.page)) : undefined;
  let results;
  try {
    const port = options.port ?? (await freePort());
    const site = await startSite(siteDir, port);
    try {
      results = await measureTaps(site.origin, pages, options.runs, progress, options.floor ? twinPath : undefined, options.touch);
    } finally {
      await site.stop();
    }
  } finally {
    await removeTwins?.();
  }
  const load = (averages: number[]) => averages.map((value) => value.toFixed(2)).join(' ');
  const { latencyMs, downloadKbps, uploadKbps, cpuSlowdown } = TAP_THROTTLING;
  console.log(
    [
      `## Taps of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `- Machine: ${os.cpus().length} cores, load average (1, 5, 15 min) ${load(loadAtStart)} at the start, ${load(os.loadavg())} at the end; ${chromiumVersion()}.`,
      `- Code: ${checkout()}; site served from ${siteDir === OUT_DIR ? 'out/' : options.site}.`,
      `- Phone: 375×812, touch, DPR 3; CDP throttling ${cpuSlowdown}× CPU, ${latencyMs} ms RTT, ${downloadKbps} kbit/s down, ${uploadKbps} kbit/s up; ` +
        `a cookie decision stored; a fresh context per load; one load per moment (${TAP_MOMENTS.map(momentLabel).join(', ')} ms), ${options.runs} run(s) each.`,
      `- Moments: a touch on the menu button at the first contentful paint, at \`load\`, or so many ms after it, ${TOUCH_SOURCE[options.touch]} ` +
        'Each cell: from the touch\'s timestamp to the first animation frame showing the menu\'s panel, worst of the runs (✗ past 100 ms). ' +
        'Worst wait to reach the page: over the page\'s runs, from the touch to its pointerdown in the page: the browser\'s handling of the touch ' +
        `and the task the page was running when it came${options.touch === 'devtools' ? ', and DevTools\' hold' : ''}. ` +
        'Longest task (`longtask`) and frame (`long-animation-frame`): from the first paint to 1 s after `<html data-hydrated>`, ' +
        'over all loads of the page (✗ past 50 ms); "Frame mostly": the script that took most of that frame, with its invoker. ' +
        'After: the page scrolled, or hydration closed the panel the tap opened.',
      '',
      tapsTable(results),
      ...(options.floor ? twinSection(results, options.touch) : []),
    ].join('\n'),
  );
  if (options.json) await writeFile(options.json, `${JSON.stringify({ date: started.toISOString(), code: checkout(), touch: options.touch, taps: results }, null, 2)}\n`);
}

/** Publish-to-live at one size (publish.ts): two builds, their phases, and what the second changed. */
async function publishMain(options: BenchOptions, extraPosts: number) {
  const started = new Date();
  const bench = await measurePublish(extraPosts, OUT_DIR, progress);
  console.log(
    [
      `## Publish of one post changed, ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `- Machine: ${os.cpus().length} cores, ${Math.round(os.totalmem() / 1024 ** 3)} GiB RAM, Node ${process.version}. Code: ${checkout()}.`,
      `- Content: the built-in CMS${extraPosts ? ` with CMS_EXTRA_POSTS=${extraPosts}` : ''}; between the builds one seed post gained a sentence.`,
      '',
      publishTable(bench),
    ].join('\n'),
  );
  if (options.json) await writeFile(options.json, `${JSON.stringify({ date: started.toISOString(), code: checkout(), publish: bench }, null, 2)}\n`);
}

async function main() {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return;
  }
  const options = parseBenchArgs(argv);
  if (options.storeLock) return storeLockMain();
  if (options.relay) return relayMain(options);
  if (options.taps) return tapsMain(options);
  if (options.publish !== null) return publishMain(options, options.publish);
  const started = new Date();
  const timings: string[] = [];
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    try {
      return await work();
    } finally {
      timings.push(`${label} ${minutes(Date.now() - start)}`);
    }
  };

  const builds: BuildResult[] = [];
  if (options.skipBuild) {
    if (!existsSync(path.join(OUT_DIR, 'index.html'))) throw new Error('No built site in out/: run without --skip-build');
  } else {
    progress('building the site (npm run build)');
    builds.push(await timed('build', () => measureBuild('sample content', {}, OUT_DIR)));
  }

  const machine = {
    cores: os.cpus().length,
    cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    chromium: `${chromiumVersion()} (${chromiumPath()})`,
    loadAtStart: os.loadavg()[0],
  };

  const port = options.port ?? (await freePort());
  let measured: Awaited<ReturnType<typeof measurePages>> | null = null;
  let floor: FloorResult[] = [];
  let banner: { without: boolean; with: boolean } | null = null;
  if (!options.skipLighthouse) {
    progress(`serving out/ on 127.0.0.1:${port}`);
    const site = await startSite(OUT_DIR, port);
    try {
      banner = await shownWithAndWithout(`${site.origin}/${options.langs[0]}`, BANNER_SELECTOR, CONSENT);
      progress(`consent banner: ${banner.without ? 'shows' : 'does NOT show'} without the cookie, ${banner.with ? 'SHOWS' : 'hidden'} with it`);
      if (options.floor) floor = await timed('Lighthouse (floor)', () => measureFloor(options, site.origin));
      else measured = await timed('Lighthouse', () => measurePages(options, site.origin));
    } finally {
      await site.stop();
    }
  }

  progress('measuring the search index of out/');
  const searches = [await timed('search', () => measureSearch(builds.length ? 'sample content' : 'out/ as found', OUT_DIR))];
  if (!options.skipScale) {
    progress(`building with ${options.scalePosts} extra posts per language (out/ is put back afterwards)`);
    const scale = await timed('scale build', () => scaleBuild(options.scalePosts));
    builds.push(scale.build);
    searches.push(scale.search);
  }
  const loadAtEnd = os.loadavg()[0];
  const took = Date.now() - started.getTime();

  const budgets = { js: JS_BUDGET, css: CSS_BUDGET, html: HTML_BUDGET };
  const lines = [
    `## Benchmark of ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `- Machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGiB} GiB RAM, Node ${machine.node}, ${machine.chromium}; ` +
      `load average ${machine.loadAtStart.toFixed(2)} at the start, ${loadAtEnd.toFixed(2)} at the end.`,
  ];
  if (options.floor && banner) {
    lines.push(
      `- Consent: every run carries \`${CONSENT.name}=${CONSENT.value}\` (rejected) in the browser's cookie jar (checked: banner ` +
        `${banner.without ? 'shown' : 'NOT shown'} without the cookie, ${banner.with ? 'STILL SHOWN' : 'absent'} with it).`,
      '',
      '### Floor: each page against its twin without scripts (alternate runs, medians)',
      '',
      floorTable(floor),
      '',
      "Goal (✗ marks a miss): performance 100, FCP at most 1.05× and LCP at most 1.1× the twin's, TBT at most 50 ms, CLS 0.",
    );
  }
  if (measured && banner) {
    lines.push(
      `- ${measured.settings || 'Lighthouse'}: its default config. Each number is the median of ${options.runs} runs, ` +
        'taken per metric (so a row need not be one single run); a fresh Chromium profile for every run.',
      `- Consent: every run carries \`${CONSENT.name}=${CONSENT.value}\` (rejected) in the browser's cookie jar, so the ` +
        `banner does not skew the result (checked: banner ${banner.without ? 'shown' : 'NOT shown'} without the cookie, ` +
        `${banner.with ? 'STILL SHOWN' : 'absent'} with it).`,
      `- Targets:${MISS} marks a miss. Scores 100, LCP < 1.5 s, CLS 0; JS gzip within its template's budget in ` +
        'src/bench/budgets.ts, CSS and HTML gzip within theirs. TBT has no target of its own.',
      '',
      '### Pages',
      '',
      pagesTable(measured.results, budgets),
    );
    lines.push('', '### What Lighthouse flags (failed in at least half of the runs)', '', failingAuditsList(measured.results));
  }
  if (measured?.undecided.length) {
    lines.push(
      '',
      '### Home with no consent decision (banner showing), 1 run',
      '',
      singleRunsTable(measured.undecided),
      '',
      'Flagged in these runs:',
      '',
      failingAuditsList(measured.undecided.map(({ lang, run }) => ({ template: 'home', lang, lighthouse: run }))),
    );
  }
  if (builds.length) lines.push('', '### Builds', '', buildsTable(builds));
  lines.push(
    '',
    '### Search',
    '',
    'Pagefind index per language (pages indexed, bytes on disk: index chunks, fragments, metadata, WebAssembly) and ' +
      'query times in Chromium on loopback, fresh browser per language, no throttling. Shared client ' +
      `(pagefind.js and its worker): ${searches.map((bench) => `${(bench.clientBytes / 1024).toFixed(1)} KiB`).join(' / ')}.`,
    '',
    searchTable(searches),
  );
  lines.push('', `Bench took ${minutes(took)} (${timings.join(', ')}).`);
  console.log(lines.join('\n'));

  if (options.json) {
    const json = {
      date: started.toISOString(),
      options,
      machine: { ...machine, loadAtEnd },
      lighthouse: measured?.settings ?? null,
      consent: CONSENT,
      banner,
      budgets,
      pages: measured?.results ?? [],
      homeWithoutConsent: measured?.undecided ?? [],
      floor,
      builds,
      search: searches,
      tookMs: took,
    };
    await writeFile(options.json, `${JSON.stringify(json, null, 2)}\n`);
    progress(`results written to ${options.json}`);
  }
}

main().catch((error: Error) => {
  console.error(`\nBench failed: ${error.message}`);
  process.exit(1);
});
