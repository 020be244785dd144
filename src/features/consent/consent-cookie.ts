import Cookies from 'js-cookie';

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 30;

/** true = accepted, false = rejected, null = not decided yet. Only the string 'true' counts as acceptance. */
export function readConsent(): boolean | null {
  const value = Cookies.get(CONSENT_COOKIE);
  if (value === undefined) return null;
  return value === 'true';
}

export function writeConsent(accepted: boolean): void {
  Cookies.set(CONSENT_COOKIE, String(accepted), { expires: CONSENT_DAYS, sameSite: 'Lax', path: '/' });
}
