import { ClientError, GraphQLClient } from 'graphql-request';
import type { CmsConfig } from './config';
import { CmsRequestError, errorForStatus } from './errors';
import { DEFAULT_RETRY_POLICY, networkError, withRetry, type RetryPolicy } from './retry';

export type CmsRequest = <T>(query: string, variables?: Record<string, unknown>) => Promise<T>;

function classify(error: unknown, timeoutMs: number): CmsRequestError {
  if (error instanceof ClientError) {
    const { status, errors } = error.response;
    // Hygraph explains a refused query (400), token (401) or plan limit (402/403) in `errors[].message`.
    const messages = (errors ?? []).map((e) => e.message).join('; ');
    if (status >= 200 && status < 300) {
      // A 200 whose `errors` is non-empty is a failure; the query itself is at fault, so it is not retried.
      return new CmsRequestError(`GraphQL error: ${messages || 'unknown error'}`, status, false, { cause: error });
    }
    const classified = errorForStatus(status);
    const message = messages ? `${classified.message}: ${messages}` : classified.message;
    return new CmsRequestError(message, status, classified.retryable, { cause: error });
  }
  return networkError(error, timeoutMs);
}

/** A query function bound to one CMS endpoint, applying the retry policy to every request. */
export function createCmsRequest(config: CmsConfig, policy: RetryPolicy = DEFAULT_RETRY_POLICY): CmsRequest {
  const client = new GraphQLClient(config.endpoint, {
    headers: { authorization: `Bearer ${config.token}` },
  });
  return <T>(query: string, variables: Record<string, unknown> = {}) =>
    withRetry(async (signal) => {
      try {
        return await client.request<T>({ document: query, variables, signal });
      } catch (error) {
        throw classify(error, policy.timeoutMs);
      }
    }, policy);
}
