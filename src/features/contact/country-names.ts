import type { Lang } from '@/lib/i18n/languages';

export type CountryNames = Record<string, string>;

/**
 * The phone picker's country names in each page language, from the library's own translations: one file per
 * language, fetched with the picker, so a page carries only its own (each is about 2 KiB gzip). English keeps the
 * library's built-in names.
 */
const NAMES_FILES: Record<Lang, (() => Promise<{ default: CountryNames }>) | null> = {
  en: null,
  es: () => import('react-phone-input-2/lang/es.json'),
  pt: () => import('react-phone-input-2/lang/pt.json'),
  it: () => import('react-phone-input-2/lang/it.json'),
};

/** The country names of `lang`: none to fetch for English. */
export async function countryNamesIn(lang: Lang): Promise<CountryNames | undefined> {
  return (await NAMES_FILES[lang]?.())?.default;
}
