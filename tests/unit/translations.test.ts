import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import { isUsed, keyPattern, keyUses, type KeyUse } from './translation-usage';
import { INTENDED_EMPTY } from './translations.intended-empty';
import { USED_ELSEWHERE } from './translations.used-elsewhere';

const root = path.resolve(__dirname, '../../public/locales');
const sourceRoot = path.resolve(__dirname, '../../src');

type Tree = { [key: string]: string | Tree | Tree[] | string[] };

/** Flattens a namespace into `a.b.c` keys, with array items as `list.0.title`. */
function flatten(tree: unknown, prefix = ''): Map<string, unknown> {
  const keys = new Map<string, unknown>();
  if (tree !== null && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree as Tree)) {
      for (const [k, v] of flatten(value, prefix ? `${prefix}.${key}` : key)) keys.set(k, v);
    }
  } else {
    keys.set(prefix, tree);
  }
  return keys;
}

function load(lang: string, ns: string) {
  return flatten(JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')));
}

const namespaces = readdirSync(path.join(root, 'es')).map((file) => file.replace(/\.json$/, ''));

/** The site's code, not its tests: a key only a test reads is still unused. */
function sources() {
  return readdirSync(sourceRoot, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => ({ path: `src/${file}`, text: readFileSync(path.join(sourceRoot, file), 'utf8') }));
}

const usedElsewhere: KeyUse[] = USED_ELSEWHERE.map((entry) => {
  const [namespace, key] = entry.split(':');
  return { namespaces: [namespace], pattern: keyPattern(key), where: 'tests/unit/translations.used-elsewhere.ts', untyped: true };
});
const uses = [...keyUses(sources(), namespaces), ...usedElsewhere];

describe('translations', () => {
  it('every language has the same namespaces', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(path.join(root, lang)).sort(), lang).toEqual(readdirSync(path.join(root, 'es')).sort());
    }
  });

  it.each(namespaces)('namespace %s has the same keys in every language', (ns) => {
    const reference = [...load('es', ns).keys()].sort();
    for (const lang of LANGUAGES) expect([...load(lang, ns).keys()].sort(), `${lang}/${ns}`).toEqual(reference);
  });

  it.each(namespaces)('namespace %s has no empty text except the intended ones', (ns) => {
    for (const lang of LANGUAGES) {
      const empties = [...load(lang, ns)].filter(([, value]) => value === '').map(([key]) => `${lang}/${ns}:${key}`);
      const unexpected = empties.filter((entry) => !INTENDED_EMPTY.some((pattern) => pattern.test(entry)));
      expect(unexpected).toEqual([]);
    }
  });

  it('keeps interpolation placeholders identical across languages', () => {
    for (const ns of namespaces) {
      const reference = load('es', ns);
      for (const lang of LANGUAGES) {
        for (const [key, value] of load(lang, ns)) {
          const placeholders = (text: unknown) => String(text).match(/{{\s*\w+\s*}}/g)?.sort() ?? [];
          expect(placeholders(value), `${lang}/${ns}:${key}`).toEqual(placeholders(reference.get(key)));
        }
      }
    }
  });

  // Spanish is enough: the test above keeps every language on the Spanish keys.
  it.each(namespaces)('namespace %s has no key that no code uses', (ns) => {
    const unused = [...load('es', ns).keys()].filter((key) => !isUsed(uses, ns, key));
    expect(unused, 'remove them from every language, or list them in translations.used-elsewhere.ts').toEqual([]);
  });

  it('every key the types cannot check matches keys that exist', () => {
    const keys = new Map(namespaces.map((ns) => [ns, [...load('es', ns).keys()]]));
    const dangling = uses
      .filter((use) => use.untyped && !use.namespaces.some((ns) => keys.get(ns)?.some((key) => use.pattern.test(key))))
      .map((use) => `${use.where}: ${use.namespaces.join('|')} ${use.pattern.source}`);
    expect(dangling, 'untypedKey() patterns and translations.used-elsewhere.ts entries must name keys that exist').toEqual([]);
  });
});
