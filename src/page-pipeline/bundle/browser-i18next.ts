/**
 * What `i18next` is in the browser (decision 0025): a reader of the translations the page already carries, with the
 * part of i18next's instance API that next-i18next's `appWithTranslation` and react-i18next's hooks call. The build
 * renders every page with the real i18next; in the browser only the islands render again, from the same JSON, so
 * this reads it the way i18next does for what our translation files use: nested keys, `ns:key`, `{{variables}}`,
 * `_one`/`_other` plurals by `Intl.PluralRules`, `returnObjects`, the fallback language. browser-i18next.test.ts
 * checks every text of every language against i18next's own output. next.config.ts points `i18next` here for the
 * browser bundle only; the types stay i18next's.
 */
import type { InitOptions } from 'i18next';

type Tree = { readonly [key: string]: unknown };
type Data = Record<string, Record<string, Tree>>;
type Listener = (...args: unknown[]) => void;

/** The options of `t` this reader follows; the others are refused loudly (see `refuseUnsupported`). */
export type TranslateOptions = {
  lng?: string;
  ns?: string | readonly string[] | false;
  count?: number;
  keyPrefix?: string;
  defaultValue?: string;
  returnObjects?: boolean;
  [variable: string]: unknown;
};

/** i18next's own options: next-i18next passes its whole config; the reader uses the few that bear on reading. */
export type BrowserI18nOptions = InitOptions;

const KEY_SEPARATOR = '.';
const NS_SEPARATOR = ':';
const PLURAL_SEPARATOR = '_';
// `{{name}}`, or `{{- name}}` (unescaped): with escapeValue false, as next-i18next sets it, both insert the value as it is.
const VARIABLE = /\{\{-?(.+?)\}\}/g;
// i18next reads a key holding one of these as a sentence, whose `:` is no namespace separator, unless the part
// before its first `.` is free of them.
const NATURAL_LANGUAGE = /[ ,?!;]/;
const UNSUPPORTED = ['context', 'ordinal', 'replace', 'postProcess', 'joinArrays', 'lngs', 'fallbackLng', 'returnDetails'];

const own = (object: object, key: string) => Object.prototype.hasOwnProperty.call(object, key);
const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null;

class Emitter {
  private readonly listeners = new Map<string, Set<Listener>>();

  on(events: string, listener: Listener) {
    for (const event of events.split(' ').filter(Boolean)) {
      const set = this.listeners.get(event) ?? new Set();
      set.add(listener);
      this.listeners.set(event, set);
    }
    return this;
  }

  off(event: string, listener?: Listener) {
    if (listener) this.listeners.get(event)?.delete(listener);
    else this.listeners.delete(event);
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(...args);
  }
}

class ResourceStore extends Emitter {
  data: Data = {};

  get(lng: string, ns: string, key: string): unknown {
    let node: unknown = this.data[lng]?.[ns];
    for (const part of key.split(KEY_SEPARATOR)) {
      if (!isTree(node) || !own(node, part)) return undefined;
      node = node[part];
    }
    return node;
  }
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralSuffix(lng: string, count: number): string {
  const tag = lng.replace(/_/g, '-');
  let rules = pluralRules.get(tag);
  if (!rules) {
    rules = new Intl.PluralRules(tag);
    pluralRules.set(tag, rules);
  }
  return `${PLURAL_SEPARATOR}${rules.select(count)}`;
}

function interpolate(text: string, data: TranslateOptions): string {
  // One pass: as in i18next, an inserted value is not read again for variables.
  return text.replace(VARIABLE, (whole, name: string) => {
    const found = variable(data, name.trim());
    if (found !== undefined) return found === null ? '' : String(found);
    // i18next empties a variable given as undefined and keeps one not given at all.
    return own(data, name.trim()) ? '' : whole;
  });
}

function variable(data: TranslateOptions, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split(KEY_SEPARATOR)) {
    if (!isTree(node) || !own(node, part)) return undefined;
    node = node[part];
  }
  return node;
}

