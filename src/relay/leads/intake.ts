import { isLang, DEFAULT_LANG } from '../../lib/i18n/languages';
import { documentHref, DOCUMENTS_VERSION } from '../../lib/site/documents';
import type { ComplaintValues, ContactValues, NewsletterInput } from '../../lib/validation';
import type { LeadKind, NewLead } from './record';

/** Where the relay hands an accepted form: `accept` resolves once the lead is stored durably, and throws if not. */
export interface LeadIntake {
  accept(lead: NewLead): Promise<void>;
}

/** A validated form, by kind. */
export type LeadForm<Kind extends LeadKind = LeadKind> = Extract<
  | { kind: 'contact'; values: ContactValues }
  | { kind: 'newsletter'; values: NewsletterInput }
  | { kind: 'complaint'; values: ComplaintValues },
  { kind: Kind }
>;

/** The language a lead is in: the page's (sent by the form), else the one its page path starts with, else es. */
function leadLang(language: unknown, page: string) {
  if (isLang(language)) return language;
  const first = page.split('/')[1];
  return isLang(first) ? first : DEFAULT_LANG;
}

/**
 * A lead from validated values. `page` is the path the form was sent from; `language` the form's hidden field.
 * Each lead records when the visitor accepted the privacy policy and which document and version the page linked
 * (GDPR art. 7(1): the controller must be able to show the consent): the contact form's box, or the newsletter
 * form's line "By subscribing you accept our privacy policy", which makes the sign-up itself the acceptance; the
 * complaint form's box.
 */
export function newLead(form: LeadForm, context: { language: unknown; page: string; now: number; id?: string }): NewLead {
  const id = context.id ?? crypto.randomUUID();
  const page = (form.kind === 'contact' && form.values.contactMethod) || context.page;
  const lang = leadLang(form.kind === 'newsletter' ? (form.values.language ?? context.language) : context.language, page);
  const privacy = { acceptedAt: context.now, policy: `${documentHref(lang, 'privacy-policy')} (version ${DOCUMENTS_VERSION})` };
  const meta = { id, lang, page, createdAt: context.now, privacy };
  // Each kind keeps its own values; TypeScript cannot pair a union's kind with its values by itself.
  return { ...meta, kind: form.kind, payload: form.values } as NewLead;
}
