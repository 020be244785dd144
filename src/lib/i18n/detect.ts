import { DEFAULT_LANG, isLang, type Lang } from './languages';

/** Cookie and localStorage key that remember the visitor's language (i18next's own names). */
export const LANG_COOKIE = 'i18next';
export const LANG_STORAGE_KEY = 'i18nextLng';
export const LANG_COOKIE_DAYS = 365;

export type DetectionInput = {
  pathname?: string;
  cookie?: string | null;
  browserLanguages?: readonly string[];
};

/** The language of a path's first segment, if it is one of ours. */
export function languageFromPath(pathname: string | undefined): Lang | null {
  const first = pathname?.split('/').find((segment) => segment !== '');
  return isLang(first) ? first : null;
}

/** Maps browser tags such as `pt-BR` or `it` onto our languages, in the browser's order of preference. */
export function languageFromBrowser(tags: readonly string[] | undefined): Lang | null {
  for (const tag of tags ?? []) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLang(primary)) return primary;
  }
  return null;
}

/** Detection order: path, then the remembered cookie, then the browser, then the fallback (es). */
export function detectLanguage({ pathname, cookie, browserLanguages }: DetectionInput): Lang {
  return (
    languageFromPath(pathname) ??
    (isLang(cookie) ? cookie : null) ??
    languageFromBrowser(browserLanguages) ??
    DEFAULT_LANG
  );
}
