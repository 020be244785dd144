import { describe, expect, it } from 'vitest';
import { LANGUAGE_RULES } from './language-rules';
import { LANGUAGES, type Lang } from './languages';

const where = (rule: (lang: Lang) => boolean) => LANGUAGES.filter(rule);

describe('LANGUAGE_RULES', () => {
  it('markets the pension plans in Spanish only', () => {
    expect(where((lang) => LANGUAGE_RULES[lang].pensionPlans)).toEqual(['es']);
  });

  it('hides the advisor figures in Italian only', () => {
    expect(where((lang) => !LANGUAGE_RULES[lang].advisorFigures)).toEqual(['it']);
  });

  it('gives the Portuguese about page its own figures', () => {
    expect(where((lang) => LANGUAGE_RULES[lang].aboutFigures === 'portugal')).toEqual(['pt']);
  });

  it('runs the chat in Spanish and Portuguese, each with its own widget, and the popup in Spanish only', () => {
    expect(LANGUAGE_RULES.es.chatWidget).toBe('chatWidgetEs');
    expect(LANGUAGE_RULES.pt.chatWidget).toBe('chatWidgetPt');
    expect(where((lang) => LANGUAGE_RULES[lang].chatWidget !== null)).toEqual(['es', 'pt']);
    expect(where((lang) => LANGUAGE_RULES[lang].promotionalPopup)).toEqual(['es']);
  });

  it("lists Portugal's offices first in Portuguese, Spain's elsewhere", () => {
    expect(LANGUAGE_RULES.pt.officeCountries).toEqual(['PT', 'ES']);
    for (const lang of ['es', 'en', 'it'] as const) expect(LANGUAGE_RULES[lang].officeCountries).toEqual(['ES', 'PT']);
  });

  it('starts the phone field in Spain for Spanish and English, in Portugal and Italy for their languages', () => {
    expect(LANGUAGE_RULES.es.phoneCountry).toEqual({ iso2: 'es', dialCode: '34' });
    expect(LANGUAGE_RULES.en.phoneCountry).toEqual({ iso2: 'es', dialCode: '34' });
    expect(LANGUAGE_RULES.pt.phoneCountry).toEqual({ iso2: 'pt', dialCode: '351' });
    expect(LANGUAGE_RULES.it.phoneCountry).toEqual({ iso2: 'it', dialCode: '39' });
  });
});
