import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validateWorkflow } from '@action-validator/core';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DRAFT_EVENT_TYPE, PUBLISH_EVENT_TYPE } from '@/relay/webhooks/build-trigger';

/**
 * The GitHub workflows cannot run here, so they are checked as files: each one against the workflow JSON schema
 * (@action-validator/core, offline WASM), then the properties the project relies on: CI runs the README's
 * `npm test`; the deploy builds before it deploys, applies the lead store's migrations, deploys the Worker of
 * wrangler.toml (out/ as its assets), stops when the build fails and then tells the editors; the preview builds the DRAFT stage into
 * out-preview/ for a Pages project of its own, and the site's deploy never reads drafts.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKFLOWS = path.join(ROOT, '.github/workflows');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  'continue-on-error'?: unknown;
}
interface Job {
  'timeout-minutes'?: unknown;
  permissions?: Record<string, string>;
  'continue-on-error'?: unknown;
  steps?: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency?: unknown;
  permissions?: unknown;
  jobs: Record<string, Job>;
}

function load(file: string): { source: string; workflow: Workflow } {
  const source = read(path.join('.github/workflows', file));
  // YAML 1.2 (so `on:` stays a string key), duplicate keys rejected.
  const document = parseDocument(source, { uniqueKeys: true, prettyErrors: true });
  if (document.errors.length || document.warnings.length) {
    throw new Error(`${file}: ${[...document.errors, ...document.warnings].map((e) => e.message).join('; ')}`);
  }
  return { source, workflow: document.toJS() as Workflow };
}

const files = readdirSync(WORKFLOWS).filter((file) => /\.ya?ml$/.test(file));
const allSteps = (workflow: Workflow) => Object.values(workflow.jobs).flatMap((job) => job.steps ?? []);
/** The deploys run the wrangler pinned in package.json (the one the workerd tier tests), never an action's own. */
const DEPLOY_COMMAND = 'npx wrangler deploy';
const PAGES_DEPLOY_COMMAND = 'npx wrangler pages deploy';
const MIGRATE_COMMAND = 'npx wrangler d1 migrations apply LEADS_DB --remote';
const isDeploy = (step: Step) =>
  [DEPLOY_COMMAND, PAGES_DEPLOY_COMMAND].some((command) => (step.run ?? '').includes(command)) ||
  (step.uses ?? '').startsWith('cloudflare/wrangler-action@');
const RUNS_AFTER_FAILURE = /\b(always|failure|cancelled)\(\)/;

/** What one publishing workflow must be: its triggers, its concurrency, and what its deploy step runs. */
interface Publication {
  on: (on: Record<string, unknown>) => string[];
  concurrency: { group: string; 'cancel-in-progress': boolean };
  dir: string;
  /** Checks of the build step's environment. */
  build: (env: Record<string, unknown>) => string[];
  /** Checks of the deploy step and the steps before it. */
  deploy: (step: Step, before: Step[]) => string[];
  /** Checks of the steps after the deploy. */
  after?: (after: Step[]) => string[];
}

/** The issue a failed publish opens for the editors, and the good run that closes it. */
const NOTICE_ENV = { GH_TOKEN: '${{ github.token }}', TITLE: 'Publishing failed' };
const EDITORS_REPORT = 'reports/editors-report.md';
const isFailureNotice = (step: Step) => step.if === 'failure()' && /\bgh issue create\b/.test(step.run ?? '');
const isClosing = (step: Step) => /\bgh issue close\b/.test(step.run ?? '');

