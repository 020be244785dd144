import { describe, expect, it } from 'vitest';
import { checkContact, isValidPhone, PHONE_PATTERN } from './contact';
import { FIELD_MAX_LENGTH } from './limits';

const valid = {
  name: 'Ana García',
  email: 'ana@example.es',
  phoneNumber: '+34 612 345 678',
  message: 'I would like to talk about my pension plan.',
  sentFromPage: '/es/contact',
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

describe('checkContact', () => {
  const errorsOf = (input: unknown) => {
    const result = checkContact(input);
    return result.ok ? [] : result.errors;
  };

  it('returns the normalized value for valid input', () => {
    const result = checkContact({ ...valid, name: '  Ana García ', message: 'Line 1\r\nLine 2\u0000', company: 'x' });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, name: 'Ana García', message: 'Line 1\nLine 2' },
    });
  });

  it('defaults a missing schedule and sentFromPage to empty strings', () => {
    const { schedule: _s, sentFromPage: _c, ...rest } = valid;
    const result = checkContact(rest);
    expect(result.ok && result.value.schedule).toBe('');
    expect(result.ok && result.value.sentFromPage).toBe('');
  });

  it('reads the page under its former name, contactMethod, which a page loaded before the rename posts', () => {
    const { sentFromPage, ...rest } = valid;
    const result = checkContact({ ...rest, contactMethod: sentFromPage });
    expect(result.ok && result.value).toEqual(valid);
    expect(checkContact({ ...valid, contactMethod: '/it/contact' })).toEqual({ ok: true, value: valid });
  });

  it('strips CR/LF from header-like fields so they cannot inject headers', () => {
    const result = checkContact({ ...valid, name: 'Ana\r\nBcc: victim@example.com', phoneNumber: '612345678\n' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.name).toBe('Ana Bcc: victim@example.com');
    expect(result.value.name).not.toMatch(/[\r\n]/);
    expect(result.value.phoneNumber).toBe('612345678');
  });

  it('rejects an e-mail carrying an injected header', () => {
    expect(errorsOf({ ...valid, email: 'ana@example.es\r\nBcc: victim@example.com' })).toEqual([
      { field: 'email', error: 'invalid_email' },
    ]);
  });

  it.each(['12345', undefined])('rejects the phone %j with invalid_phone', (phoneNumber) => {
    expect(errorsOf({ ...valid, phoneNumber })).toEqual([{ field: 'phoneNumber', error: 'invalid_phone' }]);
  });

  it.each([false, undefined, 'true', 1])('rejects acceptedPrivacyPolicy=%j with accept_privacy_policy', (accepted) => {
    expect(errorsOf({ ...valid, acceptedPrivacyPolicy: accepted })).toEqual([
      { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' },
    ]);
  });

  it.each(['name', 'email', 'message'])('requires %s', (key) => {
    expect(errorsOf({ ...valid, [key]: '   ' })).toEqual([{ field: key, error: 'required' }]);
    expect(errorsOf({ ...valid, [key]: undefined })).toEqual([{ field: key, error: 'required' }]);
  });

  it.each(['ana', 'ana@', '@example.es', 'ana@example', 'ana example@x.es', 'ana@exa mple.es', 'ana@@example.es'])(
    'rejects e-mail %j with invalid_email',
    (email) => expect(errorsOf({ ...valid, email })).toEqual([{ field: 'email', error: 'invalid_email' }]),
  );

  it.each([
    ['name', 'a'.repeat(FIELD_MAX_LENGTH.name + 1)],
    ['email', `${'a'.repeat(64)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(10)}.es`],
    ['phoneNumber', '6'.repeat(FIELD_MAX_LENGTH.phoneNumber + 1)],
    ['message', 'm'.repeat(FIELD_MAX_LENGTH.message + 1)],
    ['schedule', 's'.repeat(FIELD_MAX_LENGTH.schedule + 1)],
    ['sentFromPage', `/${'p'.repeat(FIELD_MAX_LENGTH.sentFromPage)}`],
  ])('rejects an overlong %s with too_long', (key, value) => {
    expect(errorsOf({ ...valid, [key]: value })).toEqual([{ field: key, error: 'too_long' }]);
  });

  it.each([
    ['name', 'a'.repeat(FIELD_MAX_LENGTH.name)],
    ['message', 'm'.repeat(FIELD_MAX_LENGTH.message)],
    ['schedule', 's'.repeat(FIELD_MAX_LENGTH.schedule)],
  ])('accepts %s at exactly its cap', (key, value) => {
    expect(checkContact({ ...valid, [key]: value }).ok).toBe(true);
  });

  describe('every problem at once, in the spec order', () => {
    it('reports the phone, then the privacy policy, then the typed fields, one problem per field', () => {
      expect(
        errorsOf({ ...valid, phoneNumber: 'x', acceptedPrivacyPolicy: false, name: '', email: 'not-an-email', message: 'm'.repeat(6000) }),
      ).toEqual([
        { field: 'phoneNumber', error: 'invalid_phone' },
        { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' },
        { field: 'name', error: 'required' },
        { field: 'email', error: 'invalid_email' },
        { field: 'message', error: 'too_long' },
      ]);
    });

    it('asks for a missing e-mail rather than its format', () => {
      expect(errorsOf({ ...valid, email: '' })).toEqual([{ field: 'email', error: 'required' }]);
    });

    it('reports an empty or missing form field by field', () => {
      const empty = [
        { field: 'phoneNumber', error: 'invalid_phone' },
        { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' },
        { field: 'name', error: 'required' },
        { field: 'email', error: 'required' },
        { field: 'message', error: 'required' },
      ];
      expect(errorsOf({})).toEqual(empty);
      expect(errorsOf(null)).toEqual(empty);
    });
  });
});

describe('PHONE_PATTERN', () => {
  it('compiles as the browser compiles a pattern attribute (v flag)', () => {
    const pattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
    expect(pattern.test('+34 612 345 678')).toBe(true);
    expect(pattern.test('612-345-678')).toBe(true);
    expect(pattern.test('12345678')).toBe(false);
  });
});
