import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * `npm test`: every check, in two stages; each stage runs lanes side by side, a lane runs its commands one after the
 * other, and commands side by side share nothing they write (docs/decisions/0054-npm-test-in-two-parallel-stages.md,
 * 0062-workerd-tier-beside-the-checks.md).
 *   1. typecheck, lint and the unit tests (one after the other)  beside  the test builds of out/ and out-preview/,
 *      then the browser tests on workerd (playwright.workerd.config.ts), which serve out/;
 *   2. the browser tests on Node (playwright.config.ts), alone: several tap before hydration on purpose.
 * Each line is printed as it comes, behind the name of the command that printed it. The run fails when any
 * command fails; a failed command ends its lane, and a stage that failed stops the run before the next one.
 */
type Command = { name: string; steps: string[][] };
type Lane = Command[];

const STAGES: Lane[][] = [
  [
    [{ name: 'checks', steps: [['npm', 'run', 'typecheck'], ['npm', 'run', 'lint'], ['npm', 'run', 'test:unit']] }],
    [
      { name: 'build', steps: [['npx', 'tsx', 'tests/e2e/build-site.ts']] },
      { name: 'workerd', steps: [['npm', 'run', 'test:workerd']] },
    ],
  ],
  [[{ name: 'node', steps: [['npx', 'playwright', 'test']] }]],
];

function runStep(name: string, [command, ...args]: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.on('error', (error) => {
      console.log(`[${name}] ${command} could not start: ${error.message}`);
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
      console.log(`[${name}] FAILED: ${step.join(' ')} exited with ${code}`);
      return false;
    }
  }
  console.log(`[${name}] passed in ${Math.round((Date.now() - started) / 1000)} s`);
  return true;
}

/** The lane's commands in order, until one fails; the names of those that failed. */
async function runLane(lane: Lane): Promise<string[]> {
  for (const command of lane) {
    if (!(await runCommand(command))) return [command.name];
  }
  return [];
}

async function main() {
  const started = Date.now();
  const seconds = () => Math.round((Date.now() - started) / 1000);
  for (const stage of STAGES) {
    const failed = (await Promise.all(stage.map(runLane))).flat();
    if (failed.length > 0) {
      console.log(`npm test FAILED (${failed.join(', ')}) after ${seconds()} s`);
      process.exit(1);
    }
  }
  console.log(`npm test passed in ${seconds()} s`);
}

void main();
