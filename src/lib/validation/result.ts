/**
 * Error keys returned by the validators. Each maps to `contact-section.status.<key>` (contact form) or the
 * newsletter namespace's status messages.
 */
export type ValidationErrorKey = 'invalid_phone' | 'accept_privacy_policy' | 'required' | 'invalid_email' | 'too_long';

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: ValidationErrorKey };
