import { describe, expect, it } from 'vitest';
import { isValidSlug, suggestedSlug } from './slugs';

describe('slugs', () => {
  it('accepts lowercase letters, digits and hyphens only', () => {
    expect(isValidSlug('plan-de-pensiones-2026')).toBe(true);
    for (const slug of ['Audit Ahorro Año Ñandú', 'ahorro_2026', 'Hipoteca', 'año', 'a/b', '']) expect(isValidSlug(slug), slug).toBe(false);
  });

  it('suggests the slug: accents stripped, lowercase, spaces and punctuation to single hyphens', () => {
    expect(suggestedSlug('Audit Ahorro Año Ñandú')).toBe('audit-ahorro-ano-nandu');
    expect(suggestedSlug('  ¿Fijo o variable? 2026  ')).toBe('fijo-o-variable-2026');
    expect(suggestedSlug('poupança_e_ação')).toBe('poupanca-e-acao');
    expect(isValidSlug(suggestedSlug('Perché è così?'))).toBe(true);
    expect(suggestedSlug('财务')).toBe('');
  });
});
