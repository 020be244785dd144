import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The deploy's last two steps, run as GitHub runs them (bash -eo pipefail) against a fake `gh` that records its
 * calls and answers `issue list` through the step's own --jq filter (with jq, as gh's built-in jq would).
 */

interface Step { name?: string; run?: string; env?: Record<string, string> }
const ROOT = path.resolve(import.meta.dirname, '../..');
const steps = (parse(readFileSync(path.join(ROOT, '.github/workflows/deploy.yml'), 'utf8')) as { jobs: { deploy: { steps: Step[] } } }).jobs.deploy.steps;
const notice = steps.find((step) => /gh issue create/.test(step.run ?? ''))!;
const closing = steps.find((step) => /gh issue close/.test(step.run ?? ''))!;

const FAKE_GH = `#!/usr/bin/env bash
printf '%s\\n' "$*" >> "$FAKE_LOG"
case "$1 $2" in
  'issue list')
    while [ $# -gt 0 ]; do [ "$1" = --jq ] && filter="$2"; shift; done
    printf '%s' "$FAKE_ISSUES" | jq -r "$filter" ;;
  'issue create'|'issue comment')
    while [ $# -gt 0 ]; do [ "$1" = --body-file ] && cp "$2" "$FAKE_BODY"; shift; done ;;
esac
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publishing-issue-'));
  mkdirSync(path.join(dir, 'bin'));
  writeFileSync(path.join(dir, 'bin/gh'), FAKE_GH);
  chmodSync(path.join(dir, 'bin/gh'), 0o755);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs a step with open issues as GitHub's API lists them; returns gh's calls and the body it was given. */
function run(step: Step, openIssues: Array<{ number: number; title: string }>): { calls: string[]; body: string } {
  const files = { log: path.join(dir, 'gh.log'), body: path.join(dir, 'body.md') };
  const env = {
    NODE_ENV: 'test' as const,
    PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
    GITHUB_REPOSITORY: 'nortia/site',
    RUNNER_TEMP: dir,
    ...step.env,
    GH_TOKEN: 'token',
    RUN_URL: 'https://github.com/nortia/site/actions/runs/7',
    FAKE_LOG: files.log,
    FAKE_BODY: files.body,
    FAKE_ISSUES: JSON.stringify(openIssues),
  };
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], { cwd: dir, env, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  expect(result.status).toBe(0);
  const read = (file: string) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
  return { calls: read(files.log).trim().split('\n').filter(Boolean), body: read(files.body) };
}

describe('the deploy tells the editors', () => {
  it('needs jq here, as gh has its own (install it: apt-get install jq)', () => {
    expect(spawnSync('jq', ['--version']).status).toBe(0);
  });

  it('opens "Publishing failed" with the run and the editors\' report when no such issue is open', () => {
    mkdirSync(path.join(dir, 'reports'));
    writeFileSync(path.join(dir, 'reports/editors-report.md'), '# Blog build report\n\n**Refused: nothing was published.**\n');
    const { calls, body } = run(notice, [{ number: 3, title: 'Publishing failed again?' }]);
    expect(calls.at(-1)).toMatch(/^issue create --repo nortia\/site --title Publishing failed --body-file /);
    expect(body).toContain('The run: https://github.com/nortia/site/actions/runs/7');
    expect(body).toContain('**Refused: nothing was published.**');
  });

  it('comments on the open issue instead of opening another, and says so when the build wrote no report', () => {
    const { calls, body } = run(notice, [{ number: 3, title: 'Other' }, { number: 12, title: 'Publishing failed' }]);
    expect(calls.at(-1)).toMatch(/^issue comment 12 --repo nortia\/site --body-file /);
    expect(body).toContain("The build stopped before it wrote the editors' report");
  });

  it('keeps the body under GitHub\'s limit', () => {
    mkdirSync(path.join(dir, 'reports'));
    writeFileSync(path.join(dir, 'reports/editors-report.md'), 'x'.repeat(70_000));
    expect(run(notice, []).body.length).toBeLessThan(65_536);
  });

  it('closes the open issue after a good run, and does nothing when none is open', () => {
    expect(run(closing, [{ number: 12, title: 'Publishing failed' }]).calls.at(-1)).toBe(
      'issue close 12 --repo nortia/site --comment Published again: https://github.com/nortia/site/actions/runs/7',
    );
    rmSync(path.join(dir, 'gh.log'));
    expect(run(closing, []).calls.map((call) => call.split(' ').slice(0, 2).join(' '))).toEqual(['issue list']);
  });
});
