import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTH } from '@/lib/validation/limits';
import { contactHrefWithMessage, messageFromHash } from './prefill';

describe('contact prefill', () => {
  it('carries the message in the fragment of the contact link, and back', () => {
    const message = 'Cuota: 948,42 € & plazo 25 años\n¿Hablamos?';
    const href = contactHrefWithMessage('es', message);
    expect(href.startsWith('/es/contact#message=')).toBe(true);
    expect(href).not.toContain('?');
    expect(messageFromHash(new URL(href, 'https://example.org').hash)).toBe(message);
  });

  it('ignores the plain form anchor and empty messages', () => {
    expect(messageFromHash('#contact')).toBeNull();
    expect(messageFromHash('')).toBeNull();
    expect(messageFromHash('#message=')).toBeNull();
  });

  it('never hands over more than the form accepts', () => {
    const long = 'x'.repeat(FIELD_MAX_LENGTH.message + 10);
    expect(messageFromHash(`#message=${long}`)).toHaveLength(FIELD_MAX_LENGTH.message);
  });
});
