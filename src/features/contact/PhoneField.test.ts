import { describe, expect, it } from 'vitest';
import { isValidPhone } from '@/lib/validation';
import { formatPhone } from './PhoneField';

describe('formatPhone', () => {
  it('separates the country code from the national number', () => {
    expect(formatPhone({ digits: '34612345678', dialCode: '34' })).toBe('+34 612345678');
    expect(formatPhone({ digits: '351912345678', dialCode: '351' })).toBe('+351 912345678');
  });

  it('gives what the shared phone rule accepts for a full number, and rejects a bare country code', () => {
    expect(isValidPhone(formatPhone({ digits: '12025550123', dialCode: '1' }))).toBe(true);
    expect(isValidPhone(formatPhone({ digits: '34', dialCode: '34' }))).toBe(false);
    expect(isValidPhone(formatPhone({ digits: '', dialCode: '' }))).toBe(false);
  });
});
