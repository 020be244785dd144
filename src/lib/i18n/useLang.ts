import { useTranslation } from 'next-i18next/pages';
import { DEFAULT_LANG, isLang, type Lang } from './languages';

/** The language the current page was rendered in. */
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return isLang(i18n?.language) ? i18n.language : DEFAULT_LANG;
}
