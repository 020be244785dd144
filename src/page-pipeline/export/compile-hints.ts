import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * V8's explicit compile hint: a script starting with this comment has all its functions compiled eagerly, on the
 * background thread that already streams and parses it, instead of one by one on the main thread the first time
 * each runs. Every first-load script runs most of its functions at once (Next's runtime, React, hydration), so
 * this moves their compilation off the main thread: on Lighthouse's phone, evaluating Next's runtime was one task
 * of about 100 ms, two thirds of it lazy compilation. See https://v8.dev/blog/explicit-compile-hints and
 * docs/decisions/0049-the-loader-is-inline-and-spreads-the-scripts.md. Browsers without it read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The script with the hint on its first line (unchanged if it has it already, so the step can run twice). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to each of the given site paths of `outDir` (the scripts pages load for their first render). */
export async function addCompileHints(outDir: string, scripts: Iterable<string>): Promise<number> {
  let files = 0;
  for (const src of new Set(scripts)) {
    const file = path.join(outDir, decodeURIComponent(src.replace(/^\//, '')));
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted !== source) {
      await writeFile(file, hinted);
      files++;
    }
  }
  return files;
}
