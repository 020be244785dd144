import { describe, expect, it } from 'vitest';
import { detectLanguage, languageFromBrowser, languageFromPath } from './detect';

describe('languageFromPath', () => {
  it('reads only a supported first segment', () => {
    expect(languageFromPath('/pt/contact')).toBe('pt');
    expect(languageFromPath('/it')).toBe('it');
    expect(languageFromPath('/de/contact')).toBeNull();
    expect(languageFromPath('/contact/pt')).toBeNull();
    expect(languageFromPath('/')).toBeNull();
  });
});

describe('languageFromBrowser', () => {
  it('maps regional tags to our languages in order of preference', () => {
    expect(languageFromBrowser(['pt-BR', 'en-US'])).toBe('pt');
    expect(languageFromBrowser(['de-DE', 'it-CH', 'en'])).toBe('it');
    expect(languageFromBrowser(['EN_gb'])).toBe('en');
    expect(languageFromBrowser(['de-DE', 'fr'])).toBeNull();
    expect(languageFromBrowser([])).toBeNull();
  });
});

describe('detectLanguage', () => {
  it('prefers the path over the cookie and the browser', () => {
    expect(detectLanguage({ pathname: '/en/blog', cookie: 'it', browserLanguages: ['pt-PT'] })).toBe('en');
  });
  it('uses the cookie when the path has no language', () => {
    expect(detectLanguage({ pathname: '/contact', cookie: 'it', browserLanguages: ['pt-PT'] })).toBe('it');
  });
  it('ignores a cookie that is not one of our languages', () => {
    expect(detectLanguage({ pathname: '/', cookie: 'de', browserLanguages: ['pt-BR'] })).toBe('pt');
  });
  it('falls back to Spanish', () => {
    expect(detectLanguage({ pathname: '/', cookie: null, browserLanguages: ['de-DE'] })).toBe('es');
    expect(detectLanguage({})).toBe('es');
  });
});
