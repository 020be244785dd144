import { isLang, LANGUAGES, type Lang } from '@/lib/i18n/languages';
import type { Template } from '@/scripts/budgets';
import { TEMPLATES } from '@/scripts/template-pages';

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
};

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
  --floor             measure each page against its own copy without scripts, alternately, and print the ratios`;

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
};

function positiveInteger(name: string, value: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} needs a positive whole number, got "${value}"`);
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
      case '--port':
        options.port = positiveInteger(name, value());
        break;
      default:
        throw new Error(`Unknown option ${argv[i]}`);
    }
  }
  return options;
}
