import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, withCompileHint } from './compile-hints';

describe('compile hints', () => {
  it('puts the hint on the first line once, as V8 requires', () => {
    const hinted = withCompileHint('(self.webpackChunk_N_E=[]).push([]);');
    expect(hinted).toBe('//# allFunctionsCalledOnLoad\n(self.webpackChunk_N_E=[]).push([]);');
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  const dir = mkdtemp(path.join(tmpdir(), 'hints-'));
  afterAll(async () => rm(await dir, { recursive: true, force: true }));

  it('marks each listed script of the export once, by its site path, and leaves the others alone', async () => {
    const out = await dir;
    await mkdir(path.join(out, '_next/static/chunks/pages'), { recursive: true });
    await writeFile(path.join(out, '_next/static/chunks/pages/[locale]-1.js'), 'page()');
    await writeFile(path.join(out, '_next/static/chunks/lazy-1.js'), 'lazy()');
    const listed = ['/_next/static/chunks/pages/%5Blocale%5D-1.js', '/_next/static/chunks/pages/%5Blocale%5D-1.js'];
    expect(await addCompileHints(out, listed)).toBe(1);
    expect(await readFile(path.join(out, '_next/static/chunks/pages/[locale]-1.js'), 'utf8')).toBe(`${COMPILE_HINT}page()`);
    expect(await readFile(path.join(out, '_next/static/chunks/lazy-1.js'), 'utf8')).toBe('lazy()');
    expect(await addCompileHints(out, listed)).toBe(0);
  });
});
