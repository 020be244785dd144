import type { ValidationErrorKey } from '../lib/validation';
import type { Lang } from '../lib/i18n/languages';

/**
 * The pages a form posted without JavaScript lands on (the relay answers 303 to one of them): one "sent" page and
 * one page per reason it was not sent, per form and language, all pre-rendered. Browser-safe (the pages import it).
 * The path names the outcome only, never anything the visitor typed.
 */
export type FormName = 'contact' | 'newsletter';

export type FormResultReason = ValidationErrorKey | 'rate_limited' | 'standard_error';

export const RESULT_REASONS: Record<FormName, readonly FormResultReason[]> = {
  contact: ['invalid_phone', 'accept_privacy_policy', 'required', 'invalid_email', 'too_long', 'rate_limited', 'standard_error'],
  newsletter: ['required', 'invalid_email', 'too_long', 'rate_limited', 'standard_error'],
};

export function isResultReason(form: FormName, value: unknown): value is FormResultReason {
  return RESULT_REASONS[form].some((reason) => reason === value);
}

/** `/{lang}/{form}/sent` or `/{lang}/{form}/error/{reason}`; a reason the form cannot meet becomes standard_error. */
export function resultPath(form: FormName, lang: Lang, outcome: 'sent' | FormResultReason): string {
  if (outcome === 'sent') return `/${lang}/${form}/sent`;
  return `/${lang}/${form}/error/${isResultReason(form, outcome) ? outcome : 'standard_error'}`;
}
