import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  charactersOf,
  codePointsOf,
  cutInter,
  INTER_SUBSETS,
  INTER_WEIGHTS,
  interFile,
  interUnicodeRange,
  unicodeRangeOf,
} from './inter';

const normalized = (range: string) => range.replace(/\s+/g, '').toUpperCase();

async function cssFiles(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => name.endsWith('.css')).map((name) => path.join(dir, name));
}

/** The @font-face rule of globals.css whose src is the given file. */
async function fontFaceFor(file: string): Promise<string> {
  const css = await readFile(path.join(process.cwd(), 'src/styles/globals.css'), 'utf8');
  const rule = css.match(/@font-face\s*{[^}]*}/g)?.find((candidate) => candidate.includes(`/${path.basename(file)}'`));
  if (!rule) throw new Error(`globals.css has no @font-face for ${path.basename(file)}`);
  return rule;
}

describe('charactersOf', () => {
  it('lists every character of single code points and ranges, leaving out control characters', () => {
    expect(charactersOf('U+0000-0021, U+00E9,U+20AC')).toBe(' !é€');
  });
});

describe('unicodeRangeOf', () => {
  it('writes code points as the shortest range, in order, whatever order and repeats they come in', () => {
    expect(unicodeRangeOf([0x20ac, 0x41, 0x42, 0x43, 0xe9, 0x42])).toBe('U+0041-0043, U+00E9, U+20AC');
  });

  it('gives back the code points it was given', () => {
    const codePoints = [0x0, 0x1, 0x2, 0xff, 0x131, 0x2000, 0x2001];
    expect(codePointsOf(unicodeRangeOf(codePoints))).toEqual(codePoints);
  });
});

describe('the Latin range, split in two files', () => {
  it("is Fontsource's Latin range, each character in exactly one of the two", async () => {
    const ranges = JSON.parse(
      await readFile(path.join(process.cwd(), 'node_modules/@fontsource-variable/inter/unicode.json'), 'utf8'),
    ) as Record<string, string>;
    const latin = codePointsOf(await interUnicodeRange('latin'));
    const rare = codePointsOf(await interUnicodeRange('latin-rare'));
    expect(latin.filter((code) => rare.includes(code))).toEqual([]);
    expect([...latin, ...rare].sort((a, b) => a - b)).toEqual(codePointsOf(ranges.latin));
  });

  it("sets every text of the site's four languages from the Latin file alone", async () => {
    const rare = new Set(codePointsOf(await interUnicodeRange('latin-rare')));
    const localesDir = path.join(process.cwd(), 'public/locales');
    const needRare: string[] = [];
    for (const name of await readdir(localesDir, { recursive: true })) {
      if (!name.endsWith('.json')) continue;
      for (const character of await readFile(path.join(localesDir, name), 'utf8')) {
        const code = character.codePointAt(0)!;
        if (rare.has(code)) needRare.push(`${name}: ${character}`);
      }
    }
    expect(needRare).toEqual([]);
  });
});

describe.each(INTER_SUBSETS)('Inter, %s subset', (subset) => {
  it('is committed as a fresh cut of the installed Fontsource file gives it (else run npm run fonts)', async () => {
    const committed = await readFile(interFile(subset));
    expect((await cutInter(subset)).equals(committed)).toBe(true);
  });

  it('is declared in globals.css with its unicode-range and the weights the file keeps', async () => {
    const rule = await fontFaceFor(interFile(subset));
    expect(normalized(/unicode-range:([^;]+);/.exec(rule)?.[1] ?? '')).toBe(normalized(await interUnicodeRange(subset)));
    expect(/font-weight:\s*([^;]+);/.exec(rule)?.[1]).toBe(`${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max}`);
  });
});

describe('font weights in the stylesheets', () => {
  it('all lie within the weights the cut font keeps', async () => {
    const named: Record<string, number> = { normal: 400, bold: 700 };
    const outside: string[] = [];
    for (const file of await cssFiles(path.join(process.cwd(), 'src'))) {
      const css = (await readFile(file, 'utf8')).replace(/@font-face\s*{[^}]*}/g, '');
      for (const [, value] of css.matchAll(/font-weight:\s*([a-z0-9]+)/g)) {
        const weight = named[value] ?? Number(value);
        if (!(weight >= INTER_WEIGHTS.min && weight <= INTER_WEIGHTS.max)) outside.push(`${path.relative(process.cwd(), file)}: ${value}`);
      }
    }
    expect(outside).toEqual([]);
  });
});
