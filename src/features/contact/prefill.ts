import { useEffect } from 'react';
import type { Lang } from '@/lib/i18n/languages';
import { localHref } from '@/lib/i18n/paths';
import { FIELD_MAX_LENGTH } from '@/lib/validation/limits';

/**
 * Opening the contact form with a message already written (a calculator's figures, the kind of insurance to
 * quote). The text travels in the link's fragment, `/es/contact#message=…`: a fragment is never sent to a
 * server (no access log, no referrer), it needs no script on the page that links (a plain <a> works, also opened
 * in a new tab), and what it carries is figures and a topic, never personal data. The form then puts the hash
 * back to `#contact`, so a reload or a shared address does not write the message again.
 */
const PARAM = 'message';
const FORM_ANCHOR = 'contact';

export function contactHrefWithMessage(lang: Lang, message: string): string {
  const params = new URLSearchParams({ [PARAM]: message.slice(0, FIELD_MAX_LENGTH.message) });
  return localHref(lang, 'contact', params.toString());
}

/** The message a `#message=…` fragment carries, or null for any other fragment (e.g. `#contact`). */
export function messageFromHash(hash: string): string | null {
  const message = new URLSearchParams(hash.replace(/^#/, '')).get(PARAM);
  return message ? message.slice(0, FIELD_MAX_LENGTH.message) : null;
}

/** Hands a message from the address to the form once, then shows the form as a `#contact` link would. */
export function useContactPrefill(setMessage: (message: string) => void): void {
  useEffect(() => {
    const message = messageFromHash(window.location.hash);
    if (message === null) return;
    setMessage(message);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}#${FORM_ANCHOR}`);
    document.getElementById(FORM_ANCHOR)?.scrollIntoView();
    // Runs again only when the setter changes, and then finds `#contact`: later edits belong to the visitor.
  }, [setMessage]);
}
