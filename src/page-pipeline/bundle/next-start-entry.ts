import path from 'node:path';

/**
 * Makes `next-start-in-tasks.ts` the browser bundle's `main` entry in place of Next's own (decision 0059). Relies on
 * Next's webpack configuration, which is not a documented API: `entry` is a function that resolves to an object
 * whose `main` is the one path of Next's browser entry, `next/dist/client/next.js`, and whose legacy `main.js` is
 * empty (Next would otherwise put its entry back). Anything else stops the build, so a new Next is looked at
 * instead of shipping its start in one task, or twice.
 */

/** Next's browser entry, as Next names it: `./` and its path from the project (node_modules may be a link). */
export const NEXT_BROWSER_ENTRY = /^\.\/(?:.*\/)?node_modules\/next\/dist\/client\/next\.js$/;

/** The entry the browser bundle gets instead. Next runs from the project's folder. */
export const NEXT_START_IN_TASKS = path.resolve('src/page-pipeline/bundle/next-start-in-tasks.ts');

type Entries = Record<string, unknown>;
export type EntryConfig = { entry?: unknown };

/** The entries with `main` replaced; throws when they are not in the form Next has written them so far. */
export function withNextStartInTasks(entries: Entries): Entries {
  const main = entries.main;
  if (typeof main !== 'string' || !NEXT_BROWSER_ENTRY.test(main)) {
    throw new Error(`Next's browser entry is not next/dist/client/next.js (it is ${JSON.stringify(main)}): see src/page-pipeline/README.md, next-start-entry`);
  }
  const legacy = entries['main.js'];
  if (legacy !== undefined && !(Array.isArray(legacy) && legacy.length === 0)) {
    throw new Error("Next's legacy `main.js` entry is not empty: Next would put its own browser entry back (next-start-entry)");
  }
  return { ...entries, main: NEXT_START_IN_TASKS };
}

/** Wraps the browser compilation's `entry` function (Next's, resolved by Next after the config hook). */
export function startNextInTasks(config: EntryConfig): void {
  const entry = config.entry;
  if (typeof entry !== 'function') throw new Error("Next's webpack `entry` is not a function: see next-start-entry.ts");
  config.entry = async () => withNextStartInTasks(await (entry as () => Promise<Entries>)());
}

type ChunkGroup = { origins: { module?: { resource?: string } | null; request?: string }[] };
type Compilation = { chunkGroups: ChunkGroup[]; errors: Error[] };
type Compiler = { hooks: { afterCompile: { tap: (name: string, run: (compilation: Compilation) => void) => void } } };

/**
 * Stops the build when webpack made a chunk of its own for a step (a webpack that no longer honours `eager`): the
 * steps would then wait for a request each after `load`, and the page would hydrate round trips later.
 */
export class NextStartStaysInItsChunks {
  apply(compiler: Compiler) {
    compiler.hooks.afterCompile.tap('NextStartStaysInItsChunks', (compilation) => {
      const split = compilation.chunkGroups.flatMap((group) => group.origins).filter((origin) => origin.module?.resource === NEXT_START_IN_TASKS);
      if (split.length) compilation.errors.push(new Error(`A step of next-start-in-tasks.ts got a chunk of its own: ${split.map((origin) => origin.request).join(', ')}`));
    });
  }
}
