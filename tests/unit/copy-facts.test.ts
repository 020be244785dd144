import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSeedPosts } from '@/dev-cms/seed/load-seed';
import { LANGUAGES, type Lang } from '@/lib/i18n/languages';
import { OFFICES } from '@/lib/site/offices';

/**
 * Copy that no figure interpolates (translations, the sample posts, which come from the CMS) must still agree with
 * the office list (src/lib/site/offices.ts, decision 0018): a count of offices is exact, and copy that names the
 * Portuguese offices names all of them.
 */

const LOCALES = path.resolve(import.meta.dirname, '../../public/locales');

/** Every translation string of a language, named `ns:key`. */
function translations(lang: Lang): Array<[string, string]> {
  const strings = (value: unknown, name: string): Array<[string, string]> =>
    typeof value === 'string'
      ? [[name, value]]
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, item]) => strings(item, `${name}${name.endsWith(':') ? '' : '.'}${key}`))
        : [];
  return readdirSync(path.join(LOCALES, lang)).flatMap((file) =>
    strings(JSON.parse(readFileSync(path.join(LOCALES, lang, file), 'utf8')), `${file.replace(/\.json$/, '')}:`),
  );
}

/** Every sample post's title and text, drafts included, by language. */
function posts(lang: Lang): Array<[string, string]> {
  const texts = [...loadSeedPosts(), ...loadSeedPosts('DRAFT')]
    .filter((post) => post.lang === lang)
    .map((post) => `post ${post.slug}\u0000${post.title}\n${post.content.text}`);
  // A published post and its unchanged draft are one text.
  return [...new Set(texts)].map((entry) => entry.split('\u0000') as [string, string]);
}

const copy = (lang: Lang) => [...translations(lang), ...posts(lang)];

const OFFICE_WORDS: Record<Lang, string> = { es: 'oficinas?', en: 'offices?', pt: 'escritórios?', it: 'uffic[io]' };

/** Numbers as the copy may spell them, up to fifty. */
const NUMBER_WORDS: Record<Lang, string[]> = {
  es: ['', 'un|uno|una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte'],
  en: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty'],
  pt: ['', 'um|uma', 'dois|duas', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze', 'treze', 'catorze', 'quinze', 'dezasseis', 'dezassete', 'dezoito', 'dezanove', 'vinte'],
  it: ['', 'un|uno|una', 'due', 'tre', 'quattro', 'cinque', 'sei', 'sette', 'otto', 'nove', 'dieci', 'undici', 'dodici', 'tredici', 'quattordici', 'quindici', 'sedici', 'diciassette', 'diciotto', 'diciannove', 'venti'],
};
const TENS: Record<Lang, string[]> = {
  es: ['treinta', 'cuarenta', 'cincuenta'],
  en: ['thirty', 'forty', 'fifty'],
  pt: ['trinta', 'quarenta', 'cinquenta'],
  it: ['trenta', 'quaranta', 'cinquanta'],
};

function numberOf(word: string, lang: Lang): number {
  if (/^\d+$/.test(word)) return Number(word);
  const lower = word.toLowerCase();
  const unit = NUMBER_WORDS[lang].findIndex((alternatives) => alternatives && alternatives.split('|').includes(lower));
  if (unit > 0) return unit;
  return 30 + 10 * TENS[lang].indexOf(lower);
}

/** "<number> [one word] offices" in a text, as numbers. */
function officeCounts(text: string, lang: Lang): number[] {
  const words = [...NUMBER_WORDS[lang].filter(Boolean), ...TENS[lang]].join('|');
  const pattern = new RegExp(`(?<![\\p{L}\\d])(\\d+|${words})\\s+(?:\\p{L}+\\s+)?(?:${OFFICE_WORDS[lang]})(?!\\p{L})`, 'giu');
  return [...text.matchAll(pattern)].map((match) => numberOf(match[1], lang));
}

/** How many offices there are: in all, and in each country. */
const TRUE_COUNTS = new Set([1, OFFICES.length, ...['ES', 'PT'].map((country) => OFFICES.filter((office) => office.country === country).length)]);

/** How each language writes the Portuguese offices' cities; every Portuguese office must have its names here. */
const PORTUGUESE_CITIES: Record<string, Record<Lang, string>> = {
  lisboa: { es: 'Lisboa', en: 'Lisbon', pt: 'Lisboa', it: 'Lisbona' },
  porto: { es: 'Oporto', en: 'Porto', pt: 'Porto', it: 'Porto' },
  braga: { es: 'Braga', en: 'Braga', pt: 'Braga', it: 'Braga' },
  coimbra: { es: 'Coímbra', en: 'Coimbra', pt: 'Coimbra', it: 'Coimbra' },
  faro: { es: 'Faro', en: 'Faro', pt: 'Faro', it: 'Faro' },
};
/** Copy that lists Portugal's offices: the press item on them (every language) and the post announcing them. */
const LISTS_PORTUGUESE_OFFICES = (name: string) => name === 'home:press.items.poupanca.text' || name === 'post nortia-advisers-lisbon-porto';

describe.each(LANGUAGES)('copy in %s', (lang) => {
  it('counts offices exactly as the office list does (all, per country, or one)', () => {
    expect(officeCounts('más de treinta oficinas, dos oficinas, 17 oficinas', 'es')).toEqual([30, 2, 17]);
    expect(officeCounts('in two new offices; thirty offices', 'en')).toEqual([2, 30]);
    const wrong = copy(lang).flatMap(([name, text]) => officeCounts(text, lang).filter((count) => !TRUE_COUNTS.has(count)).map((count) => `${name}: ${count}`));
    expect(wrong).toEqual([]);
  });

  it('names every Portuguese office where it lists them', () => {
    expect(Object.keys(PORTUGUESE_CITIES).sort()).toEqual(OFFICES.filter((office) => office.country === 'PT').map((office) => office.id).sort());
    const lists = copy(lang).filter(([name]) => LISTS_PORTUGUESE_OFFICES(name));
    expect(lists.length).toBeGreaterThan(0);
    for (const [name, text] of lists) {
      const missing = Object.values(PORTUGUESE_CITIES).map((city) => city[lang]).filter((city) => !text.includes(city));
      expect(missing, name).toEqual([]);
    }
  });
});

describe('Spanish copy', () => {
  /** Portuguese proper names the Spanish copy quotes as they are. */
  const NAMES = ['Autoridade de Supervisão de Seguros e Fundos de Pensões', 'Banco de Portugal'];
  /** Portuguese words a Spanish sentence does not use (Spanish: registrado, inscrito, registro, no, también). */
  const PORTUGUESE = /(?<!\p{L})(registad[oa]s?|registo|não|também|você|escritórios?|n\.º)(?!\p{L})/iu;

  it('uses Spanish words, outside the Portuguese names it quotes', () => {
    expect(PORTUGUESE.test('corredor de seguros registado')).toBe(true);
    const portuguese = copy('es')
      .map(([name, text]) => [name, NAMES.reduce((rest, proper) => rest.replaceAll(proper, ''), text)] as const)
      .filter(([, text]) => PORTUGUESE.test(text))
      .map(([name]) => name);
    expect(portuguese).toEqual([]);
  });
});
