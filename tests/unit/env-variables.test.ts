import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/** Read by the code but set by the platform or the build itself, never by whoever runs the site. */
const NOT_SETTINGS = new Set([
  'CI', // set by every CI system
  'PATH', // the shell's own: publishing-issue.test.ts puts a fake gh in front of it
  'GITHUB_STEP_SUMMARY', // set by GitHub Actions: the run's summary page, where the editors' report goes too
  'RUN_URL', // set by deploy.yml's last step: the run's address, for the editors' notice (publishing-failed.ts)
  'BUILD_OUTCOME', // set by deploy.yml's last step: the build step's outcome (publishing-failed.ts)
  'ASSETS', // Cloudflare's static-assets binding of a Worker
  'RELAY_RATE_LIMITER', // Cloudflare's Rate Limiting binding (wrangler config, not a variable)
  'LEADS_DB', // the Worker's D1 binding (wrangler.toml)
  'LEADS_QUEUE', // the Worker's Queue binding (wrangler.toml)
  'NEXT_PUBLIC_BUILD_YEAR', // written by next.config.ts
  'BROWSER_BUNDLE', // defined in the browser bundle only (src/page-pipeline/bundle/webpack.ts)
]);

/** SCREAMING_SNAKE strings that are not variables: GraphQL's introspection type kinds (the CMS contract check), SQLite's error codes. */
const NOT_VARIABLES = new Set(['NON_NULL', 'INPUT_OBJECT', 'SQLITE_BUSY']);

/** Every source file whose code may read a variable: src, tests and the root configs. */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.(ts|tsx|js|mjs|cjs|mts)$/.test(entry.name)) files.push(file);
    }
  };
  for (const dir of ['src', 'tests']) {
    try {
      walk(path.join(root, dir));
    } catch {
      // a folder the project does not have
    }
  }
  for (const file of readdirSync(root)) if (/\.(ts|js|mjs|cjs|mts)$/.test(file)) files.push(path.join(root, file));
  return files;
}

/**
 * Names the code reads: `process.env.X`, `env.X` or `env['X']` (the relay reads a record of bindings), and the
 * SCREAMING_SNAKE names it passes to its readers as strings (`get('CMS_WEBHOOK_SECRET')`). Tests' own fixture
 * records are left out: only what the code reads counts.
 */
function namesRead(): Map<string, string> {
  const found = new Map<string, string>();
  const patterns = [/\benv\.([A-Z][A-Z0-9_]*)\b/g, /\benv\[['"]([A-Z][A-Z0-9_]*)['"]\]/g];
  const literal = /['"`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)['"`]/g;
  for (const file of sourceFiles().filter((file) => file !== __filename)) {
    const text = readFileSync(file, 'utf8');
    const relative = path.relative(root, file);
    for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.set(match[1], relative);
    if (/\.test\.tsx?$|\.spec\.ts$/.test(file)) continue;
    for (const match of text.matchAll(literal)) if (!match[1].startsWith('ERR_') && !NOT_VARIABLES.has(match[1])) found.set(match[1], relative);
  }
  return found;
}

describe('.env.example', () => {
  it('lists every variable the code reads', () => {
    const example = readFileSync(path.join(root, '.env.example'), 'utf8');
    // Lines `NAME=`, plus the deploy workflow's names, which its last section documents in prose (set in GitHub).
    const deploySection = example.slice(example.indexOf('# ---- Deploy workflow'));
    const listed = new Set([
      ...[...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
      ...[...deploySection.matchAll(/\b([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)\b/g)].map((m) => m[1]),
    ]);
    const read = namesRead();
    expect(read.size).toBeGreaterThan(30);
    const unlisted = [...read].filter(([name]) => !listed.has(name) && !NOT_SETTINGS.has(name)).map(([name, file]) => `${name} (${file})`);
    expect(unlisted).toEqual([]);
  });
});
