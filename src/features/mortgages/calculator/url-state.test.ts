import { describe, expect, it } from 'vitest';
import { inputText, queryFromValues, valuesFromQuery } from './url-state';

describe('inputText', () => {
  it('groups digits and keeps up to two decimals the language’s way', () => {
    expect(inputText(250_000, 'it-IT')).toBe('250.000');
    expect(inputText(3.5, 'es-ES')).toBe('3,5');
    expect(inputText(250_000, 'en')).toBe('250,000');
  });
});

describe('valuesFromQuery', () => {
  it('starts from the defaults', () => {
    expect(valuesFromQuery('', 'es-ES')).toMatchObject({ mode: 'price', rateType: 'fixed', price: '250.000', rate: '3', index: '2,2' });
  });

  it('reads canonical numbers and shows them in the language', () => {
    const values = valuesFromQuery('?mode=loan&loan=180000&rate=3.25&rateType=mixed&lump=', 'es-ES');
    expect(values).toMatchObject({ mode: 'loan', loan: '180.000', rate: '3,25', rateType: 'mixed', lump: '' });
  });

  it('falls back to the defaults for what it cannot read', () => {
    expect(valuesFromQuery('?mode=lease&rateType=x&years=abc', 'en')).toMatchObject({ mode: 'price', rateType: 'fixed', years: '25' });
  });
});

describe('queryFromValues', () => {
  it('writes canonical numbers, keeps other parameters and survives the round trip', () => {
    const values = { ...valuesFromQuery('', 'es-ES'), rate: '3,5', down: 'oops' };
    const query = queryFromValues(values, ',', '?utm_source=mail');
    const params = new URLSearchParams(query);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('rate')).toBe('3.5');
    expect(params.get('price')).toBe('250000');
    expect(params.has('down')).toBe(false);
    expect(valuesFromQuery(query, 'es-ES').rate).toBe('3,5');
  });
});
