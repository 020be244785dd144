import type { RelayErrorKey, RelayResponseBody } from './errors';

export const MAX_BODY_BYTES = 16 * 1024;

export function jsonResponse(status: number, body: RelayResponseBody, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
  });
}

export function errorResponse(status: number, error: RelayErrorKey, headers?: Record<string, string>): Response {
  return jsonResponse(status, { ok: false, error }, headers);
}

export function isJsonContentType(value: string | null): boolean {
  return value?.split(';')[0]?.trim().toLowerCase() === 'application/json';
}

export type BodyResult = { ok: true; value: unknown } | { ok: false; error: 'payload_too_large' | 'invalid_json' };

/**
 * Reads the body as JSON, stopping as soon as it exceeds `maxBytes`: a declared Content-Length is checked first,
 * but the stream itself is what counts (a client can lie or send it chunked). Only a JSON object is accepted.
 */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, error: 'payload_too_large' };

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return { ok: false, error: 'payload_too_large' };
      }
      chunks.push(value);
    }
  }

  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }

  try {
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, error: 'invalid_json' };
    return { ok: true, value };
  } catch {
    return { ok: false, error: 'invalid_json' };
  }
}
