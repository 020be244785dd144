import { isLang, DEFAULT_LANG, type Lang } from '../../lib/i18n/languages';
import { documentHref, DOCUMENTS_VERSION } from '../../lib/site/documents';
import type { ContactValues, NewsletterInput } from '../../lib/validation';
import type { ComplaintValues } from '../../lib/validation/complaint';
import type { ConfirmResult } from '../newsletter/confirm';
import type { Accepted } from './accept';
import type { LeadKind, NewLead } from './record';

/**
 * Where the relay hands an accepted form: `accept` resolves once the lead and its consent record are stored
 * durably, and throws if not; `confirm` confirms a newsletter sign-up (newsletter/confirm.ts) and hands its
 * submission to delivery.
 */
export interface LeadIntake {
  /** 'limited': a sign-up past its address's limit of confirmation e-mails, stored nowhere (accept.ts). */
  accept(lead: NewLead): Promise<Accepted>;
  confirm(signUpId: string, now: number): Promise<ConfirmResult['outcome']>;
}

/** A validated form, by kind. */
export type LeadForm<Kind extends LeadKind = LeadKind> = Extract<
  | { kind: 'contact'; values: ContactValues }
  | { kind: 'newsletter'; values: NewsletterInput }
  | { kind: 'complaint'; values: ComplaintValues },
  { kind: Kind }
>;

/** The language a page path starts with ('/es/blog' is 'es'), or null. */
function pathLang(page: string): Lang | null {
  const first = page.split('/')[1];
  return isLang(first) ? first : null;
}

/** The language a lead is in: the form's language field, else the one its page path starts with, else es. */
function leadLang(language: unknown, page: string): Lang {
  if (isLang(language)) return language;
  return pathLang(page) ?? DEFAULT_LANG;
}

/**
 * A lead from validated values. `page` is the path the form was sent from; `language` the form's hidden field.
 * Each lead records when the visitor accepted the privacy policy and which document and version the page linked
 * (GDPR art. 7(1): the controller must be able to show the consent): the contact form's box, or the newsletter
 * form's line "By subscribing you accept our privacy policy", which makes the sign-up itself the acceptance; the
 * complaint form's box.
 * The document is the one the page linked: in the language of the page the form was on, which its path names. That
 * page is the browser's Referer when it names one of our language pages (set by the browser, not by the page's
 * script or the build); else the page the form says it is on (the contact form's `sentFromPage`: a post from
 * another allowed origin, whose Referer is cut to the origin, or a page served at a path without a language). The
 * language field says which language the visitor is written to in, and names the document only when the page is
 * unknown (a sign-up from an /es/ page whose language field said pt once recorded the Portuguese policy;
 * decision 0046 for the Referer first).
 * A newsletter sign-up waits for its confirmation (decision 0039): its first delivery is the confirmation e-mail.
 */
export function newLead(form: LeadForm, context: { language: unknown; page: string; now: number; id?: string }): NewLead {
  const id = context.id ?? crypto.randomUUID();
  const formPage = form.kind === 'contact' ? form.values.sentFromPage : '';
  const page = pathLang(context.page) ? context.page : formPage || context.page;
  const lang = leadLang(form.kind === 'newsletter' ? (form.values.language ?? context.language) : context.language, page);
  const privacy = { acceptedAt: context.now, document: documentHref(pathLang(page) ?? lang, 'privacy-policy'), version: DOCUMENTS_VERSION };
  const meta = { id, lang, page, createdAt: context.now, privacy };
  switch (form.kind) {
    case 'contact':
      return { ...meta, kind: 'contact', payload: form.values };
    case 'newsletter':
      return { ...meta, kind: 'newsletter', payload: form.values, step: 'confirm' };
    case 'complaint':
      return { ...meta, kind: 'complaint', payload: form.values };
  }
}
