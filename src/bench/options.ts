import { isLang, LANGUAGES, type Lang } from '@/lib/i18n/languages';
import type { Template } from '@/bench/budgets';
import { TEMPLATES } from '@/bench/template-pages';
import { TOUCH_MODES, type TouchMode } from '@/bench/touch';

export type BenchOptions = {
  /** Lighthouse runs per page; the table shows each metric's median. */
  runs: number;
  langs: Lang[];
  templates: Template[];
  /** Measure the out/ that is there instead of building first. */
  skipBuild: boolean;
  /** Leave out the build with extra posts. */
  skipScale: boolean;
  /** Leave out Lighthouse: builds, byte counts and search only. */
  skipLighthouse: boolean;
  /** Synthetic posts per language added for the scale build. */
  scalePosts: number;
  /** Also write the results as JSON to this file. */
  json: string | null;
  /** Port of the site server; a free one when absent. */
  port: number | null;
  /** Measure each page against its script-free twin instead of the usual table (see floor.ts). */
  floor: boolean;
  /** Measure the form relay instead of the site (relay.ts): accept latency and accept → delivery; nothing else. */
  relay: boolean;
  /** With --taps --skip-build: the exported site to serve instead of out/ (a copy of an earlier build, to compare). */
  site: string | null;
  /** Measure taps on the menu at each moment of a load on a throttled phone instead (taps.ts), with the long tasks. */
  taps: boolean;
  /** With --taps: how the finger lands (touch.ts): from a virtual X screen, or DevTools' injected touch. */
  touch: TouchMode;
  /** Measure publish-to-live instead (publish.ts): a build, one post changed, a warm build, at this many extra posts per language. */
  publish: number | null;
  /** Runtimes the relay is measured on, one after the other (node first). */
  relayRuntimes: RelayRuntime[];
  /** Posts in the relay's burst, half contact and half newsletter. */
  relayPosts: number;
  /** Posts in flight at once during the burst. */
  relayConcurrency: number;
  /** How long the fake Customer.io takes to answer each request. */
  providerLatencyMs: number;
  /** The fake answers each lead's first request after the relay's delivery timeout (relay.ts, AMBIGUOUS). */
  ambiguous: boolean;
  /** Measure the static page while another process holds the lead store's write lock instead (relay.ts, STORE_LOCK). */
  storeLock: boolean;
};

export const RELAY_RUNTIMES = ['node', 'workerd'] as const;
export type RelayRuntime = (typeof RELAY_RUNTIMES)[number];

/** Upper bounds of the relay mode's numbers, so a typo cannot start a run of hours. */
export const RELAY_LIMITS = { posts: 10_000, concurrency: 100, providerLatencyMs: 5_000 } as const;

export const USAGE = `Usage: npm run bench -- [options]
  --runs N            Lighthouse runs per page (default 5); the table shows each metric's median
  --langs es,en       languages to measure (default es,en,pt,it)
  --templates a,b     templates to measure: ${TEMPLATES.join(',')} (default all)
  --skip-build        measure the site already in out/
  --skip-scale        skip the build with extra posts
  --skip-lighthouse   skip the Lighthouse runs (builds and search only)
  --scale-posts N     synthetic posts per language in the scale build (default 1000)
  --json FILE         also write the results to FILE
  --port N            port of the site server on 127.0.0.1 (default: a free one)
  --floor             measure each page against its own copy without scripts, alternately, and print the ratios
                      (with --taps: each load followed by one of the page's copy, and a table of both)
  --publish N         measure instead one publish with N extra posts per language (0: the sample site): a first
                      build, then one seed post changed and a build with the caches the first left, each build's
                      phases, and the files the second changed in out/ (what the deploy uploads); see publish.ts
  --taps              measure instead, per page on a throttled phone (4x CPU, 150 ms RTT, 1.6 Mbit/s, by CDP), a
                      touch on the menu button at paint, load and +250..+1500 ms (one load each): touch to frame,
                      longest task and animation frame with its script (see taps.ts); with --runs (default 5
                      there too; 1 is 7 loads a page), --langs, --templates, --skip-build, --port
  --touch MODE        with --taps: screen (default; a headed Chromium on Xvfb, touched through the X server by
                      xdotool, as a finger's touch arrives) or devtools (Input.dispatchTouchEvent, which holds each
                      touch until the renderer's next commit; needs nothing installed)
  --site DIR          with --taps --skip-build: serve this exported folder instead of out/ (a copy of an
                      earlier build, measured alternately with the current one)
  --relay             measure the form relay instead (nothing else): accept latency over a burst of posts, and the
                      time from the answer to the delivery at a fake Customer.io on 127.0.0.1 (see relay.ts)
  --relay-runtimes a,b  runtimes for --relay: ${RELAY_RUNTIMES.join(',')} (default both); workerd needs a built out/
  --relay-posts N     posts in the burst, half contact, half newsletter (default 200, at most ${RELAY_LIMITS.posts})
  --relay-concurrency N  posts in flight at once (default 10, at most ${RELAY_LIMITS.concurrency})
  --provider-latency MS  how long the fake Customer.io takes to answer (default 0; e.g. 200 like the real API)
  --ambiguous         with --relay: the fake answers each lead's first request only after the relay's delivery timeout
                      (cut to 1 s, retries 1 s apart), so the relay cannot know it arrived; counts the second copies
                      per 100 leads, contact and newsletter
  --store-lock        measure instead, on Node, the static page while another process holds the lead store's write
                      lock for 11 s and three form posts arrive (see relay.ts)`;

