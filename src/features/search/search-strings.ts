import type { i18n as I18n } from 'i18next';
import type { Lang } from '@/lib/i18n/languages';

export const SEARCH_NS = 'search';

const loading = new Map<Lang, Promise<void>>();

/**
 * The dialog's texts arrive with its code: the `search` namespace is fetched from the exported translations
 * (public/locales is copied into out/) and added to i18next when the visitor first opens search, so no page carries
 * it up front and the first-load webpack runtime knows no extra chunk. The search page has it in its props.
 */
export function searchStrings(i18n: I18n, lang: Lang): Promise<void> {
  // One promise per language, kept: React's `use` needs the same promise on every render.
  let strings = loading.get(lang);
  if (!strings) {
    strings = i18n.hasResourceBundle(lang, SEARCH_NS)
      ? Promise.resolve()
      : fetch(`/locales/${lang}/${SEARCH_NS}.json`)
          .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`search texts: ${response.status}`))))
          .then((strings: object) => {
            i18n.addResourceBundle(lang, SEARCH_NS, strings, true, false);
          });
    loading.set(lang, strings);
  }
  return strings;
}