let refused = false;
function refuseUnsupported(options: TranslateOptions) {
  const option = UNSUPPORTED.find((name) => options[name] !== undefined);
  // A console error fails the browser tests: a new use of i18next the reader lacks is found before it ships.
  if (option && !refused) {
    refused = true;
    console.error(`browser-i18next: t() option "${option}" is not supported in the browser (docs/decisions/0025)`);
  }
}

const list = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];

/** i18next's getFallbackCodes. */
function fallbacksOf(fallbackLng: unknown, lng: string): string[] {
  const given = typeof fallbackLng === 'function' ? (fallbackLng as (code: string) => unknown)(lng) : fallbackLng;
  if (!isTree(given) || Array.isArray(given)) return list(given);
  return list(given[lng] ?? given[lng.split('-')[0]] ?? given.default);
}

export class BrowserI18n extends Emitter {
  options: BrowserI18nOptions = {};
  store = new ResourceStore();
  services = {};
  language = '';
  languages: string[] = [];
  resolvedLanguage: string | undefined;
  isInitialized = false;

  constructor(options: BrowserI18nOptions = {}) {
    super();
    this.options = options;
    this.t = this.t.bind(this);
  }

  createInstance(options: BrowserI18nOptions = {}) {
    return new BrowserI18n(options);
  }

  use() {
    return this;
  }

