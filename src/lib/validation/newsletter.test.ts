import { describe, expect, it } from 'vitest';
import { validateNewsletter } from './newsletter';
import { FIELD_MAX_LENGTH } from './limits';

describe('validateNewsletter', () => {
  it('returns trimmed values and drops unknown fields', () => {
    expect(validateNewsletter({ name: ' Rui ', email: ' rui@example.pt ', company: '' })).toEqual({
      ok: true,
      value: { name: 'Rui', email: 'rui@example.pt' },
    });
  });

  it('strips CR/LF from the name', () => {
    const result = validateNewsletter({ name: 'Rui\r\nX-Evil: 1', email: 'rui@example.pt' });
    expect(result).toEqual({ ok: true, value: { name: 'Rui X-Evil: 1', email: 'rui@example.pt' } });
  });

  it.each([
    [{ email: 'rui@example.pt' }],
    [{ name: 'Rui' }],
    [{ name: '  ', email: 'rui@example.pt' }],
    [{ name: 42, email: 'rui@example.pt' }],
    [null],
  ])('requires name and e-mail (%j)', (input) => {
    expect(validateNewsletter(input)).toEqual({ ok: false, error: 'required' });
  });

  it('checks the e-mail format after presence', () => {
    expect(validateNewsletter({ name: 'Rui', email: 'rui@' })).toEqual({ ok: false, error: 'invalid_email' });
    expect(validateNewsletter({ name: '', email: 'rui@' })).toEqual({ ok: false, error: 'required' });
  });

  it('caps the name length', () => {
    const name = 'r'.repeat(FIELD_MAX_LENGTH.name + 1);
    expect(validateNewsletter({ name, email: 'rui@example.pt' })).toEqual({ ok: false, error: 'too_long' });
    expect(validateNewsletter({ name: name.slice(1), email: 'rui@example.pt' }).ok).toBe(true);
  });
});