const SITE: Publication = {
  on: (on) => {
    const problems: string[] = [];
    const push = on.push as { branches?: unknown } | undefined;
    const dispatch = on.repository_dispatch as { types?: unknown } | undefined;
    if (JSON.stringify(push?.branches) !== JSON.stringify(['main'])) problems.push('must run on push to main only');
    if (JSON.stringify(dispatch?.types) !== JSON.stringify([PUBLISH_EVENT_TYPE])) {
      problems.push(`must run on repository_dispatch [${PUBLISH_EVENT_TYPE}], the relay's event type`);
    }
    return problems;
  },
  concurrency: { group: 'deploy-production', 'cancel-in-progress': false },
  dir: 'out',
  // The Worker exactly as wrangler.toml describes it (out/ as its assets), after the database's migrations.
  deploy: (step, before) => {
    const problems: string[] = [];
    if ((step.run ?? '').trim() !== DEPLOY_COMMAND) problems.push(`must deploy the Worker of wrangler.toml with the pinned wrangler (\`${DEPLOY_COMMAND}\`), nothing else`);
    if (!before.some((earlier) => (earlier.run ?? '').trim() === MIGRATE_COMMAND)) problems.push(`must apply the migrations (\`${MIGRATE_COMMAND}\`) before the deploy`);
    return problems;
  },
  // Editors hear of a failed publish on an issue, with their report; a good run closes it and never fails for it.
  after: (after) => {
    const problems: string[] = [];
    const notice = after.find(isFailureNotice);
    const closing = after.find(isClosing);
    if (!notice) problems.push('must tell the editors after a failure: a step `if: failure()` after the deploy that opens the issue (`gh issue create`)');
    else if (!(notice.run ?? '').includes(EDITORS_REPORT) || !/\bgh issue comment\b/.test(notice.run ?? '')) {
      problems.push(`the editors' notice must carry ${EDITORS_REPORT} and comment on the issue while it is open`);
    }
    if (!closing || closing.if || !closing['continue-on-error']) problems.push('a good run must close the issue, in a step that cannot fail the run');
    for (const step of [notice, closing]) {
      if (step && JSON.stringify({ GH_TOKEN: step.env?.GH_TOKEN, TITLE: step.env?.TITLE }) !== JSON.stringify(NOTICE_ENV)) {
        problems.push(`step "${step.name}" must use the job's token and the title "${NOTICE_ENV.TITLE}"`);
      }
    }
    return problems;
  },
  // The site never reads drafts: no stage setting (PUBLISHED is the default), no draft token within reach.
  build: (env) => (['CONTENT_STAGE', 'CMS_DRAFT_TOKEN'].some((name) => name in env) ? ['the site build must never read drafts (CONTENT_STAGE, CMS_DRAFT_TOKEN)'] : []),
};

const PREVIEW: Publication = {
  on: (on) => {
    const dispatch = on.repository_dispatch as { types?: unknown } | undefined;
    const problems: string[] = [];
    if ('push' in on || 'pull_request' in on) problems.push('must run on the draft webhook or by hand only, never on a push');
    if (JSON.stringify(dispatch?.types) !== JSON.stringify([DRAFT_EVENT_TYPE])) {
      problems.push(`must run on repository_dispatch [${DRAFT_EVENT_TYPE}], the relay's draft event type`);
    }
    return problems;
  },
  // Cancel-in-progress: a burst of saves ends in one build of the newest drafts.
  concurrency: { group: 'deploy-preview', 'cancel-in-progress': true },
  dir: 'out-preview',
  deploy: (step) => {
    const problems: string[] = [];
    const run = step.run ?? '';
    if (!run.startsWith(PAGES_DEPLOY_COMMAND)) problems.push(`must deploy with the pinned wrangler (\`${PAGES_DEPLOY_COMMAND} out-preview\`), not an action's own`);
    const words = run.trim().split(/\s+/).slice(2);
    const positional = words.filter((word) => !word.startsWith('--'));
    if (JSON.stringify(positional) !== JSON.stringify(['pages', 'deploy', 'out-preview'])) problems.push('must deploy only `out-preview` (pages deploy out-preview)');
    const project = '${{ vars.CLOUDFLARE_PAGES_PREVIEW_PROJECT }}';
    if (!words.includes('--project-name="$PAGES_PROJECT"') || step.env?.PAGES_PROJECT !== project) {
      problems.push(`the deploy must name its Pages project, ${project}`);
    }
    return problems;
  },
  build: (env) => {
    const problems: string[] = [];
    if (env.CONTENT_STAGE !== 'DRAFT') problems.push('the preview build must set CONTENT_STAGE: DRAFT');
    if (env.CMS_DRAFT_TOKEN !== '${{ secrets.CMS_DRAFT_TOKEN }}') problems.push('CMS_DRAFT_TOKEN must be secrets.CMS_DRAFT_TOKEN');
    if ('CMS_TOKEN' in env) problems.push('the preview build reads with the draft token only');
    return problems;
  },
};

