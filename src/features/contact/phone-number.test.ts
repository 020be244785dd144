import { describe, expect, it } from 'vitest';
import { isValidPhone } from '@/lib/validation';
import { countryCodeOf, formatPhone, widgetDigits } from './phone-number';

describe('formatPhone', () => {
  it('separates the country code from the national number', () => {
    expect(formatPhone('34612345678', '34')).toBe('+34 612345678');
    expect(formatPhone('351912345678', '351')).toBe('+351 912345678');
  });

  it('gives what the shared phone rule accepts for a full number, and rejects a bare country code', () => {
    expect(isValidPhone(formatPhone('12025550123', '1'))).toBe(true);
    expect(isValidPhone(formatPhone('34', '34'))).toBe(false);
    expect(isValidPhone(formatPhone('', ''))).toBe(false);
  });
});

describe('widgetDigits', () => {
  it('reads an international number as it is', () => {
    expect(widgetDigits('+351 912 345 678', '34')).toBe('351912345678');
    expect(widgetDigits('0039 312 345 6789', '34')).toBe('393123456789');
  });

  it('gives a national number the default country code', () => {
    expect(widgetDigits('612 345 678', '34')).toBe('34612345678');
    expect(widgetDigits(' 912-345-678 ', '351')).toBe('351912345678');
  });

  it('is empty for nothing typed', () => {
    expect(widgetDigits('', '34')).toBe('');
    expect(widgetDigits('  ', '34')).toBe('');
  });

  it('round-trips what the widget reports', () => {
    expect(widgetDigits(formatPhone('351912345678', '351'), '34')).toBe('351912345678');
    expect(widgetDigits(formatPhone('34', '34'), '39')).toBe('34');
  });
});

describe('countryCodeOf', () => {
  it('finds the country code of a widget-formatted number', () => {
    expect(countryCodeOf('+34 612345678')).toBe('+34');
    expect(countryCodeOf('+351')).toBe('+351');
  });

  it('is empty for a national number', () => {
    expect(countryCodeOf('612 345 678')).toBe('');
    expect(countryCodeOf('')).toBe('');
  });
});
