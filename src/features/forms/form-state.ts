import type { ValidationErrorKey } from '@/lib/validation';

/**
 * What a visitor can be told after sending a form: the validators' keys, the relay's keys a form can meet, and
 * `network_error` when the relay could not be reached at all.
 */
export type FormErrorKey = ValidationErrorKey | 'standard_error' | 'rate_limited' | 'network_error';

const FORM_ERROR_KEYS: readonly FormErrorKey[] = [
  'invalid_phone',
  'accept_privacy_policy',
  'required',
  'invalid_email',
  'too_long',
  'standard_error',
  'rate_limited',
  'network_error',
];

/** Any relay answer's error key as one a visitor can read; keys no form should meet become standard_error. */
export function toFormErrorKey(key: unknown): FormErrorKey {
  return FORM_ERROR_KEYS.find((known) => known === key) ?? 'standard_error';
}

/**
 * One problem to show: about a field (named as the validators and the relay name it; shown next to the field and
 * linked from the summary), or about the whole form (no field: the relay refused or could not be reached).
 */
export type FormProblem = { field?: string; error: FormErrorKey };

/**
 * One form's lifecycle. An error carries every problem, in the spec's order; `attempt` tells a repeated identical
 * error from the last one.
 */
export type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; problems: FormProblem[]; attempt: number };

export type FormEvent = { type: 'submit' } | { type: 'succeed' } | { type: 'fail'; problems: FormProblem[] };

export const IDLE: FormState = { status: 'idle' };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      // A second click while sending is ignored; any earlier message (error or success) is cleared.
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'succeed':
      return state.status === 'submitting' ? { status: 'success' } : state;
    case 'fail':
      return { status: 'error', problems: event.problems, attempt: state.status === 'error' ? state.attempt + 1 : 1 };
  }
}

/** The problem reported for `field`, if any. */
export function problemOf(state: FormState, field: string): FormProblem | undefined {
  return state.status === 'error' ? state.problems.find((problem) => problem.field === field) : undefined;
}