/** What makes a publishing workflow unsafe or wrong, as readable messages (empty when it is right). */
function deployProblems(workflow: Workflow, expected: Publication = SITE): string[] {
  const problems: string[] = [];
  const on = workflow.on ?? {};
  problems.push(...expected.on(on));
  if (!('workflow_dispatch' in on)) problems.push('must be runnable by hand (workflow_dispatch)');
  if (JSON.stringify(workflow.concurrency) !== JSON.stringify(expected.concurrency)) {
    problems.push(`concurrency must be ${JSON.stringify(expected.concurrency)}`);
  }
  if (JSON.stringify(workflow.permissions) !== JSON.stringify({ contents: 'read' })) problems.push('permissions must be contents: read');

  const jobs = Object.values(workflow.jobs);
  if (jobs.length !== 1) problems.push(`one job: build and deploy share the ${expected.dir}/ folder`);
  for (const job of jobs) {
    if (job['continue-on-error']) problems.push('a job must not continue on error');
  }

  const steps = allSteps(workflow);
  const build = steps.findIndex((step) => /^npm run build$/m.test(step.run ?? ''));
  const deploys = steps.flatMap((step, index) => (isDeploy(step) ? [index] : []));
  if (build < 0) problems.push('no `npm run build` step');
  else problems.push(...expected.build(steps[build].env ?? {}));
  if (deploys.length !== 1) problems.push(`exactly one deploy step expected, found ${deploys.length}`);
  const deploy = deploys[0] ?? -1;
  if (build >= 0 && deploy >= 0 && build > deploy) problems.push('the build must run before the deploy');

  // Until the deploy, any failure must stop the job: no step may be skipped past or run after a failure.
  for (const step of steps.slice(0, deploy + 1)) {
    const label = step.name ?? step.uses ?? step.run;
    if (step['continue-on-error']) problems.push(`step "${label}" must not continue on error`);
    if (step.if && RUNS_AFTER_FAILURE.test(step.if)) problems.push(`step "${label}" must not run after a failure`);
  }

  if (deploy >= 0) {
    const secrets = steps[deploy].env ?? {};
    problems.push(...expected.deploy(steps[deploy], steps.slice(0, deploy)));
    problems.push(...(expected.after?.(steps.slice(deploy + 1)) ?? []));
    if (secrets.CLOUDFLARE_API_TOKEN !== '${{ secrets.CLOUDFLARE_API_TOKEN }}') problems.push('CLOUDFLARE_API_TOKEN must be secrets.CLOUDFLARE_API_TOKEN');
    if (secrets.CLOUDFLARE_ACCOUNT_ID !== '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}') problems.push('CLOUDFLARE_ACCOUNT_ID must be secrets.CLOUDFLARE_ACCOUNT_ID');
    if (steps.some((step) => /src\/worker\.ts|functions\//.test(step.run ?? ''))) problems.push('the Worker entry is committed, never written by the workflow');
  }
  return problems;
}

/** The only writes a job may hold: the deploy's issue for the editors (its notice and closing steps). */
const WRITE_PERMISSIONS: Record<string, Record<string, string>> = { 'deploy.yml deploy': { issues: 'write' } };

/** Each job's permissions beyond reading, unless they are exactly the ones WRITE_PERMISSIONS allows it. */
function permissionProblems(file: string, workflow: Workflow): string[] {
  return Object.entries(workflow.jobs).flatMap(([name, job]) => {
    const writes = JSON.stringify(Object.fromEntries(Object.entries(job.permissions ?? {}).filter(([, value]) => !['read', 'none'].includes(value))));
    const allowed = JSON.stringify(WRITE_PERMISSIONS[`${file} ${name}`] ?? {});
    return writes === allowed ? [] : [`job ${name} may hold ${allowed} beyond reading, not ${writes}`];
  });
}

describe.each(files)('.github/workflows/%s', (file) => {
  const { source, workflow } = load(file);

  it('is a valid workflow for the GitHub Actions schema', () => {
    expect(validateWorkflow(source).errors).toEqual([]);
  });

  it('pins every action to a major version (or a commit)', () => {
    for (const step of allSteps(workflow)) {
      if (step.uses) expect(step.uses).toMatch(/^[\w.-]+\/[\w./-]+@(v\d+|[0-9a-f]{40})$/);
    }
  });

  it('declares minimal permissions and a timeout on every job', () => {
    expect(workflow.permissions).toBeTypeOf('object');
    for (const value of Object.values(workflow.permissions as Record<string, string>)) expect(['read', 'none']).toContain(value);
    expect(permissionProblems(file, workflow)).toEqual([]);
    for (const job of Object.values(workflow.jobs)) {
      expect(job['timeout-minutes']).toBeTypeOf('number');
      expect(job['timeout-minutes']).toBeLessThanOrEqual(60);
    }
  });

  it('never expands event data inside a shell script (script injection)', () => {
    for (const step of allSteps(workflow)) expect(step.run ?? '').not.toMatch(/\$\{\{\s*(github\.event|inputs)\./);
  });
});

describe('ci.yml', () => {
  const { workflow } = load('ci.yml');

  it('runs on every push and pull request', () => {
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
  });

  it("runs `bash .ci/run`, which runs the README's test command", () => {
    expect(allSteps(workflow).map((step) => step.run)).toContain('bash .ci/run');
    const script = read('.ci/run');
    expect(script).toMatch(/^set -euo pipefail$/m);
    expect(script).toMatch(/^npm test$/m);
    const readmeCommands = [...read('README.md').matchAll(/```sh\n([\s\S]*?)```/g)].map((block) => block[1]).join('\n');
    expect(readmeCommands).toMatch(/^npm test\b/m);
  });
});

describe('deploy.yml', () => {
  const { workflow } = load('deploy.yml');
  const steps = allSteps(workflow);

  it('builds before it deploys, deploys only out/, stops on failure, and collapses bursts', () => {
    expect(deployProblems(workflow)).toEqual([]);
  });

  it('gives the build the CMS and every public setting of .env.example, from secrets or variables', () => {
    const env = steps.find((step) => /^npm run build$/m.test(step.run ?? ''))?.env ?? {};
    const publicNames = [...read('.env.example').matchAll(/^(NEXT_PUBLIC_\w+)=/gm)].map((match) => match[1]);
    expect(publicNames.length).toBeGreaterThan(0);
    for (const name of ['CMS_ENDPOINT', 'CMS_TOKEN', 'SITE_URL', ...publicNames]) {
      expect(env[name], name).toMatch(/^\$\{\{ (secrets|vars)\.\w+ \}\}$/);
    }
    expect(env.CMS_TOKEN).toBe('${{ secrets.CMS_TOKEN }}');
  });

  it("keeps the caches a publish rebuilds warm: node_modules per lock file, Next's build cache and the processed images per run", () => {
    const steps = allSteps(workflow);
    const build = steps.findIndex((step) => /^npm run build$/m.test(step.run ?? ''));
    const caches = steps.slice(0, build).filter((step) => /^actions\/cache@v\d+$/.test(step.uses ?? ''));
    const byPath = Object.fromEntries(caches.map((step) => [String(step.with?.path), step.with ?? {}]));
    expect(Object.keys(byPath).sort()).toEqual(['.next/cache', 'node_modules']);
    // A key that changes every run, restored by prefix: GitHub never overwrites a key, so a fixed one would freeze.
    expect(byPath['.next/cache'].key).toContain('${{ github.run_id }}');
    expect(String(byPath['.next/cache']['restore-keys'])).toContain("next-cache-${{ runner.os }}-${{ hashFiles('package-lock.json') }}-");
    expect(byPath.node_modules.key).toContain("${{ hashFiles('package-lock.json') }}");
    const install = steps.find((step) => /^npm install\b/.test(step.run ?? ''));
    expect(install?.if).toBe("steps.modules.outputs.cache-hit != 'true'");
    expect(steps.find((step) => step.id === 'modules')?.with?.path).toBe('node_modules');
  });

  it('deploys the committed Worker entry, whose only export is the Cloudflare adapter', async () => {
    expect(read('wrangler.toml')).toMatch(/^main = "src\/worker\.ts"$/m);
    const entry = (await import(path.join(ROOT, 'src/worker.ts'))) as Record<string, unknown>;
    const adapter = (await import('@/relay/adapters/cloudflare')) as { default: unknown };
    expect(Object.keys(entry)).toEqual(['default']);
    expect(entry.default).toBe(adapter.default);
    expect(existsSync(path.join(ROOT, 'functions'))).toBe(false);
  });

  it('writes the production database id into wrangler.toml from a variable before it migrates', () => {
    const index = steps.findIndex((step) => (step.run ?? '').includes('wrangler.toml') && (step.run ?? '').includes('database_id'));
    expect(index).toBeGreaterThanOrEqual(0);
    expect(steps[index].env?.D1_DATABASE_ID).toBe('${{ vars.CLOUDFLARE_D1_DATABASE_ID }}');
    expect(index).toBeLessThan(steps.findIndex((step) => (step.run ?? '').includes(MIGRATE_COMMAND)));
  });

  it('uses the exactly pinned wrangler and the committed wrangler.toml with a pinned compatibility date', () => {
    const pkg = JSON.parse(read('package.json')) as { devDependencies: Record<string, string> };
    expect(pkg.devDependencies.wrangler).toMatch(/^\d+\.\d+\.\d+$/);
    const config = read('wrangler.toml');
    expect(config).toMatch(/^directory = "out"$/m);
    expect(config).toMatch(/^compatibility_date = "\d{4}-\d{2}-\d{2}"$/m);
    expect(config).toMatch(/^name = "[\w-]+"$/m);
  });

  it('documents every secret and variable it and the preview read in docs/operations.md', () => {
    const workflows = read('.github/workflows/deploy.yml') + read('.github/workflows/preview.yml');
    const names = new Set([...workflows.matchAll(/\b(?:secrets|vars)\.(\w+)/g)].map((match) => match[1]));
    const docs = read('docs/operations.md');
    for (const name of names) expect(docs, name).toContain(`\`${name}\``);
  });

  // The checks above must be able to fail: each broken copy of the real workflow is caught.
  it.each<[string, (copy: Workflow) => void, RegExp]>([
    ['deploy before build', (copy) => copy.jobs.deploy.steps!.reverse(), /build must run before the deploy/],
    ['a build allowed to fail', (copy) => (stepWith(copy, 'npm run build')['continue-on-error'] = true), /must not continue on error/],
    ['a deploy after failure', (copy) => (stepWith(copy, DEPLOY_COMMAND).if = 'always()'), /must not run after a failure/],
    ['a Pages deploy of the site', (copy) => (stepWith(copy, DEPLOY_COMMAND).run = 'npx wrangler pages deploy out --project-name=x'), /Worker of wrangler.toml/],
    ['a deploy before the migrations', (copy) => copy.jobs.deploy.steps!.splice(copy.jobs.deploy.steps!.indexOf(stepWith(copy, MIGRATE_COMMAND)), 1), /apply the migrations/],
    ['cancelled deploys', (copy) => (copy.concurrency = { group: 'deploy-production', 'cancel-in-progress': true }), /concurrency/],
    ['another event type', (copy) => (copy.on.repository_dispatch = { types: ['publish'] }), /repository_dispatch/],
    ['the action\'s own wrangler', (copy) => Object.assign(stepWith(copy, DEPLOY_COMMAND), { run: undefined, uses: 'cloudflare/wrangler-action@v3' }), /pinned wrangler/],
    ['a generated Worker entry', (copy) => copy.jobs.deploy.steps!.splice(1, 0, { run: 'echo x > src/worker.ts' }), /committed/],
    ['a token from a variable', (copy) => (stepWith(copy, DEPLOY_COMMAND).env!.CLOUDFLARE_API_TOKEN = '${{ vars.TOKEN }}'), /CLOUDFLARE_API_TOKEN/],
    ['a site build from drafts', (copy) => (stepWith(copy, 'npm run build').env!.CONTENT_STAGE = 'DRAFT'), /never read drafts/],
    ['the draft token within reach', (copy) => (stepWith(copy, 'npm run build').env!.CMS_DRAFT_TOKEN = '${{ secrets.CMS_DRAFT_TOKEN }}'), /never read drafts/],
    ['no word to the editors', (copy) => copy.jobs.deploy.steps!.splice(copy.jobs.deploy.steps!.indexOf(stepWith(copy, 'gh issue create')), 1), /tell the editors after a failure/],
    ["the editors' notice before the deploy", (copy) => copy.jobs.deploy.steps!.unshift(copy.jobs.deploy.steps!.splice(copy.jobs.deploy.steps!.indexOf(stepWith(copy, 'gh issue create')), 1)[0]), /must not run after a failure/],
    ['a notice on every run', (copy) => (stepWith(copy, 'gh issue create').if = 'always()'), /tell the editors after a failure/],
    ['a notice without the report', (copy) => (stepWith(copy, 'gh issue create').run = stepWith(copy, 'gh issue create').run!.replaceAll(EDITORS_REPORT, 'x.md')), /carry reports\/editors-report.md/],
    ['a closing step that can fail the run', (copy) => delete stepWith(copy, 'gh issue close')['continue-on-error'], /cannot fail the run/],
    ['a personal token for the issue', (copy) => (stepWith(copy, 'gh issue create').env!.GH_TOKEN = '${{ secrets.GH_PAT }}'), /job's token/],
  ])('catches %s', (_case, breakIt, message) => {
    const copy = structuredClone(workflow);
    breakIt(copy);
    expect(deployProblems(copy).join('\n')).toMatch(message);
  });

  it.each<[string, (copy: Workflow) => void]>([
    ['contents: write', (copy) => (copy.jobs.deploy.permissions = { contents: 'write', issues: 'write' })],
    ['a second writing job', (copy) => (copy.jobs.other = { permissions: { issues: 'write' } })],
    ['no issue permission', (copy) => delete copy.jobs.deploy.permissions],
  ])('allows no other write than the editors\' issue: catches %s', (_case, breakIt) => {
    const copy = structuredClone(workflow);
    breakIt(copy);
    expect(permissionProblems('deploy.yml', copy).join('\n')).toMatch(/may hold/);
  });
});

describe('preview.yml', () => {
  const { workflow } = load('preview.yml');

  it('builds the DRAFT stage with the draft token, deploys only out-preview/ to its own project, collapses bursts', () => {
    expect(deployProblems(workflow, PREVIEW)).toEqual([]);
  });

  it('is not the site: another concurrency group, folder and project than deploy.yml', () => {
    const site = load('deploy.yml').workflow;
    expect(workflow.concurrency).not.toEqual(site.concurrency);
    expect(stepWith(workflow, PAGES_DEPLOY_COMMAND).run).not.toMatch(/ out /);
    expect(() => stepWith(workflow, MIGRATE_COMMAND)).toThrow();
    expect(stepWith(site, DEPLOY_COMMAND).run).not.toContain('out-preview');
  });

  it.each<[string, (copy: Workflow) => void, RegExp]>([
    ['the published stage', (copy) => delete stepWith(copy, 'npm run build').env!.CONTENT_STAGE, /CONTENT_STAGE: DRAFT/],
    ['the published token', (copy) => (stepWith(copy, 'npm run build').env!.CMS_TOKEN = '${{ secrets.CMS_TOKEN }}'), /draft token only/],
    ['a deploy of out/', (copy) => (stepWith(copy, PAGES_DEPLOY_COMMAND).run = 'npx wrangler pages deploy out --project-name="$PAGES_PROJECT" --branch=main'), /only `out-preview`/],
    ['another project', (copy) => (stepWith(copy, PAGES_DEPLOY_COMMAND).env!.PAGES_PROJECT = '${{ vars.CLOUDFLARE_PAGES_PROJECT }}'), /CLOUDFLARE_PAGES_PREVIEW_PROJECT/],
    ['the production Worker', (copy) => (stepWith(copy, PAGES_DEPLOY_COMMAND).run = 'npx wrangler deploy'), /pages deploy out-preview/],
    ["the site's event", (copy) => (copy.on.repository_dispatch = { types: [PUBLISH_EVENT_TYPE] }), /cms-draft/],
    ['a run on push', (copy) => (copy.on.push = { branches: ['main'] }), /never on a push/],
    ['queued builds of stale drafts', (copy) => (copy.concurrency = { group: 'deploy-preview', 'cancel-in-progress': false }), /concurrency/],
    ["the site's concurrency group", (copy) => (copy.concurrency = { group: 'deploy-production', 'cancel-in-progress': true }), /concurrency/],
  ])('catches %s', (_case, breakIt, message) => {
    const copy = structuredClone(workflow);
    breakIt(copy);
    expect(deployProblems(copy, PREVIEW).join('\n')).toMatch(message);
  });
});

function stepWith(workflow: Workflow, text: string): Step {
  const step = allSteps(workflow).find((s) => (s.run ?? '').includes(text) || (s.uses ?? '').startsWith(text));
  if (!step) throw new Error(`no step with ${text}`);
  return step;
}