  init(options: BrowserI18nOptions = this.options, callback?: (error: null, t: BrowserI18n['t']) => void) {
    this.options = { ...this.options, ...options };
    this.store.data = { ...(this.options.resources as Data | undefined) };
    this.setLanguage(this.options.lng ?? fallbacksOf(this.options.fallbackLng, '')[0] ?? '');
    this.isInitialized = true;
    this.emit('initialized', this.options);
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  changeLanguage(lng?: string, callback?: (error: null, t: BrowserI18n['t']) => void) {
    if (lng && lng !== this.language) {
      this.setLanguage(lng);
      this.emit('languageChanged', lng);
    }
    callback?.(null, this.t);
    return Promise.resolve(this.t);
  }

  private setLanguage(lng: string) {
    this.language = lng;
    this.languages = this.hierarchy(lng);
    this.resolvedLanguage = this.languages.find((code) => Object.keys(this.store.data[code] ?? {}).length > 0);
  }

  /** The language, then the fallback languages: where a key is looked up, in order. */
  private hierarchy(lng: string): string[] {
    return [...new Set([lng, ...fallbacksOf(this.options.fallbackLng, lng)].filter(Boolean))];
  }

  // With every text in the page's data and no backend, i18next answers true for any namespace; so does this.
  hasLoadedNamespace() {
    return true;
  }

  loadNamespaces(_ns?: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }

  loadLanguages(_lngs?: unknown, callback?: () => void) {
    callback?.();
    return Promise.resolve();
  }

  hasResourceBundle(lng: string, ns: string) {
    return this.store.data[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string) {
    return this.store.data[lng]?.[ns];
  }

  addResourceBundle(lng: string, ns: string, resources: Tree, deep = false, overwrite = false) {
    const current = this.store.data[lng]?.[ns];
    const bundle = current === undefined ? resources : deep ? merge(current, resources, overwrite) : { ...current, ...resources };
    this.store.data = { ...this.store.data, [lng]: { ...this.store.data[lng], [ns]: bundle } };
    if (!this.resolvedLanguage && this.languages.includes(lng)) this.setLanguage(this.language);
    this.store.emit('added', lng, ns);
    return this;
  }

  getFixedT(lng?: string | null, ns?: string | readonly string[] | null, keyPrefix?: string) {
    return (key: string | readonly string[], options?: TranslateOptions | string) => {
      const given = typeof options === 'string' ? { defaultValue: options } : { ...options };
      const prefix = given.keyPrefix === '' ? undefined : (given.keyPrefix ?? keyPrefix);
      const full = (k: string) => (prefix ? `${prefix}${KEY_SEPARATOR}${k}` : k);
      return this.t(typeof key === 'string' ? full(key) : key.map(full), {
        ...given,
        lng: given.lng || lng || undefined,
        ns: given.ns || ns || undefined,
        keyPrefix: prefix,
      });
    };
  }

  t(keys: string | readonly string[], options?: TranslateOptions | string): string | unknown {
    const given: TranslateOptions = typeof options === 'string' ? { defaultValue: options } : { ...options };
    refuseUnsupported(given);
    const candidates = typeof keys === 'string' ? [keys] : [...keys];
    const lng = given.lng || this.language;
    const { key } = this.extract(candidates[candidates.length - 1], given);
    let found: unknown;
    for (const candidate of candidates) {
      found = this.resolve(candidate, given, lng);
      if (this.isValid(found)) break;
    }
    if (isTree(found)) {
      if (!given.returnObjects) return `key '${key} (${this.language})' returned an object instead of string.`;
      return mapStrings(found, (text) => interpolate(text, given));
    }
    if (!this.isValid(found)) {
      // In the browser a missing text means the page's data lacks it (a build-only text read by an island, decision
      // 0048, or a namespace the page does not load): the visitor would see the key, so say so where tests look.
      if (given.defaultValue === undefined) console.error(`browser-i18next: no text for "${key}" in the page's data`);
      found = given.defaultValue ?? key;
    }
    return typeof found === 'string' ? interpolate(found, given) : found;
  }

  private isValid(found: unknown) {
    return found !== undefined && found !== null && (this.options.returnEmptyString !== false || found !== '');
  }

  private extract(key: string, options: TranslateOptions) {
    const namespaces = list(options.ns ?? this.options.defaultNS);
    const beforeDot = key.indexOf(KEY_SEPARATOR) > 0 ? key.slice(0, key.indexOf(KEY_SEPARATOR)) : key;
    const looksLikePath = !NATURAL_LANGUAGE.test(key) || !NATURAL_LANGUAGE.test(beforeDot);
    if (!key.includes(NS_SEPARATOR) || !looksLikePath) return { key, namespaces };
    const [ns, ...rest] = key.split(NS_SEPARATOR);
    return { key: rest.join(KEY_SEPARATOR), namespaces: [ns] };
  }

  private resolve(candidate: string, options: TranslateOptions, lng: string): unknown {
    const { key, namespaces } = this.extract(candidate, options);
    const plural = typeof options.count === 'number';
    for (const ns of namespaces) {
      for (const code of this.hierarchy(lng)) {
        // i18next's order: the zero form (for a count of 0), the plural form, then the bare key.
        const keys = plural ? [key, key + pluralSuffix(code, options.count as number)] : [key];
        if (plural && options.count === 0) keys.push(`${key}${PLURAL_SEPARATOR}zero`);
        for (const k of keys.reverse()) {
          const found = this.store.get(code, ns, k);
          if (this.isValid(found)) return found;
        }
      }
    }
    return undefined;
  }
}

function merge(target: Tree, source: Tree, overwrite: boolean): Tree {
  const result: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = result[key];
    if (isTree(current) && isTree(value)) result[key] = merge(current, value, overwrite);
    else if (overwrite || !own(result, key)) result[key] = value;
  }
  return result;
}

function mapStrings(tree: Tree, map: (text: string) => string): unknown {
  if (Array.isArray(tree)) return tree.map((item: unknown) => (typeof item === 'string' ? map(item) : isTree(item) ? mapStrings(item, map) : item));
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? map(value) : isTree(value) ? mapStrings(value, map) : value]),
  );
}

/** react-i18next imports it for keys given as selector functions, which this site does not use. */
export function keyFromSelector(): never {
  throw new Error('browser-i18next: selector keys are not supported in the browser (docs/decisions/0025)');
}

const i18next = new BrowserI18n();
export default i18next;
