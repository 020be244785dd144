import type { ValidationErrorKey } from '../lib/validation';
import type { Lang } from '../lib/i18n/languages';

/**
 * The pages a form posted without JavaScript lands on (the relay answers 303 to one of them): one "sent" page and
 * one page per reason it was not sent, per form and language, all pre-rendered. Browser-safe (the pages import it).
 * The path names the outcome only, never anything the visitor typed.
 */
export type FormName = 'contact' | 'newsletter' | 'complaint';

export type FormResultReason = ValidationErrorKey | 'rate_limited' | 'standard_error';

export const RESULT_REASONS: Record<FormName, readonly FormResultReason[]> = {
  contact: ['invalid_phone', 'accept_privacy_policy', 'required', 'invalid_email', 'too_long', 'rate_limited', 'standard_error'],
  newsletter: ['required', 'invalid_email', 'too_long', 'rate_limited', 'standard_error'],
  complaint: ['required', 'invalid_email', 'invalid_phone', 'too_long', 'accept_privacy_policy', 'rate_limited', 'standard_error'],
};

/** The folder of a form's result pages: the form's own page where it has one (`/{lang}/complaints`). */
const RESULT_FOLDER: Record<FormName, string> = { contact: 'contact', newsletter: 'newsletter', complaint: 'complaints' };

export function isResultReason(form: FormName, value: unknown): value is FormResultReason {
  return RESULT_REASONS[form].some((reason) => reason === value);
}

/** `/{lang}/{form}/sent` or `/{lang}/{form}/error/{reason}`; a reason the form cannot meet becomes standard_error. */
export function resultPath(form: FormName, lang: Lang, outcome: 'sent' | FormResultReason): string {
  const folder = RESULT_FOLDER[form];
  if (outcome === 'sent') return `/${lang}/${folder}/sent`;
  return `/${lang}/${folder}/error/${isResultReason(form, outcome) ? outcome : 'standard_error'}`;
}

/** The element of the complaint's result page that holds its reference; the relay's receipt writes it in. */
export const REFERENCE_SLOT_ID = 'complaint-reference';

/** The page with `reference` (already checked against its alphabet) as the text of its reference slot. */
export function fillReference(html: string, reference: string): string {
  return html.replace(new RegExp(`(<strong id="${REFERENCE_SLOT_ID}"[^>]*>)[^<]*(</strong>)`), `$1${reference}$2`);
}
