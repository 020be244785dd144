import { describe, expect, it } from 'vitest';
import { HEADQUARTERS } from './company';
import { OFFICES } from './offices';
import { telHref } from './tel';

describe('telHref', () => {
  it('keeps the + and the digits only', () => {
    expect(telHref('+34 910 000 000')).toBe('tel:+34910000000');
    expect(telHref('+351 (21) 000-0100')).toBe('tel:+351210000100');
  });

  it('gives every office and the head office a dialable link', () => {
    for (const phone of [HEADQUARTERS.phone, ...OFFICES.map((office) => office.phone)]) expect(telHref(phone)).toMatch(/^tel:\+\d{9,15}$/);
  });
});
