import type { GetStaticPaths, GetStaticPropsContext } from 'next';
import { BUILD_ONLY_TEXTS_PROP, type BuildOnlyText } from '@/features/islands/build-only';
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
 * The header's search box is built into every page from the `search` texts, which only the pages that search in
 * the browser (the search page, the 404s) keep in their page data: elsewhere they are build-only, with the page's
 * own `buildOnlyTexts` (docs/decisions/0048-static-parts-stay-at-build.md).
 */
export async function translationProps(
  lang: Lang,
  namespaces: readonly TranslationNamespace[] = [],
  buildOnlyTexts: readonly BuildOnlyText[] = [],
) {
  const searches = namespaces.includes('search');
  const props = await serverSideTranslations(lang, ['common', ...namespaces, ...(searches ? [] : ['search'])]);
  const store = props._nextI18Next?.initialI18nStore ?? {};
  for (const other of Object.keys(store)) if (other !== lang) delete store[other];
  return { ...props, [BUILD_ONLY_TEXTS_PROP]: searches ? [...buildOnlyTexts] : [...buildOnlyTexts, 'search'] };
}

/** getStaticProps for a page that needs nothing but its translations. */
export function makeStaticProps(namespaces: readonly TranslationNamespace[] = []) {
  return async (ctx: GetStaticPropsContext) => {
    const lang = langFromContext(ctx);
    return { props: { lang, ...(await translationProps(lang, namespaces)) } };
  };
}
