import { describe, expect, it } from 'vitest';
import { checkNewsletter } from './newsletter';
import { FIELD_MAX_LENGTH } from './limits';

const errorsOf = (input: unknown) => {
  const result = checkNewsletter(input);
  return result.ok ? [] : result.errors;
};

describe('checkNewsletter', () => {
  it('returns trimmed values and drops unknown fields', () => {
    expect(checkNewsletter({ name: ' Rui ', email: ' rui@example.pt ', company: '' })).toEqual({
      ok: true,
      value: { name: 'Rui', email: 'rui@example.pt' },
    });
  });

  it('keeps the page language when it is one of the site languages, and leaves out anything else', () => {
    expect(checkNewsletter({ name: 'Rui', email: 'rui@example.pt', language: 'it' })).toEqual({
      ok: true,
      value: { name: 'Rui', email: 'rui@example.pt', language: 'it' },
    });
    const other = checkNewsletter({ name: 'Rui', email: 'rui@example.pt', language: 'xx' });
    expect(other.ok && other.value).toEqual({ name: 'Rui', email: 'rui@example.pt' });
  });

  it('strips CR/LF from the name', () => {
    const result = checkNewsletter({ name: 'Rui\r\nX-Evil: 1', email: 'rui@example.pt' });
    expect(result).toEqual({ ok: true, value: { name: 'Rui X-Evil: 1', email: 'rui@example.pt' } });
  });

  it.each([
    [{ email: 'rui@example.pt' }, [{ field: 'name', error: 'required' }]],
    [{ name: 'Rui' }, [{ field: 'email', error: 'required' }]],
    [{ name: '  ', email: 'rui@example.pt' }, [{ field: 'name', error: 'required' }]],
    [{ name: 42, email: 'rui@example.pt' }, [{ field: 'name', error: 'required' }]],
    [null, [{ field: 'name', error: 'required' }, { field: 'email', error: 'required' }]],
  ])('requires name and e-mail (%j)', (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });

  it('checks the e-mail format after presence, and reports both fields at once', () => {
    expect(errorsOf({ name: 'Rui', email: 'rui@' })).toEqual([{ field: 'email', error: 'invalid_email' }]);
    expect(errorsOf({ name: '', email: 'rui@' })).toEqual([
      { field: 'name', error: 'required' },
      { field: 'email', error: 'invalid_email' },
    ]);
  });

  it('caps the name length', () => {
    const name = 'r'.repeat(FIELD_MAX_LENGTH.name + 1);
    expect(errorsOf({ name, email: 'rui@example.pt' })).toEqual([{ field: 'name', error: 'too_long' }]);
    expect(checkNewsletter({ name: name.slice(1), email: 'rui@example.pt' }).ok).toBe(true);
  });
});
