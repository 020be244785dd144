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
export type BytesResult = { ok: true; bytes: Uint8Array } | { ok: false; error: 'payload_too_large' };

/**
 * Reads the whole body, stopping as soon as it exceeds `maxBytes`: a declared Content-Length is checked first,
 * but the stream itself is what counts (a client can lie or send it chunked).
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<BytesResult> {
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
  return { ok: true, bytes };
}

/** Strict UTF-8 decoding: null for bytes that are not UTF-8 text. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Parses JSON text that must hold an object (not an array, string or null). */
export function parseJsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Reads the body as JSON within `maxBytes` (see readBodyBytes). Only a JSON object is accepted. */
export async function readJsonBody(request: Request, maxBytes = MAX_BODY_BYTES): Promise<BodyResult> {
  const body = await readBodyBytes(request, maxBytes);
  if (!body.ok) return body;
  const value = parseJsonObject(decodeUtf8(body.bytes));
  return value ? { ok: true, value } : { ok: false, error: 'invalid_json' };
}
