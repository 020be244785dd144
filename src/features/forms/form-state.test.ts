import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/lib/i18n/languages';
import type { RelayErrorKey } from '@/relay/errors';
import { formReducer, IDLE, problemOf, toFormErrorKey, type FormErrorKey, type FormState } from './form-state';

describe('formReducer', () => {
  it('goes idle → submitting → success', () => {
    const submitting = formReducer(IDLE, { type: 'submit' });
    expect(submitting).toEqual({ status: 'submitting' });
    expect(formReducer(submitting, { type: 'succeed' })).toEqual({ status: 'success' });
  });

  it('goes submitting → error with every problem', () => {
    const problems = [{ field: 'phoneNumber', error: 'invalid_phone' as const }, { error: 'standard_error' as const }];
    const state = formReducer({ status: 'submitting' }, { type: 'fail', problems });
    expect(state).toEqual({ status: 'error', problems, attempt: 1 });
    expect(problemOf(state, 'phoneNumber')).toEqual(problems[0]);
    expect(problemOf(state, 'name')).toBeUndefined();
  });

  it('clears an error, or an earlier success, at each new submission', () => {
    const error: FormState = { status: 'error', problems: [{ error: 'invalid_phone' }], attempt: 1 };
    expect(formReducer(error, { type: 'submit' })).toEqual({ status: 'submitting' });
    expect(formReducer({ status: 'success' }, { type: 'submit' })).toEqual({ status: 'submitting' });
  });

  it('counts repeated errors so the same message is announced again', () => {
    const problems = [{ error: 'accept_privacy_policy' as const }];
    const second = formReducer(formReducer(IDLE, { type: 'fail', problems }), { type: 'fail', problems });
    expect(second).toEqual({ status: 'error', problems, attempt: 2 });
  });

  it('ignores a success that does not follow a submission', () => {
    expect(formReducer(IDLE, { type: 'succeed' })).toBe(IDLE);
  });

  it('keeps sending when submitted twice', () => {
    const submitting: FormState = { status: 'submitting' };
    expect(formReducer(submitting, { type: 'submit' })).toBe(submitting);
  });
});

describe('toFormErrorKey', () => {
  it.each<[RelayErrorKey | string | undefined, FormErrorKey]>([
    ['invalid_phone', 'invalid_phone'],
    ['accept_privacy_policy', 'accept_privacy_policy'],
    ['invalid_email', 'invalid_email'],
    ['required', 'required'],
    ['too_long', 'too_long'],
    ['rate_limited', 'rate_limited'],
    ['standard_error', 'standard_error'],
    ['forbidden_origin', 'standard_error'],
    ['payload_too_large', 'standard_error'],
    ['invalid_json', 'standard_error'],
    ['not_found', 'standard_error'],
    ['method_not_allowed', 'standard_error'],
    ['unsupported_media_type', 'standard_error'],
    ['something_new', 'standard_error'],
    [undefined, 'standard_error'],
  ])('maps %j to %s', (key, expected) => {
    expect(toFormErrorKey(key)).toBe(expected);
  });
});

describe('error messages', () => {
  const keys: FormErrorKey[] = [
    'invalid_phone', 'accept_privacy_policy', 'required', 'invalid_email', 'too_long',
    'standard_error', 'rate_limited', 'network_error',
  ];

  it.each(LANGUAGES)('every error key has a message in %s', (lang) => {
    const forms = JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/forms.json`), 'utf8'));
    for (const key of keys) {
      expect(typeof forms.status[key], `${lang}: ${key}`).toBe('string');
      expect(forms.status[key].length, `${lang}: ${key}`).toBeGreaterThan(10);
    }
  });

  it('uses the spec texts in English', () => {
    const forms = JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/locales/en/forms.json'), 'utf8'));
    expect(forms.status.invalid_phone).toBe('Please enter a valid phone number.');
    expect(forms.status.accept_privacy_policy).toBe('Please read and accept the privacy policy.');
    expect(forms.status.standard_error).toBe('Something went wrong, please try again.');
    const contactForm = JSON.parse(readFileSync(path.resolve(__dirname, '../../../public/locales/en/contact-form.json'), 'utf8'));
    expect(contactForm.status.success).toBe('Thank you. We have your request, and someone will be in touch soon.');
    // Not "Registered email!": nothing is subscribed until the visitor confirms from the e-mail (decision 0039), and
    // the answer is the same for a repeat sign-up.
    expect(forms.newsletter.status.success).toMatch(/^Check your inbox: we have sent you an e-mail with a link to confirm your subscription\./);
  });
});
