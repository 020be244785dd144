import { readFile } from 'node:fs/promises';
import path from 'node:path';
import subsetFont from 'subset-font';

/**
 * Inter as the site serves it: Fontsource's variable files for the two Latin subsets, cut down to what the site
 * uses, the Latin one in two (its rare characters apart), so three files
 * (docs/decisions/0028-inter-cut-to-the-weights-and-features-the-site-uses.md). The Latin file is on every page's
 * first screen and on its critical path: 48 KB as published, 25 KB here.
 */

/** The weights the stylesheets ask for lie in 400–800 (regular text to the figures' 800); the axis keeps just those. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/**
 * OpenType features kept: those browsers apply to Latin text by default, and `tnum`, which the figures and the
 * calculator ask for with `font-variant-numeric: tabular-nums`. Inter's stylistic sets and character variants,
 * which no style uses, are most of what goes.
 */
export const INTER_FEATURES = ['kern', 'liga', 'clig', 'calt', 'rlig', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'] as const;

/**
 * Characters of Fontsource's Latin range that text in English, Spanish, Portuguese and Italian does not set: spacing
 * accents and combining marks, fractions, rare symbols and the rarer signs of General Punctuation. They have a file
 * of their own (`latin-rare`), fetched only by a page that shows one, so that the Latin file every page waits for
 * fits the round trips of a slow connection (decision 0050). Every letter of the four languages, their quotes,
 * dashes, currency and the signs finance writes (‰ ² ³ § ° ± × ÷ −) stay in the Latin file.
 */
export const INTER_LATIN_RARE =
  'U+00A4,U+00A6,U+00A8,U+00AC,U+00AF,U+00B4-00B6,U+00B8-00B9,U+00BC-00BE,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2016-2017,U+201B,U+201F-2021,U+2023-2025,U+2027,U+2031-2038,U+203B-203E,U+2041-205E';

export type InterSubset = 'latin' | 'latin-rare' | 'latin-ext';
export const INTER_SUBSETS: readonly InterSubset[] = ['latin', 'latin-rare', 'latin-ext'];

/** The Fontsource file each cut comes from: the rare characters are Latin ones, cut from the Latin file. */
const SOURCE_SUBSET: Record<InterSubset, 'latin' | 'latin-ext'> = { latin: 'latin', 'latin-rare': 'latin', 'latin-ext': 'latin-ext' };

const packageDir = path.join(process.cwd(), 'node_modules/@fontsource-variable/inter');

/** Where the cut files live, committed; `npm run fonts` writes them, a unit test checks they are current. */
export const interFile = (subset: InterSubset) =>
  path.join(process.cwd(), 'src/styles/fonts', `inter-${subset}-wght-${INTER_WEIGHTS.min}-${INTER_WEIGHTS.max}.woff2`);

/** Every code point of a unicode-range (`U+0000-00FF,U+0131,…`), in order. */
export function codePointsOf(unicodeRange: string): number[] {
  const codePoints: number[] = [];
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) codePoints.push(code);
  }
  return codePoints;
}

/** The shortest unicode-range of a set of code points, in the notation of Fontsource and CSS (`U+0000-00FF, U+0131`). */
export function unicodeRangeOf(codePoints: Iterable<number>): string {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b);
  const hex = (code: number) => code.toString(16).toUpperCase().padStart(4, '0');
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const first = sorted[i];
    while (sorted[i + 1] === sorted[i] + 1) i++;
    parts.push(sorted[i] === first ? `U+${hex(first)}` : `U+${hex(first)}-${hex(sorted[i])}`);
  }
  return parts.join(', ');
}

async function fontsourceRange(subset: 'latin' | 'latin-ext'): Promise<string> {
  const ranges = JSON.parse(await readFile(path.join(packageDir, 'unicode.json'), 'utf8')) as Record<string, string>;
  const range = ranges[subset];
  if (!range) throw new Error(`@fontsource-variable/inter has no subset ${subset}`);
  return range;
}

/** The unicode-range of a cut, as its @font-face rule in globals.css repeats it. */
export async function interUnicodeRange(subset: InterSubset): Promise<string> {
  if (subset === 'latin-ext') return fontsourceRange('latin-ext');
  const rare = new Set(codePointsOf(INTER_LATIN_RARE));
  if (subset === 'latin-rare') return unicodeRangeOf(rare);
  return unicodeRangeOf(codePointsOf(await fontsourceRange('latin')).filter((code) => !rare.has(code)));
}

/** Every character of a unicode-range, control characters aside. */
export function charactersOf(unicodeRange: string): string {
  return String.fromCodePoint(...codePointsOf(unicodeRange).filter((code) => code >= 0x20));
}

/** One subset's cut file, from the installed Fontsource package. */
export async function cutInter(subset: InterSubset): Promise<Buffer> {
  const source = await readFile(path.join(packageDir, 'files', `inter-${SOURCE_SUBSET[subset]}-wght-normal.woff2`));
  return subsetFont(source, charactersOf(await interUnicodeRange(subset)), {
    targetFormat: 'woff2',
    keepFeatures: [...INTER_FEATURES],
    variationAxes: { wght: INTER_WEIGHTS },
  });
}
