import { languageFromPath } from './detect';
import type { Lang } from './languages';

/** Splits `/pt/blog?page=2#top` into the path without its language segment and the query+hash suffix. */
export function stripLanguage(url: string): { rest: string; suffix: string } {
  const match = /^([^?#]*)(.*)$/.exec(url);
  const path = match?.[1] ?? '';
  const suffix = match?.[2] ?? '';
  const segments = path.split('/').filter(Boolean);
  if (languageFromPath(path)) segments.shift();
  return { rest: segments.length ? `/${segments.join('/')}` : '', suffix };
}

/** The same page in another language: the language segment is swapped, or added when there is none. */
export function swapLanguage(url: string, lang: Lang): string {
  const { rest, suffix } = stripLanguage(url);
  return `/${lang}${rest}${suffix}`;
}

/** A site-internal link: `localHref('pt', 'contact', 'offices')` is `/pt/contact#offices`. */
export function localHref(lang: Lang, page = '', hash?: string): string {
  const path = page ? `/${lang}/${page.replace(/^\/+/, '')}` : `/${lang}`;
  return hash ? `${path}#${hash}` : path;
}
