import type { ValidationErrorKey } from '@/lib/validation';

/**
 * What a visitor can be told after sending a form: the validators' keys, the relay's keys a form can meet, and
 * `network_error` when the relay could not be reached at all. Each is `status.<key>` in the `forms` namespace.
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

/** The translation key (namespace `forms`) of an error's message. */
export function errorMessageKey(key: FormErrorKey): `status.${FormErrorKey}` {
  return `status.${key}`;
}

/** One form's lifecycle. An error carries its key; `attempt` tells a repeated identical error from the last one. */
export type FormState =
  | { status: 'idle' }
  | { status: 'submitting' }
  | { status: 'success' }
  | { status: 'error'; error: FormErrorKey; attempt: number };

export type FormEvent = { type: 'submit' } | { type: 'succeed' } | { type: 'fail'; error: FormErrorKey };

export const IDLE: FormState = { status: 'idle' };

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case 'submit':
      // A second click while sending is ignored; any earlier message (error or success) is cleared.
      return state.status === 'submitting' ? state : { status: 'submitting' };
    case 'succeed':
      return state.status === 'submitting' ? { status: 'success' } : state;
    case 'fail':
      return { status: 'error', error: event.error, attempt: state.status === 'error' ? state.attempt + 1 : 1 };
  }
}
