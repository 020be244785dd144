import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problem } from '@/lib/cms/problems';
import { ContentRefusedError, type LanguageReview } from '@/lib/cms/review';
import { writeEditorsReport, type BuildOutcome } from '@/build/editors-report';

/**
 * The deploy's last two steps, run as GitHub runs them (bash -eo pipefail) against a fake `gh` that records its
 * calls and answers `issue list` through the step's own --jq filter (with jq, as gh's built-in jq would), in a
 * folder standing for the run's checkout, with the report the build wrote there.
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

/** The run's checkout: the project's code and installed tools, as the step finds them after `npm install`. */
function checkout() {
  for (const name of ['node_modules', 'src', 'tsconfig.json', 'package.json']) symlinkSync(path.join(ROOT, name), path.join(dir, name));
}

/** Runs a step with open issues as GitHub's API lists them; returns gh's calls, the body it was given and stderr. */
function run(step: Step, openIssues: Array<{ number: number; title: string }>, extraEnv: Record<string, string> = {}) {
  const files = { log: path.join(dir, 'gh.log'), body: path.join(dir, 'body.md') };
  // The workflow's own values, but not GitHub's expressions (secrets and variables), which only GitHub fills in.
  const fixed = Object.fromEntries(Object.entries(step.env ?? {}).filter(([, value]) => !value.startsWith('${{')));
  const env = {
    NODE_ENV: 'test' as const,
    PATH: `${path.join(dir, 'bin')}:${process.env.PATH}`,
    GITHUB_REPOSITORY: 'nortia/site',
    RUNNER_TEMP: dir,
    ...fixed,
    GH_TOKEN: 'token',
    RUN_URL: 'https://github.com/nortia/site/actions/runs/7',
    BUILD_OUTCOME: 'failure',
    FAKE_LOG: files.log,
    FAKE_BODY: files.body,
    FAKE_ISSUES: JSON.stringify(openIssues),
    ...extraEnv,
  };
  const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run!], { cwd: dir, env, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  const read = (file: string) => { try { return readFileSync(file, 'utf8'); } catch { return ''; } };
  return { calls: read(files.log).trim().split('\n').filter(Boolean), body: read(files.body), stdout: result.stdout, stderr: result.stderr };
}

const report = { file: () => path.join(dir, 'reports/editors-report.md') };
const refusal = (): BuildOutcome => {
  const review: LanguageReview = {
    lang: 'es',
    published: [],
    leftOut: [],
    refused: [{ post: { id: 'c9', title: 'Fondo', slug: 'Fondo', publishDate: '2026-11-02' }, problem: problem('slugNotAllowed', { slug: 'Fondo', suggestion: 'fondo' }) }],
    warnings: [],
  };
  return { stage: 'PUBLISHED', day: '2026-11-26', reviews: [review], failure: new ContentRefusedError([review]) };
};
const published = (): BuildOutcome => ({
  stage: 'PUBLISHED',
  day: '2026-11-26',
  reviews: [{ lang: 'es', published: [{ id: 'c1', title: 'Bonos', slug: 'bonos', publishDate: '2026-11-02' }], leftOut: [], refused: [], warnings: [] }],
  failure: null,
});

describe('the deploy tells the editors', () => {
  it('needs jq here, as gh has its own (install it: apt-get install jq)', () => {
    expect(spawnSync('jq', ['--version']).status).toBe(0);
  });

  it('opens "Publishing failed" with the run and the editors\' report, in their language, when no such issue is open', async () => {
    checkout();
    await writeEditorsReport(refusal(), { file: report.file() });
    const { calls, body } = run(notice, [{ number: 3, title: 'Publishing failed again?' }]);
    expect(calls.at(-1)).toMatch(/^issue create --repo nortia\/site --title Publishing failed --body-file /);
    expect(body).toMatch(/^Detalles técnicos de esta publicación \(para el equipo técnico\): https:\/\/github\.com\/nortia\/site\/actions\/runs\/7\n/);
    expect(body).toContain('**Rechazado: no se ha publicado nada.**');
    expect(body).toContain('cambia el campo «Slug» por «fondo»');
  });

  it('says the truth when the build went through and the upload failed: built, not published', async () => {
    checkout();
    await writeEditorsReport(published(), { file: report.file() });
    // What the build itself wrote: published, as far as it knew.
    expect(readFileSync(report.file(), 'utf8')).toContain('**Publicado.** 1 entrada en la web.');
    const { body } = run(notice, [], { BUILD_OUTCOME: 'success', EDITORS_LANGUAGE: 'en' });
    expect(body).toContain('**The site was built, but the upload failed: nothing was published.**');
    expect(body).not.toMatch(/Published\.|Publicado/);
    expect(body).not.toContain('## Published');
  });

  it('comments on the open issue instead of opening another, and says so when the build wrote no report', () => {
    checkout();
    const { calls, body } = run(notice, [{ number: 3, title: 'Other' }, { number: 12, title: 'Publishing failed' }]);
    expect(calls.at(-1)).toMatch(/^issue comment 12 --repo nortia\/site --body-file /);
    expect(body).toContain('**La publicación se detuvo antes de revisar las entradas: no se ha publicado nada.**');
  });

  it('e-mails the report to EDITORS_EMAIL: to the outbox without Customer.io keys', async () => {
    checkout();
    await writeEditorsReport(refusal(), { file: report.file() });
    const { stdout } = run(notice, [], { EDITORS_EMAIL: 'editores@nortia.test', OUTBOX_DIR: path.join(dir, 'outbox') });
    expect(stdout).toContain('Editors e-mailed (outbox)');
    const mail = JSON.parse(readFileSync(path.join(dir, 'outbox/editors-7.json'), 'utf8')) as { kind: string; message_data: Record<string, string> };
    expect(mail.kind).toBe('editors');
    expect(mail.message_data).toMatchObject({ to: 'editores@nortia.test', subject: 'El blog no se ha publicado (2026-11-26): hay que corregir algo', run_url: 'https://github.com/nortia/site/actions/runs/7' });
    expect(mail.message_data.report).toContain('**Rechazado: no se ha publicado nada.**');
  });

  it('opens the issue with the run\'s link even when the project\'s tools are missing (a failed install)', () => {
    const { calls, body } = run(notice, []);
    expect(calls.at(-1)).toMatch(/^issue create /);
    expect(body).toBe('Nothing was published: the site online is unchanged. The run: https://github.com/nortia/site/actions/runs/7\n');
  });

  it('keeps the body under GitHub\'s limit', async () => {
    checkout();
    const many = refusal();
    const refused = many.reviews![0].refused[0];
    many.reviews![0].refused = Array.from({ length: 600 }, (_, index) => ({ ...refused, post: { ...refused.post, id: `c${index}` } }));
    await writeEditorsReport(many, { file: report.file() });
    expect(readFileSync(report.file(), 'utf8').length).toBeGreaterThan(65_536);
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
