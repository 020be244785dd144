import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { DEFAULT_LANG, LANGUAGES, isLang, type Lang } from './languages';
import type { TranslationNamespace } from './resources';

export type LangParams = { locale: string };
export type LangPageProps = { lang: Lang };

export const getLanguagePaths: GetStaticPaths<LangParams> = async () => ({
  paths: LANGUAGES.map((locale) => ({ params: { locale } })),
  fallback: false,
});

export function langFromContext(ctx: GetStaticPropsContext): Lang {
  const locale = ctx.params?.locale;
  return isLang(locale) ? locale : DEFAULT_LANG;
}

/**
 * Translations every page needs (`common`) plus the page's own namespaces, in the page's language only. next-i18next
 * adds the fallback language's texts too, but every language has every key (tests/unit/translations.test.ts) and
 * an empty text counts as given (`returnEmptyString`), so they would never be read: on a page not in Spanish they
 * were half its page data.
 */
export async function translationProps(lang: Lang, namespaces: readonly TranslationNamespace[] = []) {
  const props = await serverSideTranslations(lang, ['common', ...namespaces]);
  const store = props._nextI18Next?.initialI18nStore ?? {};
  for (const other of Object.keys(store)) if (other !== lang) delete store[other];
  return props;
}

/** getStaticProps for a page that needs nothing but its translations. */
export function makeStaticProps(namespaces: readonly TranslationNamespace[] = []) {
  return async (ctx: GetStaticPropsContext) => {
    const lang = langFromContext(ctx);
    return { props: { lang, ...(await translationProps(lang, namespaces)) } };
  };
}
