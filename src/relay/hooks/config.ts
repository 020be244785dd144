import { RelayConfigError, type RelayEnv } from '../config';

/** Where an accepted publish goes to start a rebuild of the static site. */
export type BuildTarget =
  /** `POST {apiUrl}/repos/{repository}/dispatches`: a `repository_dispatch` that runs .github/workflows/deploy.yml. */
  | { kind: 'github'; apiUrl: string; repository: string; token: string }
  /** A host's build hook URL (the URL itself is the credential, so it is never logged). */
  | { kind: 'build-hook'; url: string };

export interface CmsHookConfig {
  /**
   * The secret key set on the CMS webhook, then the previous one while a rotation is under way: a request signed
   * with any of them is accepted.
   */
  secrets: string[];
  target: BuildTarget;
}

const GITHUB_API_URL = 'https://api.github.com';

/**
 * Reads the CMS publish webhook's settings. Null when CMS_WEBHOOK_SECRET is unset: the hook is then off and
 * answers 503, because an unsigned hook would let anyone start builds. With the secret set, exactly one target
 * must be configured. GITHUB_REPOSITORY alone means nothing here: GitHub Actions sets it on every runner (and so
 * in CI), so only GITHUB_DISPATCH_TOKEN selects the GitHub target.
 */
export function readCmsHookConfig(env: RelayEnv): CmsHookConfig | null {
  const get = (name: string): string | undefined => env[name]?.trim() || undefined;
  const secret = get('CMS_WEBHOOK_SECRET');
  const token = get('GITHUB_DISPATCH_TOKEN');
  const buildHook = get('BUILD_HOOK_URL');
  if (!secret) return null;
  const secrets = [secret, get('CMS_WEBHOOK_SECRET_PREVIOUS')].filter((value): value is string => Boolean(value));

  if (token && buildHook) {
    throw new RelayConfigError('set GITHUB_DISPATCH_TOKEN or BUILD_HOOK_URL for the CMS webhook, not both');
  }
  if (buildHook) return { secrets, target: { kind: 'build-hook', url: httpUrl(buildHook, 'BUILD_HOOK_URL') } };
  if (!token) {
    throw new RelayConfigError(
      'CMS_WEBHOOK_SECRET is set but nothing to trigger: set GITHUB_DISPATCH_TOKEN and GITHUB_REPOSITORY, or BUILD_HOOK_URL',
    );
  }

  const repository = get('GITHUB_REPOSITORY');
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new RelayConfigError(`GITHUB_REPOSITORY must be "owner/name" when GITHUB_DISPATCH_TOKEN is set, got "${repository ?? ''}"`);
  }
  const apiUrl = httpUrl(get('GITHUB_API_URL') ?? GITHUB_API_URL, 'GITHUB_API_URL').replace(/\/+$/, '');
  return { secrets, target: { kind: 'github', apiUrl, repository, token } };
}

// The message names the variable, never its value: a build hook URL is a credential.
function httpUrl(value: string, name: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // reported below
  }
  throw new RelayConfigError(`${name} is not an http(s) URL`);
}
