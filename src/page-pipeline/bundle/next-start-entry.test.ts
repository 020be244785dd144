import { describe, expect, it } from 'vitest';
import { NEXT_START_IN_TASKS, NextStartStaysInItsChunks, startNextInTasks, withNextStartInTasks } from './next-start-entry';

const NEXT_ENTRY = './node_modules/next/dist/client/next.js';

describe("the browser bundle's entry (next-start-entry.ts)", () => {
  it("replaces Next's browser entry by the start in tasks, and leaves the pages' entries alone", async () => {
    const pages = { import: ['./src/pages/_app.tsx'] };
    const config = { entry: async () => ({ 'main.js': [], main: NEXT_ENTRY, 'pages/_app': pages }) };
    startNextInTasks(config);
    expect(await (config.entry as () => Promise<unknown>)()).toEqual({ 'main.js': [], main: NEXT_START_IN_TASKS, 'pages/_app': pages });
  });

  it('reads the entry wherever node_modules is (a linked one gives a longer relative path)', () => {
    expect(withNextStartInTasks({ main: './../../main/node_modules/next/dist/client/next.js' }).main).toBe(NEXT_START_IN_TASKS);
  });

  it('stops the build on an entry in another form, or a legacy main.js entry that would put Next back', () => {
    expect(() => withNextStartInTasks({ main: './node_modules/next/dist/client/next-dev.js' })).toThrow(/not next\/dist\/client\/next\.js/);
    expect(() => withNextStartInTasks({ main: [NEXT_ENTRY] })).toThrow(/not next\/dist\/client\/next\.js/);
    expect(() => withNextStartInTasks({ main: NEXT_ENTRY, 'main.js': ['./polyfill.js'] })).toThrow(/legacy `main.js`/);
    expect(() => startNextInTasks({ entry: { main: NEXT_ENTRY } })).toThrow(/not a function/);
  });

  it('fails the compilation when webpack gave a step a chunk of its own', () => {
    let check: (compilation: { chunkGroups: unknown[]; errors: Error[] }) => void = () => undefined;
    new NextStartStaysInItsChunks().apply({ hooks: { afterCompile: { tap: (_name, run) => (check = run as typeof check) } } });
    const entryGroup = { origins: [{ module: null, request: NEXT_START_IN_TASKS }] };
    const kept = { chunkGroups: [entryGroup], errors: [] as Error[] };
    check(kept);
    expect(kept.errors).toEqual([]);
    const split = { chunkGroups: [entryGroup, { origins: [{ module: { resource: NEXT_START_IN_TASKS }, request: 'react-dom/client' }] }], errors: [] as Error[] };
    check(split);
    expect(split.errors.map((error) => error.message)).toEqual([expect.stringContaining('react-dom/client')]);
  });
});
