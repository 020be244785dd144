import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm test`: every check, in two stages. A stage starts its commands side by side, each as soon as the command it
 * comes `after` has passed; commands that run at once share nothing they write
 * (docs/decisions/0054-npm-test-in-two-parallel-stages.md, 0062-workerd-tier-beside-the-checks.md).
 *   1. typecheck, lint and the unit tests (one after the other)  beside  the test build of out/, then the preview's
 *      (out-preview/) beside the browser tests on workerd (playwright.workerd.config.ts), which serve out/;
 *   2. the browser tests on Node (playwright.config.ts), alone: several tap before hydration on purpose.
 * Each line is printed as it comes, behind the name of the command that printed it. The run fails when any
 * command fails; a command after a failed one does not run, and a stage that failed stops the run. A failed
 * command's last lines are printed again at the end, where a reader of a long log (or of its tail) looks first.
 */
type Command = { name: string; steps: string[][]; after?: string };

/** How many of a command's last lines a failure prints again: a test runner's failures and summary fit in it. */
const TAIL_LINES = 150;
const tails = new Map<string, string[]>();

/** Prints a line behind its command's name and keeps it among that command's last lines. */
function say(name: string, line: string) {
  console.log(`[${name}] ${line}`);
  const tail = tails.get(name) ?? [];
  tail.push(line);
  if (tail.length > TAIL_LINES) tail.shift();
  tails.set(name, tail);
}

const STAGES: Command[][] = [
  [
    { name: 'checks', steps: [['npm', 'run', 'typecheck'], ['npm', 'run', 'lint'], ['npm', 'run', 'test:unit']] },
    { name: 'build', steps: [['npx', 'tsx', 'tests/e2e/build-site.ts', 'site']] },
    // One Next build at a time: both write .next/.
    { name: 'preview', steps: [['npx', 'tsx', 'tests/e2e/build-site.ts', 'preview']], after: 'build' },
    { name: 'workerd', steps: [['npm', 'run', 'test:workerd']], after: 'build' },
  ],
  [{ name: 'node', steps: [['npx', 'playwright', 'test']] }],
];

function runStep(name: string, [command, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => say(name, line));
    }
    child.on('error', (error) => {
      say(name, `${command} could not start: ${error.message}`);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runCommand({ name, steps }: Command): Promise<boolean> {
  const started = Date.now();
  for (const step of steps) {
    const code = await runStep(name, step);
    if (code !== 0) {
      say(name, `FAILED: ${step.join(' ')} exited with ${code}`);
      return false;
    }
  }
  console.log(`[${name}] passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/** Runs the stage's commands, each once the one it comes after has passed; the names of those that failed. */
async function runStage(stage: Command[]): Promise<string[]> {
  type Outcome = boolean | 'skipped';
  const outcomes = new Map<string, Promise<Outcome>>();
  for (const command of stage) {
    const ready: Promise<Outcome> = command.after ? outcomes.get(command.after)! : Promise.resolve(true);
    const run = (passed: Outcome): Promise<Outcome> | Outcome => (passed === true ? runCommand(command) : 'skipped');
    outcomes.set(command.name, ready.then(run));
  }
  const results = await Promise.all(stage.map((command) => outcomes.get(command.name)!));
  return stage.filter((_, i) => results[i] === false).map((command) => command.name);
}

async function main() {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  for (const stage of STAGES) {
    const failed = await runStage(stage);
    if (failed.length > 0) {
      for (const name of failed) {
        const tail = tails.get(name) ?? [];
        console.log(`\n[${name}] ── its last ${tail.length} lines again ──`);
        for (const line of tail) console.log(`[${name}] ${line}`);
      }
      console.log(`npm test FAILED (${failed.join(', ')}) after ${seconds()} s`);
      process.exit(1);
    }
  }
  console.log(`npm test passed in ${seconds()} s`);
}

void main();
