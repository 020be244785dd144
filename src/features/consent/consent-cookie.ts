export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_DAYS = 30;

/**
 * What follows the value in the cookie a choice writes. The banner's inline script writes the same cookie before the
 * page's scripts run (banner-script.ts), so both build it from these constants.
 */
export const CONSENT_COOKIE_ATTRIBUTES = `; max-age=${CONSENT_DAYS * 86_400}; path=/; samesite=lax`;

/** The stored decision in `document.cookie`, its value in the first group. */
export const STORED_CONSENT = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`);

/** true = accepted, false = rejected, null = not decided yet. Only the string 'true' counts as acceptance. */
export function readConsent(): boolean | null {
  const stored = STORED_CONSENT.exec(document.cookie);
  return stored ? stored[1] === 'true' : null;
}

export function writeConsent(accepted: boolean): void {
  document.cookie = `${CONSENT_COOKIE}=${accepted}${CONSENT_COOKIE_ATTRIBUTES}`;
}
