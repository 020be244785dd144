/** A failed call to the CMS (or its asset host), classified by the spec's error policy. */
export class CmsRequestError extends Error {
  constructor(
    message: string,
    /** HTTP status, when there was a response. */
    readonly status: number | undefined,
    /** Whether another attempt may succeed (rate limit, server error, network, timeout). */
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CmsRequestError';
  }
}

/** Maps an HTTP status to the spec's error catalogue. */
export function errorForStatus(status: number): CmsRequestError {
  if (status === 401) return new CmsRequestError('Not authorized', status, false);
  if (status === 404) return new CmsRequestError("Resource doesn't exist", status, false);
  if (status >= 500) return new CmsRequestError('Server error', status, true);
  // 429 keeps the catalogue's generic text but is worth another attempt after a pause.
  return new CmsRequestError(`Unhandled HTTP error: ${status}`, status, status === 429);
}
