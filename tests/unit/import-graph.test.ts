import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The import graph of src/, read with the TypeScript compiler's own import scanner (static, type-only, re-exports and
 * `import()`), checked against docs/decisions/0053-rooms-and-layers.md and 0055-one-home-for-the-page-pipeline.md: no cycle, and every import runs down the
 * layers. Tests are nodes too but bound by no layer: nothing imports a test, and a test may use any room as a fixture.
 */

/**
 * What each room of src/ may import besides itself: a room (`lib`) or one module of it (`relay/fields.ts`). Listed
 * lowest first. A new room fails the test until it is placed here (and in the decision).
 */
const MAY_IMPORT: Record<string, readonly string[]> = {
  lib: [],
  relay: ['lib'],
  documents: ['lib'],
  'dev-cms': ['lib'],
  // How a page meets the browser (src/page-pipeline/README.md): its loader is allowed by the hash the host uses.
  'page-pipeline': ['lib', 'server/csp-hash.ts'],
  // The browser's forms speak the relay's wire contract: field names, error codes, result pages, newsletter paths.
  features: ['lib', 'page-pipeline', 'relay/fields.ts', 'relay/errors.ts', 'relay/form-results.ts', 'relay/newsletter/paths.ts'],
  pages: ['lib', 'page-pipeline', 'features'],
  // The host allows the inline scripts the pages carry and caches the folder the first-paint script is served from.
  server: ['lib', 'relay', 'features/consent/banner-script.ts', 'features/layout/first-paint-script.ts'],
  'worker.ts': ['relay'],
  build: ['lib', 'relay', 'documents', 'dev-cms', 'page-pipeline', 'features', 'server'],
  operator: ['lib', 'relay'],
  bench: ['lib', 'relay', 'dev-cms', 'page-pipeline', 'features', 'server', 'build', 'operator'],
};

const SRC = path.join(import.meta.dirname, '../../src');
const CODE = /\.(ts|tsx|mts)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** Every module of src/, as a path relative to src/ with forward slashes. */
function modules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modules(full);
    return CODE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(SRC, full).split(path.sep).join('/')] : [];
  });
}

/** The modules of src/ each module imports (packages and non-code files left out). */
function importGraph(files: readonly string[], read: (file: string) => string): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = specifier.startsWith('@/')
      ? specifier.slice(2)
      : specifier.startsWith('.')
        ? path.posix.join(path.posix.dirname(from), specifier)
        : null;
    if (base === null) return null;
    return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => known.has(file)) ?? null;
  };
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(read(file), true, true)
        .importedFiles.map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => target !== null),
    ]),
  );
}

/** Each cycle once, as the chain of modules that closes it (`a.ts -> b.ts -> a.ts`). */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') found.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return found;
}

/** The room of a module: its top folder under src/, or the file itself at the top (`worker.ts`). */
const roomOf = (file: string) => file.split('/')[0];

/** The imports that run against MAY_IMPORT, as `from -> to`; tests are bound by no layer. */
function upwardImports(graph: Map<string, string[]>): string[] {
  return [...graph].flatMap(([file, targets]) => {
    if (isTest(file)) return [];
    const allowed = MAY_IMPORT[roomOf(file)] ?? [];
    return targets
      .filter((target) => roomOf(target) !== roomOf(file))
      .filter((target) => !allowed.some((entry) => target === entry || target.startsWith(`${entry}/`)))
      .map((target) => `${file} -> ${target}`);
  });
}

describe('the import graph of src/', () => {
  const files = modules();
  const graph = importGraph(files, (file) => readFileSync(path.join(SRC, file), 'utf8'));

  it('is read: the build imports the host rules and the documents, and a page imports its feature', () => {
    expect(graph.get('build/build.ts')).toEqual(expect.arrayContaining(['server/host-rules.ts', 'documents/index.ts']));
    expect(graph.get('pages/[locale]/contact.tsx')).toEqual(expect.arrayContaining(['features/contact/ContactPage.tsx']));
  });

  it('places every room of src/ in the layers', () => {
    const rooms = [...new Set(files.map(roomOf))];
    expect(rooms.filter((room) => !(room in MAY_IMPORT))).toEqual([]);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no import that runs up the layers (docs/decisions/0053-rooms-and-layers.md)', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('names a cycle and an upward import when one is there', () => {
    const planted = new Map([
      ['relay/a.ts', ['relay/b.ts']],
      ['relay/b.ts', ['relay/c.ts', 'features/forms/x.ts']],
      ['relay/c.ts', ['relay/a.ts']],
      ['features/forms/x.ts', ['relay/fields.ts']],
      ['relay/fields.ts', []],
    ]);
    expect(cycles(planted)).toEqual(['relay/a.ts -> relay/b.ts -> relay/c.ts -> relay/a.ts']);
    expect(upwardImports(planted)).toEqual(['relay/b.ts -> features/forms/x.ts']);
  });
});
