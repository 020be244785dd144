/**
 * Two servers (or a server and the operator's command) opening one new store at the same moment: each applies the
 * migrations only if the other has not, so neither stops at start with "table leads already exists", and neither
 * stops with "database is locked" (switching a new file to the write-ahead log does not wait for the lock, so the
 * file is made in that mode before it appears: sqlite-thread.mjs, createInWalMode).
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openSqlite } from './sqlite';

/**
 * Starts `count` processes that each open the file named on each line they are sent, and answer one line each.
 * `open(file)` sends them all the same new file at once and resolves to their answers.
 */
async function openers(script: string, count: number) {
  const tsx = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
  const children = Array.from({ length: count }, () => spawn(process.execPath, [tsx, script], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const lines = children.map((child) => createInterface({ input: child.stdout })[Symbol.asyncIterator]());
  const answers = () => Promise.all(lines.map(async (line) => (await line.next()).value as string));
  // Each has loaded its modules and waits: released together, they race for each new file.
  expect(await answers()).toEqual(Array(count).fill('ready'));
  return {
    open: (file: string) => {
      for (const child of children) child.stdin.write(`${file}\n`);
      return answers();
    },
    close: () => Promise.all(children.map((child) => new Promise((resolve) => child.on('close', resolve).stdin.end()))),
  };
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sqlite-open-'));
  await writeFile(
    path.join(dir, 'open.ts'),
    `import { createInterface } from 'node:readline';\n` +
      `import { openSqlite } from ${JSON.stringify(path.resolve('src/relay/leads/sqlite.ts'))};\n` +
      `console.log('ready');\n` +
      `void (async () => {\n` +
      `  for await (const file of createInterface({ input: process.stdin })) {\n` +
      `    try { await openSqlite(file).close(); console.log('ok'); } catch (e) { console.log('error: ' + (e as Error).message); }\n` +
      `  }\n` +
      `})();\n`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

// Several rounds, each a new race: before the fix about one open in a hundred failed with "database is locked".
const ROUNDS = 8;

it(`six processes opening one new store at once all open it, and each migration is applied once (${ROUNDS} stores)`, async () => {
  const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
  const six = await openers(path.join(dir, 'open.ts'), 6);
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const file = path.join(dir, `leads-${round}.sqlite`);
      expect(await six.open(file), `store ${round}`).toEqual(Array(6).fill('ok'));
      const db = openSqlite(file);
      const applied = await db.all<{ name: string }>('SELECT name FROM d1_migrations ORDER BY name');
      await db.close();
      expect(applied.map((row) => row.name)).toEqual(migrations);
    }
    // Nothing of the losers' files is left beside the store.
    expect(readdirSync(dir).filter((name) => name.endsWith('.new'))).toEqual([]);
  } finally {
    await six.close();
  }
}, 120_000);
