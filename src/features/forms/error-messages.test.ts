import { readFileSync } from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { problemText } from './error-messages';

async function translator(lang: string) {
  const forms = JSON.parse(readFileSync(path.resolve(__dirname, `../../../public/locales/${lang}/forms.json`), 'utf8'));
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { forms } }, defaultNS: 'forms', interpolation: { escapeValue: false } });
  return i18n.getFixedT(lang, 'forms');
}

describe('problemText', () => {
  it('names the missing field', async () => {
    const t = await translator('en');
    expect(problemText(t, { field: 'name', error: 'required' }, 'en')).toBe('Please enter your name.');
    expect(problemText(t, { field: 'message', error: 'required' }, 'en')).toBe('Please write your question.');
  });

  it('says by how much an overlong message is over, in the page language', async () => {
    expect(problemText(await translator('en'), { field: 'message', error: 'too_long' }, 'en', 6500)).toBe(
      'Your question is 1,500 characters too long: the limit is 5,000.',
    );
    expect(problemText(await translator('es'), { field: 'message', error: 'too_long' }, 'es', 5001)).toBe(
      'Tu consulta tiene 1 carácter de más: el máximo es 5000.',
    );
  });

  it('keeps the spec texts for the phone and the privacy policy, and the generic ones otherwise', async () => {
    const t = await translator('en');
    expect(problemText(t, { field: 'phoneNumber', error: 'invalid_phone' }, 'en')).toBe('Please enter a valid phone number.');
    expect(problemText(t, { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' }, 'en')).toBe(
      'Please read and accept the privacy policy.',
    );
    expect(problemText(t, { error: 'network_error' }, 'en')).toBe('We could not reach our server. Check your connection and try again.');
  });
});
