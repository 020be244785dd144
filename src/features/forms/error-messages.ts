import type { TFunction } from 'i18next';
import { FIELD_MAX_LENGTH } from '@/lib/validation';
import type { FormProblem } from './form-state';

/** Fields whose absence has its own message ("Please enter your name.") rather than the generic one. */
const NAMED_REQUIRED = ['name', 'email', 'message'] as const;

function isNamedRequired(field: string | undefined): field is (typeof NAMED_REQUIRED)[number] {
  return (NAMED_REQUIRED as readonly (string | undefined)[]).includes(field);
}

/**
 * The text of a problem (namespace `forms`). A missing name, e-mail or message says which; an overlong message says
 * by how much (`messageLength`, the length the visitor typed); everything else has one message per key (the
 * spec's texts for the phone and the privacy policy).
 */
export function problemText(t: TFunction<'forms'>, problem: FormProblem, lang: string, messageLength = 0): string {
  const { field, error } = problem;
  if (error === 'required' && isNamedRequired(field)) return t(`errors.required.${field}`);
  if (error === 'too_long' && field === 'message') {
    const format = new Intl.NumberFormat(lang);
    const over = Math.max(messageLength - FIELD_MAX_LENGTH.message, 1);
    return t('errors.message_too_long', { count: over, over: format.format(over), max: format.format(FIELD_MAX_LENGTH.message) });
  }
  return t(`status.${error}`);
}
