/**
 * Cloudflare Turnstile server-side check (`siteverify`). A token is single-use, so the relay calls this only after
 * the input has passed validation.
 */
export type CaptchaResult = 'passed' | 'failed' | 'unavailable';

export async function verifyTurnstile(
  settings: { secretKey: string; verifyUrl: string },
  token: unknown,
  clientIp: string | undefined,
  deps: { fetch: typeof fetch; timeoutMs: number },
): Promise<CaptchaResult> {
  // Tokens are at most 2048 characters.
  if (typeof token !== 'string' || token === '' || token.length > 2048) return 'failed';
  const form = new URLSearchParams({ secret: settings.secretKey, response: token });
  if (clientIp) form.set('remoteip', clientIp);
  try {
    const response = await deps.fetch(settings.verifyUrl, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return 'unavailable';
    }
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true ? 'passed' : 'failed';
  } catch {
    return 'unavailable';
  }
}
