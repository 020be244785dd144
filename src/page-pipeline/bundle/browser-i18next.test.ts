import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConfig } from '../../../node_modules/next-i18next/dist/pagesRouter/config/createConfig.mjs';
import userConfig from '../../../next-i18next.config.js';
import browserI18next, { BrowserI18n, type TranslateOptions } from './browser-i18next';
import { DEFAULT_LANG, LANGUAGES, type Lang } from '@/lib/i18n/languages';

const root = path.resolve(__dirname, '../../../public/locales');
const NAMESPACES = readdirSync(path.join(root, DEFAULT_LANG)).map((file) => file.replace(/\.json$/, ''));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const COUNTS = [0, 1, 2, 5, 21, 1.5];

type Tree = { [key: string]: unknown };
const bundle = (lang: string) =>
  Object.fromEntries(NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(path.join(root, lang, `${ns}.json`), 'utf8')) as Tree]));

/** Every path of a namespace, leaves and branches (`a`, `a.b`, `list.0.title`), with what it holds. */
function paths(tree: unknown, prefix = ''): [string, unknown][] {
  if (tree === null || typeof tree !== 'object') return [[prefix, tree]];
  const below = Object.entries(tree as Tree).flatMap(([key, value]) => paths(value, prefix ? `${prefix}.${key}` : key));
  return prefix ? [[prefix, tree], ...below] : below;
}

/** Each variable of a text given a value that shows where it went. */
const variablesOf = (text: unknown) =>
  Object.fromEntries([...String(text).matchAll(/\{\{-?(.+?)\}\}/g)].map(([, name]) => [name.trim(), `«${name.trim()}»`]));

/** i18next with its typed keys set aside: these tests read keys found at run time, and compare values. */
type Loose = { t: (key: unknown, options?: object) => unknown; getFixedT: (...args: unknown[]) => (key: string, options?: object) => unknown };
const loose = (i18n: I18n) => i18n as unknown as Loose;

/** The options next-i18next gives i18next in the browser (its own createConfig), with the page's resources. */
function browserConfig(lang: Lang) {
  const resources = { [lang]: bundle(lang), [DEFAULT_LANG]: bundle(DEFAULT_LANG) };
  return { ...createConfig({ ...userConfig, lng: lang }), lng: lang, ns: NAMESPACES, resources, initAsync: false };
}

async function pair(lang: Lang) {
  const config = browserConfig(lang);
  const real = i18next.createInstance();
  await real.init(config);
  const reader = browserI18next.createInstance(config);
  await reader.init(config);
  return { real, reader };
}

// Missing texts are part of what is compared; the console error they raise in the browser is checked on its own below.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('browser i18next reports a missing text', () => {
  it('as a console error, unless the caller gave a default', () => {
    const reader = browserI18next.createInstance({ lng: 'en', ns: ['common'], defaultNS: 'common', resources: { en: { common: { here: 'Here' } } } });
    void reader.init();
    expect(reader.t('here')).toBe('Here');
    expect(reader.t('gone', { defaultValue: 'Default' })).toBe('Default');
    expect(console.error).not.toHaveBeenCalled();
    expect(reader.t('footer.copyright')).toBe('footer.copyright');
    expect(console.error).toHaveBeenCalledWith('browser-i18next: no text for "footer.copyright" in the page\'s data');
  });
});

describe.each(LANGUAGES)('browser i18next in %s reads every text as i18next does', (lang) => {
  let real: I18n;
  let reader: BrowserI18n;
  beforeAll(async () => ({ real, reader } = await pair(lang)));

  it.each(NAMESPACES)('namespace %s', (ns) => {
    const texts = paths(bundle(lang)[ns]);
    expect(texts.length).toBeGreaterThan(0);
    let compared = 0;
    const same = (key: string | string[], options?: TranslateOptions) => {
      const expected = loose(real).t(key, options);
      expect(reader.t(key, options), `${lang} ${JSON.stringify(key)} ${JSON.stringify(options)}`).toEqual(expected);
      compared += 1;
    };
    for (const [key, value] of texts) {
      const base = key.replace(PLURAL, '');
      const variables = variablesOf(value);
      same(`${ns}:${key}`);
      same(key, { ns });
      same(`${ns}:${key}`, variables);
      same(`${ns}:${key}`, { ...variables, returnObjects: true });
      expect(reader.getFixedT(lang, ns)(key, variables)).toEqual(loose(real).getFixedT(lang, ns)(key, variables));
      if (base !== key) for (const count of COUNTS) same(`${ns}:${base}`, { ...variables, count });
      const [first] = Object.keys(variables);
      if (first) same(`${ns}:${key}`, { ...variables, [first]: undefined });
    }
    same(`${ns}:no.such.key`);
    same([`${ns}:no.such.key`, `${ns}:${texts[texts.length - 1][0]}`]);
    same(`${ns}:no.such.key`, { defaultValue: 'Fallback {{x}}', x: 1 });
    expect(compared).toBeGreaterThan(texts.length * 4);
  });
});

