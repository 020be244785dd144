import Cookies from 'js-cookie';
import { LANG_COOKIE, LANG_COOKIE_DAYS, LANG_STORAGE_KEY } from './detect';
import type { Lang } from './languages';

/** Caches the visitor's language choice in a cookie and localStorage (a strictly necessary preference). */
export function rememberLanguage(lang: Lang): void {
  Cookies.set(LANG_COOKIE, lang, { expires: LANG_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be disabled (private mode); the cookie alone is enough.
  }
}

export function rememberedLanguage(): string | null {
  return Cookies.get(LANG_COOKIE) ?? null;
}
