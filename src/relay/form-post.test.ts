import { describe, expect, it } from 'vitest';
import { formFields, isFormContentType, resultLang } from './form-post';
import { resultPath } from './form-results';

describe('a form posted without JavaScript', () => {
  it('reads the controls as the JSON body names them: phone, privacy box as a boolean, first of repeated names', () => {
    expect({ ...formFields('name=Ana+Garc%C3%ADa&phone=%2B34+612&acceptedPrivacyPolicy=on&name=Other') }).toEqual({
      name: 'Ana García',
      phoneNumber: '+34 612',
      acceptedPrivacyPolicy: true,
    });
    expect(formFields('name=Ana').acceptedPrivacyPolicy).toBe(false);
    expect(formFields('acceptedPrivacyPolicy=yes').acceptedPrivacyPolicy).toBe(false);
  });

  it('cannot reach any prototype', () => {
    const fields = formFields('__proto__=x&constructor=y&toString=z');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(fields.toString).toBe('z');
  });

  it('recognises the content type with or without a charset', () => {
    expect(isFormContentType('application/x-www-form-urlencoded')).toBe(true);
    expect(isFormContentType('Application/X-WWW-Form-Urlencoded; charset=UTF-8')).toBe(true);
    expect(isFormContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isFormContentType(null)).toBe(false);
  });

  it('lands in the language of the form, else the default one', () => {
    expect(resultLang({ language: 'it' })).toBe('it');
    expect(resultLang({ language: 'de' })).toBe('es');
    expect(resultLang(null)).toBe('es');
  });

  it('names result pages by outcome only; a reason the form cannot meet is standard_error', () => {
    expect(resultPath('contact', 'pt', 'sent')).toBe('/pt/contact/sent');
    expect(resultPath('contact', 'en', 'invalid_phone')).toBe('/en/contact/error/invalid_phone');
    expect(resultPath('newsletter', 'en', 'invalid_phone')).toBe('/en/newsletter/error/standard_error');
  });
});
