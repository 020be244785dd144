import { describe, expect, it } from 'vitest';
import { checkToken, signToken } from './token';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const LEAD = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
const NOW = Date.UTC(2026, 10, 27, 12);
const WEEK = 7 * 24 * 60 * 60 * 1000;

describe('confirmation token', () => {
  it('a token the relay signed names its lead until it expires', async () => {
    const token = await signToken(SECRET, LEAD, NOW + WEEK);
    expect(token).toMatch(/^[0-9a-f-]{36}\.[0-9a-z]+\.[A-Za-z0-9_-]{43}$/);
    expect(await checkToken(SECRET, token, NOW)).toEqual({ ok: true, leadId: LEAD });
    expect(await checkToken(SECRET, token, NOW + WEEK - 1)).toEqual({ ok: true, leadId: LEAD });
  });

  it('is expired from its expiry on', async () => {
    const token = await signToken(SECRET, LEAD, NOW + WEEK);
    expect(await checkToken(SECRET, token, NOW + WEEK)).toEqual({ ok: false, reason: 'expired' });
  });

  it.each([
    ['another lead', (token: string) => token.replace(LEAD, '00000000-0000-0000-0000-000000000000')],
    ['a later expiry', (token: string) => token.replace(/\.[0-9a-z]+\./, `.${(NOW + 100 * WEEK).toString(36)}.`)],
    // A middle character: the last one of 43 also carries two bits that decoding drops.
    ['a changed signature', (token: string) => `${token.slice(0, -10)}${token.at(-10) === 'A' ? 'B' : 'A'}${token.slice(-9)}`],
    ['no signature', (token: string) => token.split('.').slice(0, 2).join('.')],
    ['a signature that is not base64url', (token: string) => `${token.slice(0, token.lastIndexOf('.'))}.%%%`],
    ['an empty string', () => ''],
  ])('is forged when it carries %s', async (_what, forge) => {
    const token = await signToken(SECRET, LEAD, NOW + WEEK);
    expect(await checkToken(SECRET, forge(token), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('is forged when signed with another key, and an expired forgery says forged, not expired', async () => {
    expect(await checkToken(SECRET, await signToken(`${SECRET}!`, LEAD, NOW + WEEK), NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkToken(SECRET, await signToken(`${SECRET}!`, LEAD, NOW - WEEK), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses what is not a token at all', async () => {
    expect(await checkToken(SECRET, null, NOW)).toEqual({ ok: false, reason: 'invalid' });
    expect(await checkToken(SECRET, 'x'.repeat(500), NOW)).toEqual({ ok: false, reason: 'invalid' });
  });
});
