import type { ProviderDeps } from './types';

/**
 * One POST with a timeout and no retry. Returns the response for the caller to judge, or the failure reason.
 * The response body is always consumed or cancelled so the connection is released.
 */
export async function postOnce(
  deps: ProviderDeps,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ response: Response } | { ok: false; reason: 'timeout' | 'network' }> {
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(deps.timeoutMs),
      redirect: 'error',
    });
    return { response };
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    return { ok: false, reason: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network' };
  }
}

/** Reads a provider's error text for the log: short, and with e-mail addresses and the sender's own values masked. */
export async function redactedBody(response: Response, secrets: string[]): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return '(unreadable body)';
  }
  for (const secret of secrets) {
    if (secret) text = text.split(secret).join('[redacted]');
  }
  return JSON.stringify(
    text
      .replace(/[^\s"'<>@]+@[^\s"'<>@]+/g, '[email]')
      .replace(/\+?\d[\d .-]{7,}\d/g, '[number]')
      .slice(0, 300),
  );
}
