import { toFormErrorKey, type FormProblem } from './form-state';

export type RelayEndpoint = 'contact' | 'newsletter' | 'complaint';
/** `reference`: what the relay gave a complaint to be quoted by. */
export type RelayOutcome = { ok: true; reference?: string } | { ok: false; problems: FormProblem[] };

// Longer than the relay's own provider timeout (8 s), so a slow provider still answers with its own error.
const REQUEST_TIMEOUT_MS = 20_000;

/**
 * The relay address of a form. NEXT_PUBLIC_RELAY_URL (build time) points the forms at a relay on another origin;
 * unset, they post to the site's own origin (`/api/...`), as the `npm start` server and the CDN functions serve it.
 */
export function relayUrl(endpoint: RelayEndpoint, base = process.env.NEXT_PUBLIC_RELAY_URL ?? ''): string {
  return `${base.replace(/\/+$/, '')}/api/${endpoint}`;
}

/** The problems of a relay answer: its `errors` list when it has one, else its single `error`. */
function problemsOf(answer: { error?: unknown; errors?: unknown }): FormProblem[] {
  if (Array.isArray(answer.errors) && answer.errors.length) {
    return answer.errors.map((item: { field?: unknown; error?: unknown }) => ({
      ...(typeof item?.field === 'string' ? { field: item.field } : {}),
      error: toFormErrorKey(item?.error),
    }));
  }
  return [{ error: toFormErrorKey(answer.error) }];
}

/** Posts a form's fields as JSON; never throws: an unreachable relay is `network_error`. */
export async function postToRelay(
  endpoint: RelayEndpoint,
  fields: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<RelayOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(relayUrl(endpoint), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch {
    return { ok: false, problems: [{ error: 'network_error' }] };
  }
  const body: unknown = await response.json().catch(() => null);
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { ok?: unknown; error?: unknown; errors?: unknown; reference?: unknown };
  if (response.ok && answer.ok === true) return typeof answer.reference === 'string' ? { ok: true, reference: answer.reference } : { ok: true };
  return { ok: false, problems: problemsOf(answer) };
}
