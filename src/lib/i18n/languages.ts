import declared from './languages.config.js';

/** The site's languages, in the order menus list them (declared once, in languages.config.js). */
export const LANGUAGES: typeof declared.LANGUAGES = declared.LANGUAGES;
export type Lang = (typeof LANGUAGES)[number];

/** The language of last resort: detection ends here and missing strings fall back to it. */
export const DEFAULT_LANG: Lang = declared.DEFAULT_LANG;

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tags used for <html lang>, hreflang and Intl formatting. */
export const LANG_TAGS: Record<Lang, string> = { es: 'es-ES', en: 'en', pt: 'pt-PT', it: 'it-IT' };

/** Each language's own name, as shown in the language selector. */
export const LANG_NAMES: Record<Lang, string> = { es: 'Español', en: 'English', pt: 'Português', it: 'Italiano' };

/** Shown side by side on the language-choice screens, so each in its own language. */
export const LANG_CONTINUE: Record<Lang, string> = {
  es: 'Continuar en español',
  en: 'Continue in English',
  pt: 'Continuar em português',
  it: 'Continua in italiano',
};