describe('browser i18next on the cases i18next defines', () => {
  const resources = {
    en: {
      common: {
        bare: 'Bare {{count}}',
        bare_other: '{{count}} items',
        bare_zero: 'None',
        nested: { deep: 'Deep {{who.name}} {{- raw}} {{missing}}' },
        list: ['One {{x}}', { title: 'Two {{x}}' }],
        empty: '',
        'Is this: a sentence?': 'yes',
        values: { number: 3, flag: true },
      },
      other: { only: 'Other namespace', bare: 'Other bare' },
    },
    es: { common: { esOnly: 'Solo en español', bare_one: 'Uno (es)' } },
  };
  const config = { ...createConfig({ ...userConfig, lng: 'en' }), lng: 'en', ns: ['common', 'other'], resources, initAsync: false };
  const cases: [string | string[], TranslateOptions?][] = [
    ['bare'],
    ['bare', { count: 0 }],
    ['bare', { count: 1 }],
    ['bare', { count: 7 }],
    ['common:bare', { count: 1, lng: 'es' }],
    ['nested.deep', { who: { name: 'Ana' }, raw: '<b>' }],
    ['nested.deep', { raw: '{{who.name}}', who: { name: 'not read again' } }],
    ['nested.deep', { who: undefined, missing: undefined }],
    ['nested'],
    ['nested', { returnObjects: true, who: { name: 'Eva' } }],
    ['list', { returnObjects: true, x: 'y' }],
    ['empty'],
    ['Is this: a sentence?'],
    ['other:only'],
    ['only', { ns: 'other' }],
    ['bare', { ns: ['other', 'common'] }],
    ['esOnly'],
    [['missing.one', 'esOnly']],
    ['values.number'],
    ['values.flag'],
    ['missing', { defaultValue: 'Default {{x}}', x: 'value' }],
    ['missing'],
  ];

  it.each(cases)('t(%j, %j)', async (key, options) => {
    const real = i18next.createInstance();
    await real.init(config);
    const reader = browserI18next.createInstance(config);
    await reader.init();
    expect(reader.t(key, options)).toEqual(loose(real).t(key, options));
  });

  it('getFixedT with a key prefix', async () => {
    const real = i18next.createInstance();
    await real.init(config);
    const reader = browserI18next.createInstance(config);
    await reader.init();
    const realT = loose(real).getFixedT('en', 'common', 'nested');
    expect(reader.getFixedT('en', 'common', 'nested')('deep', { raw: 'r' })).toEqual(realT('deep', { raw: 'r' }));
  });
});

describe('browser i18next under react-i18next', () => {
  it.each(LANGUAGES.filter((lang) => lang !== DEFAULT_LANG))('in %s falls back to the default language for a text the page lacks', async (lang) => {
    const config = browserConfig(lang);
    const resources = { ...config.resources, [lang]: { common: {} } };
    const realI18n = i18next.createInstance();
    await realI18n.init({ ...config, resources });
    const readerI18n = browserI18next.createInstance({ ...config, resources });
    await readerI18n.init();
    const key = 'common:consent.accept';
    expect(readerI18n.t(key)).toEqual(realI18n.t(key));
    expect(readerI18n.t(key)).not.toBe('consent.accept');
  });

  function Island() {
    const { t } = useTranslation(['contact-form', 'forms', 'common']);
    return createElement('p', null, `${t('submit')} | ${t('forms:status.sending')} | ${t('common:consent.accept')} | ${t('forms:count.left', { count: 2, left: 2 })}`);
  }

  it('renders what the real i18next renders through useTranslation', async () => {
    const { real, reader } = await pair('pt');
    const render = (i18n: unknown) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: i18n as I18n }, createElement(Island)));
    const html = render(reader);
    expect(html).toBe(render(real));
    expect(html).not.toMatch(/submit|status\.|consent\./);
  });

  it('adds a namespace fetched later (the search dialog) and reads it', async () => {
    const { reader } = await pair('en');
    const fetched = { dialog: { title: 'Search the site' } };
    reader.addResourceBundle('en', 'late', fetched, true, false);
    expect(reader.hasResourceBundle('en', 'late')).toBe(true);
    expect(reader.t('late:dialog.title')).toBe('Search the site');
  });

  it('says what it takes for the language, and changes it', async () => {
    const reader = new BrowserI18n();
    await reader.init(browserConfig('it'));
    expect([reader.language, reader.languages, reader.resolvedLanguage]).toEqual(['it', ['it', 'es'], 'it']);
    const changed = vi.fn();
    reader.on('languageChanged', changed);
    await reader.changeLanguage('it');
    expect(changed).not.toHaveBeenCalled();
    await reader.changeLanguage('en');
    expect(changed).toHaveBeenCalledWith('en');
  });
});

describe('browser i18next refuses what it does not read', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reports an option it does not follow as a console error, which fails the browser tests', async () => {
    const { reader } = await pair('en');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    reader.t('common:consent.accept', { context: 'male' });
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"context"'));
  });
});
