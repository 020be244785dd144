import { isLang, type Lang } from '../i18n/languages';
import { errorList, type ValidationResult } from './result';
import { field, isEmail, isTooLong, singleLine } from './text';

export interface NewsletterInput {
  name: string;
  email: string;
  /** The language of the page the visitor signed up on, so the newsletter reaches them in it. */
  language?: Lang;
}

export type NewsletterField = 'name' | 'email';

/**
 * Checks the newsletter sign-up and reports every problem, at most one per field: name, then e-mail (presence,
 * format, length). The page language is kept when it is one of the site's languages and left out otherwise (a
 * visitor cannot type it, so it is never a reason to refuse a sign-up).
 */
export function checkNewsletter(input: unknown): ValidationResult<NewsletterInput, NewsletterField> {
  const value: NewsletterInput = {
    name: singleLine(field(input, 'name')),
    email: singleLine(field(input, 'email')),
  };
  const language = field(input, 'language');
  if (isLang(language)) value.language = language;
  const errors = errorList<NewsletterField>([
    ['name', value.name ? null : 'required'],
    ['name', isTooLong(value, 'name') ? 'too_long' : null],
    ['email', value.email ? null : 'required'],
    ['email', isEmail(value.email) ? null : 'invalid_email'],
    ['email', isTooLong(value, 'email') ? 'too_long' : null],
  ]);
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
