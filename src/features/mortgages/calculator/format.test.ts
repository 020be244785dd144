import { describe, expect, it } from 'vitest';
import { formattersFor } from './format';

// Intl separates the number and the sign with a no-break space in these languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formattersFor', () => {
  it('writes euros and percentages the way each language does', () => {
    expect(plain(formattersFor('es-ES').money(948.4226))).toBe('948,42 €');
    expect(plain(formattersFor('it-IT').wholeMoney(250_000))).toBe('250.000 €');
    expect(formattersFor('en').money(948.4226)).toBe('€948.42');
    expect(plain(formattersFor('es-ES').percent(3.25))).toBe('3,25 %');
    expect(formattersFor('pt-PT').percent(3.25)).toBe('3,25%');
  });

  it('knows the decimal sign of the language', () => {
    expect(formattersFor('es-ES').decimalSign).toBe(',');
    expect(formattersFor('en').decimalSign).toBe('.');
  });
});
