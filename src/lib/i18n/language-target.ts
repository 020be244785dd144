import type { Alternates } from './alternates';
import type { Lang } from './languages';
import { stripLanguage, swapLanguage } from './paths';

/** What the language selector knows about the page it sits on. */
export type PageLanguages = {
  /** A not-found or error page: there is no "same page" to offer. */
  isErrorPage: boolean;
  /** Set by pages that exist in only some languages (a blog post): where they live in each. */
  alternates: Alternates | null;
};

/**
 * Where choosing `lang` takes a visitor who is on `asPath`: the same page (query and hash kept) in that language;
 * for a page that does not exist there (a post without a translation, a later page of the blog list), the nearest
 * page that does, its parent (`/en/blog/a-post` and `/en/blog/page/3` -> `/es/blog`); from an error page, that
 * language's home.
 */
export function languageTarget(asPath: string, lang: Lang, page: PageLanguages): string {
  if (page.isErrorPage) return `/${lang}`;
  if (!page.alternates) return swapLanguage(asPath, lang);
  const translation = page.alternates[lang];
  if (translation) return translation;
  // A list's numbered page (`/blog/page/3`) has the list itself as its parent.
  const parent = stripLanguage(asPath).rest.replace(/(\/page\/\d+|\/[^/]*)$/, '');
  return `/${lang}${parent}`;
}
