/**
 * Two servers (or a server and the operator's command) opening one new store at the same moment: each applies the
 * migrations only if the other has not, so neither stops at start with "table leads already exists".
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openSqlite } from './sqlite';

/** Starts `count` processes that each open `file` when told to, all at once; resolves to what each printed. */
async function openAtOnce(script: string, file: string, count: number): Promise<string[]> {
  const tsx = path.resolve('node_modules', 'tsx', 'dist', 'cli.mjs');
  const children = Array.from({ length: count }, () => spawn(process.execPath, [tsx, script, file], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const outputs = children.map((child) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    return { ready: new Promise<void>((resolve) => child.stdout.once('data', () => resolve())), done: new Promise<string>((resolve) => child.on('close', () => resolve(text))) };
  });
  // Each has loaded its modules and waits: released together, they race for the new file.
  await Promise.all(outputs.map((output) => output.ready));
  for (const child of children) child.stdin.end('go\n');
  return (await Promise.all(outputs.map((output) => output.done))).map((text) => text.replace(/^ready\n/, '').trim());
}
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sqlite-open-'));
  await writeFile(
    path.join(dir, 'open.ts'),
    `import { openSqlite } from ${JSON.stringify(path.resolve('src/relay/leads/sqlite.ts'))};\n` +
      `console.log('ready');\n` +
      `process.stdin.once('data', () => {\n` +
      `  try { void openSqlite(process.argv[2]).close().then(() => { console.log('ok'); process.exit(0); }); } catch (e) { console.log('error: ' + (e as Error).message); process.exit(0); }\n` +
      `});\n`,
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

it('six processes opening one new store at once all open it, and each migration is applied once', async () => {
  for (const round of [1, 2]) {
    const file = path.join(dir, `leads-${round}.sqlite`);
    const outputs = await openAtOnce(path.join(dir, 'open.ts'), file, 6);
    expect(outputs).toEqual(Array(6).fill('ok'));
    const db = openSqlite(file);
    const applied = await db.all<{ name: string }>('SELECT name FROM d1_migrations ORDER BY name');
    await db.close();
    expect(applied.map((row) => row.name)).toEqual(readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort());
  }
}, 120_000);
