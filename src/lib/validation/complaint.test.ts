import { describe, expect, it } from 'vitest';
import { checkComplaint } from './complaint';

const VALID = {
  name: 'Ana Pérez',
  email: 'ana@example.org',
  phoneNumber: '',
  policyReference: '',
  description: 'Mi siniestro lleva tres meses sin respuesta.',
  acceptedPrivacyPolicy: true,
};

describe('checkComplaint', () => {
  it('accepts a complaint without phone or policy reference, trimmed', () => {
    const checked = checkComplaint({ ...VALID, name: '  Ana Pérez ', policyReference: ' P-123 ' });
    expect(checked).toEqual({ ok: true, value: { ...VALID, policyReference: 'P-123' } });
  });

  it('checks a phone only when one is given', () => {
    expect(checkComplaint({ ...VALID, phoneNumber: '12' })).toEqual({ ok: false, errors: [{ field: 'phoneNumber', error: 'invalid_phone' }] });
    expect(checkComplaint({ ...VALID, phoneNumber: '+34 612 345 678' }).ok).toBe(true);
  });

  it('reports every problem once, in the form order', () => {
    const checked = checkComplaint({ name: '', email: 'not-an-address', description: ' ', policyReference: 'x'.repeat(61) });
    expect(checked).toEqual({
      ok: false,
      errors: [
        { field: 'name', error: 'required' },
        { field: 'email', error: 'invalid_email' },
        { field: 'policyReference', error: 'too_long' },
        { field: 'description', error: 'required' },
        { field: 'acceptedPrivacyPolicy', error: 'accept_privacy_policy' },
      ],
    });
  });

  it('refuses a description over the message cap and input that is not an object', () => {
    expect(checkComplaint({ ...VALID, description: 'a'.repeat(5001) })).toEqual({ ok: false, errors: [{ field: 'description', error: 'too_long' }] });
    expect(checkComplaint(null).ok).toBe(false);
  });
});
