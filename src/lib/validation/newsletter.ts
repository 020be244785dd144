import type { ValidationResult } from './result';
import { exceedsLimit, field, isEmail, singleLine } from './text';

export interface NewsletterInput {
  name: string;
  email: string;
}

/** Validates the newsletter sign-up: name and e-mail required, e-mail format, lengths. */
export function validateNewsletter(input: unknown): ValidationResult<NewsletterInput> {
  const value: NewsletterInput = {
    name: singleLine(field(input, 'name')),
    email: singleLine(field(input, 'email')),
  };

  if (!value.name || !value.email) return { ok: false, error: 'required' };
  if (!isEmail(value.email)) return { ok: false, error: 'invalid_email' };
  if (exceedsLimit(value)) return { ok: false, error: 'too_long' };
  return { ok: true, value };
}
