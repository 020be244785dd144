import type { ProviderDeps, ProviderFailure } from './types';

/**
 * One POST with a timeout and no retry. Returns the response for the caller to judge, or why there is none.
 * Redirects are never followed (`manual`: workerd refuses `redirect: 'error'`): a provider's 3xx comes back as
 * the response, which no caller counts as a success.
 */
export async function postOnce(
  deps: ProviderDeps,
  url: string,
  init: { headers: Record<string, string>; body: string },
): Promise<{ response: Response } | ProviderFailure> {
  try {
    const response = await deps.fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(deps.timeoutMs),
      redirect: 'manual',
    });
    return { response };
  } catch (error) {
    return fetchFailure(error);
  }
}

/**
 * Names why a fetch threw, for the log: the timeout; the network (Node reports `TypeError: fetch failed` with the
 * system error as cause, workerd a plain `Error` such as "Network connection lost."); or anything else, which is
 * a mistake on our side (a wrong call, a refused option) and must not be reported as the network's fault.
 */
export function fetchFailure(error: unknown): ProviderFailure {
  const { name, message } = error instanceof Error ? error : { name: typeof error, message: String(error) };
  if (name === 'TimeoutError' || name === 'AbortError') return { ok: false, reason: 'timeout' };
  const nodeNetworkError = name === 'TypeError' && message === 'fetch failed';
  const cause = nodeNetworkError ? `${message} (${causeCode(error)})` : `${name}: ${message}`;
  const network = nodeNetworkError || name === 'Error';
  return { ok: false, reason: network ? 'network' : 'error', cause: loggable(cause) };
}

function causeCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; name?: unknown } }).cause;
  return String(cause?.code ?? cause?.name ?? 'no cause');
}

/** Error text is ours or the runtime's, but may quote a URL (a build hook URL is a credential): cut those out. */
export function loggable(text: string): string {
  return text.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '[url]').replace(/\s+/g, ' ').slice(0, 160);
}