const DEFAULTS: BenchOptions = {
  runs: 5,
  langs: [...LANGUAGES],
  templates: [...TEMPLATES],
  skipBuild: false,
  skipScale: false,
  skipLighthouse: false,
  scalePosts: 1000,
  json: null,
  port: null,
  floor: false,
  relay: false,
  taps: false,
  touch: 'screen',
  site: null,
  publish: null,
  relayRuntimes: [...RELAY_RUNTIMES],
  relayPosts: 200,
  relayConcurrency: 10,
  providerLatencyMs: 0,
  ambiguous: false,
  storeLock: false,
};

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} needs a positive whole number, got "${value}"`);
  return number;
}

function bounded(name: string, value: string, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} needs a whole number from ${min} to ${max}, got "${value}"`);
  return number;
}

function list<T extends string>(name: string, value: string, allowed: readonly T[], accept: (item: string) => item is T): T[] {
  const items = value.split(',').map((item) => item.trim()).filter(Boolean);
  const unknown = items.filter((item) => !accept(item));
  if (items.length === 0 || unknown.length > 0) {
    throw new Error(`${name} takes a comma-separated list of ${allowed.join(', ')}; got "${value}"`);
  }
  // Reported in the canonical order, whatever order they were asked in.
  return allowed.filter((item) => items.includes(item));
}

const isTemplate = (value: string): value is Template => (TEMPLATES as readonly string[]).includes(value);
const isRelayRuntime = (value: string): value is RelayRuntime => (RELAY_RUNTIMES as readonly string[]).includes(value);

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  const found = allowed.find((item) => item === value.trim());
  if (!found) throw new Error(`${name} takes one of ${allowed.join(', ')}; got "${value}"`);
  return found;
}

/** Reads the bench's command line (`--name value` or `--name=value`); throws with a readable message. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = { ...DEFAULTS };
  for (let i = 0; i < argv.length; i++) {
    const [name, inline] = argv[i].split(/=(.*)/s, 2);
    const value = () => {
      const given = inline ?? argv[++i];
      if (given === undefined || given.startsWith('--')) throw new Error(`${name} needs a value`);
      return given;
    };
    switch (name) {
      case '--runs':
        options.runs = positiveInteger(name, value());
        break;
      case '--langs':
        options.langs = list(name, value(), LANGUAGES, isLang);
        break;
      case '--templates':
        options.templates = list(name, value(), TEMPLATES, isTemplate);
        break;
      case '--skip-build':
        options.skipBuild = true;
        break;
      case '--skip-scale':
        options.skipScale = true;
        break;
      case '--skip-lighthouse':
        options.skipLighthouse = true;
        break;
      case '--scale-posts':
        options.scalePosts = positiveInteger(name, value());
        break;
      case '--json':
        options.json = value();
        break;
      case '--floor':
        options.floor = true;
        break;
      case '--taps':
        options.taps = true;
        break;
      case '--site':
        options.site = value();
        break;
      case '--touch':
        options.touch = oneOf(name, value(), TOUCH_MODES);
        break;
      case '--publish':
        options.publish = bounded(name, value(), 0, 100_000);
        break;
      case '--relay':
        options.relay = true;
        break;
      case '--ambiguous':
        options.ambiguous = true;
        break;
      case '--store-lock':
        options.storeLock = true;
        break;
      case '--relay-runtimes':
        options.relayRuntimes = list(name, value(), RELAY_RUNTIMES, isRelayRuntime);
        break;
      case '--relay-posts':
        options.relayPosts = bounded(name, value(), 1, RELAY_LIMITS.posts);
        break;
      case '--relay-concurrency':
        options.relayConcurrency = bounded(name, value(), 1, RELAY_LIMITS.concurrency);
        break;
      case '--provider-latency':
        options.providerLatencyMs = bounded(name, value(), 0, RELAY_LIMITS.providerLatencyMs);
        break;
      case '--port':
        options.port = positiveInteger(name, value());
        break;
      default:
        throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  return options;
}
