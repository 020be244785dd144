import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * Inter as the site serves it: Fontsource's variable files for the two Latin subsets, cut down to what the site
 * uses (docs/decisions/0028-inter-cut-to-the-weights-and-features-the-site-uses.md). The Latin file is on every
 * page's first screen and on its critical path: 48 KB as published, 29 KB here.
 */

/** The weights the stylesheets ask for lie in 400–800 (regular text to the figures' 800); the axis keeps just those. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * OpenType features kept: those browsers apply to Latin text by default, and `tnum`, which the figures and the
 * calculator ask for with `font-variant-numeric: tabular-nums`. Inter's stylistic sets and character variants,
 * which no style uses, are most of what goes.
 */
export const INTER_FEATURES = ['kern', 'liga', 'clig', 'calt', 'rlig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'] as const;

export type InterSubset = 'latin' | 'latin-ext';
export const INTER_SUBSETS: readonly InterSubset[] = ['latin', 'latin-ext'];

const packageDir = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter');

/** Where the cut files live, committed; `npm run fonts` writes them, a unit test checks they are current. */
export const interFile = (subset: InterSubset) =>
  path.join(process.cwd(), 'src/styles/fonts', `inter-${subset}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`);

/** Fontsource's unicode-range of a subset, as the @font-face rules in globals.css repeat it. */
export async function interUnicodeRange(subset: InterSubset): Promise<string> {
  const ranges = JSON.parse(await readFile(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource-variable/inter has no subset ${subset}`);
  return range;
}

/** Every character of a unicode-range (`U+0000-00FF,U+0131,…`), control characters aside. */
export function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) if (code >= 0x20) text += String.fromCodePoint(code);
  }
  return text;
}

/** One subset's cut file, from the installed Fontsource package. */
export async function cutInter(subset: InterSubset): Promise<Buffer> {
  const source = await readFile(path.join(packageDir, 'files', `inter-${subset}-wght-normal.woff2`));
  return subsetFont(source, charactersOf(await interUnicodeRange(subset)), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_FEATURES],
    variationAxes: { wght: INTER_WEIGHTS },
  });
}
