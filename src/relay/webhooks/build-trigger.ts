import { postOnce } from '../providers/send';
import type { ProviderDeps, ProviderResult } from '../providers/types';

/** The `repository_dispatch` event type that .github/workflows/deploy.yml listens to. */
export const PUBLISH_EVENT_TYPE = 'cms-publish';
/** The one .github/workflows/preview.yml listens to: a draft was saved, rebuild the preview site only. */
export const DRAFT_EVENT_TYPE = 'cms-draft';

/** Where an accepted webhook goes to start a build of the static site. */
export type BuildTarget =
  /**
   * `POST {apiUrl}/repos/{repository}/dispatches` with `eventType`: a `repository_dispatch` that runs
   * .github/workflows/deploy.yml (cms-publish) or preview.yml (cms-draft).
   */
  | { kind: 'github'; apiUrl: string; repository: string; token: string; eventType: string }
  /** A host's build hook URL (the URL itself is the credential, so it is never logged). */
  | { kind: 'build-hook'; url: string };

/** What changed in the CMS, passed on to the build so its run says why it started. */
export interface PublishEvent {
  operation: string;
  model: string;
  id: string;
  stage: string;
}

export interface BuildTrigger {
  /** Short name for logs: 'github' or 'build-hook'. */
  readonly name: string;
  trigger(event: PublishEvent): Promise<ProviderResult>;
}

/**
 * Starts one rebuild: a GitHub `repository_dispatch` (204 = accepted) or a POST to a host's build hook (any 2xx).
 * One attempt, no retry: the CMS retries a failed webhook itself, and the deploy workflow's concurrency group
 * collapses repeats. A refusal is reported by its status only; neither the token nor the hook URL is ever logged.
 */
export function createBuildTrigger(target: BuildTarget, deps: ProviderDeps): BuildTrigger {
  const name = target.kind;

  const request =
    target.kind === 'github'
      ? (event: PublishEvent) => ({
          url: `${target.apiUrl}/repos/${target.repository}/dispatches`,
          headers: {
            Authorization: `Bearer ${target.token}`,
            Accept: 'application/vnd.github+json',
            'X-GitHub-Api-Version': '2022-11-28',
            'Content-Type': 'application/json',
            // GitHub's REST API refuses requests without a User-Agent.
            'User-Agent': 'nortia-relay',
          },
          body: JSON.stringify({ event_type: target.eventType, client_payload: event }),
        })
      : () => ({ url: target.url, headers: {}, body: '' });

  return {
    name,
    async trigger(event) {
      const { url, ...init } = request(event);
      const outcome = await postOnce(deps, url, init);
      if (!('response' in outcome)) return outcome;

      const { response } = outcome;
      await response.body?.cancel();
      const accepted = target.kind === 'github' ? response.status === 204 : response.ok;
      return accepted ? { ok: true } : { ok: false, reason: 'rejected', status: response.status };
    },
  };
}
