import { describe, expect, it } from 'vitest';
import { validateContact, isValidPhone } from './contact';
import { FIELD_MAX_LENGTH } from './limits';

const valid = {
  name: 'Ana García',
  email: 'ana@example.es',
  phoneNumber: '+34 612 345 678',
  message: 'I would like to talk about my pension plan.',
  contactMethod: '/es/contact',
  schedule: 'Mornings',
  acceptedPrivacyPolicy: true,
};

describe('isValidPhone', () => {
  it.each([
    '612345678',
    '+34612345678',
    '+34 612 345 678',
    '34 612 34 56 78',
    '612.345.678',
    '612-345-678',
    '+351 912 345 678',
    '+1 2025550123',
    '0034 612345678',
  ])('accepts %s', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each([
    '',
    '12345678', // 8 digits
    '+6 12345678', // prefix then only 8 digits
    '612 345 67a',
    '612  345 678', // double separator
    '612_345_678',
    '(+34) 612345678',
    '++34612345678',
    '612345678 ',
    ' 612345678',
    '612345678\r\nBcc: x@evil.test',
  ])('rejects %j', (phone) => expect(isValidPhone(phone)).toBe(false));
});

describe('validateContact', () => {
  it('returns the normalized value for valid input', () => {
    const result = validateContact({ ...valid, name: '  Ana García ', message: 'Line 1\r\nLine 2\u0000', company: 'x' });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, name: 'Ana García', message: 'Line 1\nLine 2' },
    });
  });

  it('defaults a missing schedule and contactMethod to empty strings', () => {
    const { schedule: _s, contactMethod: _c, ...rest } = valid;
    const result = validateContact(rest);
    expect(result.ok && result.value.schedule).toBe('');
    expect(result.ok && result.value.contactMethod).toBe('');
  });

  it('strips CR/LF from header-like fields so they cannot inject headers', () => {
    const result = validateContact({ ...valid, name: 'Ana\r\nBcc: victim@example.com', phoneNumber: '612345678\n' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Ana Bcc: victim@example.com');
    expect(result.value.name).not.toMatch(/[\r\n]/);
    expect(result.value.phoneNumber).toBe('612345678');
  });

  it('rejects an e-mail carrying an injected header', () => {
    expect(validateContact({ ...valid, email: 'ana@example.es\r\nBcc: victim@example.com' })).toEqual({
      ok: false,
      error: 'invalid_email',
    });
  });

  it('rejects an invalid phone with invalid_phone', () => {
    expect(validateContact({ ...valid, phoneNumber: '12345' })).toEqual({ ok: false, error: 'invalid_phone' });
  });

  it('rejects a missing phone with invalid_phone', () => {
    expect(validateContact({ ...valid, phoneNumber: undefined })).toEqual({ ok: false, error: 'invalid_phone' });
  });

  it.each([false, undefined, 'true', 1])('rejects acceptedPrivacyPolicy=%j with accept_privacy_policy', (accepted) => {
    expect(validateContact({ ...valid, acceptedPrivacyPolicy: accepted })).toEqual({
      ok: false,
      error: 'accept_privacy_policy',
    });
  });

  it.each(['name', 'email', 'message'])('requires %s', (key) => {
    expect(validateContact({ ...valid, [key]: '   ' })).toEqual({ ok: false, error: 'required' });
    expect(validateContact({ ...valid, [key]: undefined })).toEqual({ ok: false, error: 'required' });
  });

  it.each(['ana', 'ana@', '@example.es', 'ana@example', 'ana example@x.es', 'ana@exa mple.es', 'ana@@example.es'])(
    'rejects e-mail %j with invalid_email',
    (email) => expect(validateContact({ ...valid, email })).toEqual({ ok: false, error: 'invalid_email' }),
  );

  it.each([
    ['name', 'a'.repeat(FIELD_MAX_LENGTH.name + 1)],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.es`],
    ['phoneNumber', '6'.repeat(FIELD_MAX_LENGTH.phoneNumber + 1)],
    ['message', 'm'.repeat(FIELD_MAX_LENGTH.message + 1)],
    ['schedule', 's'.repeat(FIELD_MAX_LENGTH.schedule + 1)],
    ['contactMethod', `/${'p'.repeat(FIELD_MAX_LENGTH.contactMethod)}`],
  ])('rejects an overlong %s with too_long', (key, value) => {
    expect(validateContact({ ...valid, [key]: value })).toEqual({ ok: false, error: 'too_long' });
  });

  it.each([
    ['name', 'a'.repeat(FIELD_MAX_LENGTH.name)],
    ['message', 'm'.repeat(FIELD_MAX_LENGTH.message)],
    ['schedule', 's'.repeat(FIELD_MAX_LENGTH.schedule)],
  ])('accepts %s at exactly its cap', (key, value) => {
    expect(validateContact({ ...valid, [key]: value }).ok).toBe(true);
  });

  describe('check order', () => {
    it('reports the phone before the privacy policy', () => {
      expect(validateContact({ ...valid, phoneNumber: 'x', acceptedPrivacyPolicy: false })).toEqual({
        ok: false,
        error: 'invalid_phone',
      });
    });

    it('reports the privacy policy before missing fields', () => {
      expect(validateContact({ ...valid, name: '', message: '', acceptedPrivacyPolicy: false })).toEqual({
        ok: false,
        error: 'accept_privacy_policy',
      });
    });

    it('reports missing fields before the e-mail format', () => {
      expect(validateContact({ ...valid, name: '', email: 'not-an-email' })).toEqual({ ok: false, error: 'required' });
    });

    it('reports the e-mail format before lengths', () => {
      expect(validateContact({ ...valid, email: 'not-an-email', message: 'm'.repeat(6000) })).toEqual({
        ok: false,
        error: 'invalid_email',
      });
    });

    it('reports everything wrong at once as invalid_phone', () => {
      expect(validateContact({})).toEqual({ ok: false, error: 'invalid_phone' });
      expect(validateContact(null)).toEqual({ ok: false, error: 'invalid_phone' });
    });
  });
});
