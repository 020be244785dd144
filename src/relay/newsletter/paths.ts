import { isLang, type Lang } from '../../lib/i18n/languages';

/**
 * The pages of the newsletter's confirmation (decision 0039), browser-safe (the pages import it). The e-mail links
 * to `/{lang}/newsletter/confirm?token=…`, a pre-rendered page with one button: its form has no action, so the
 * browser posts to the page's own address, query included, and the host hands that POST (only) to the relay.
 * The relay answers 303 to one of the outcome pages.
 */
export const CONFIRM_TOKEN_PARAM = 'token';

export type ConfirmOutcome = 'confirmed' | 'already-confirmed' | 'link-expired';
export const CONFIRM_OUTCOMES: readonly ConfirmOutcome[] = ['confirmed', 'already-confirmed', 'link-expired'];

export function confirmPagePath(lang: Lang): string {
  return `/${lang}/newsletter/confirm`;
}

export function confirmOutcomePath(lang: Lang, outcome: ConfirmOutcome): string {
  return `/${lang}/newsletter/${outcome}`;
}

/** The language of a confirmation page's path (`/pt/newsletter/confirm`, trailing slash allowed), else null. */
export function confirmPageLang(pathname: string): Lang | null {
  const match = /^\/([a-z]{2})\/newsletter\/confirm\/?$/.exec(pathname);
  return match && isLang(match[1]) ? match[1] : null;
}

/** Whether the host must hand this request to the relay rather than its static files: a confirmation's POST. */
export function isConfirmPost(method: string, pathname: string): boolean {
  return method === 'POST' && confirmPageLang(pathname) !== null;
}
