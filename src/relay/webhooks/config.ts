import { RelayConfigError, type RelayEnv } from '../config';
import { DRAFT_EVENT_TYPE, PUBLISH_EVENT_TYPE, type BuildTarget } from './build-trigger';

export interface CmsHookConfig {
  /**
   * The secret key set on the CMS webhook, then the previous one while a rotation is under way: a request signed
   * with any of them is accepted.
   */
  secrets: string[];
  target: BuildTarget;
}

/** The variables of one webhook and the build it starts. */
interface HookVariables {
  secret: string;
  previousSecret: string;
  buildHookUrl: string;
  eventType: string;
}

/** Publish and unpublish: rebuild the site (PUBLISHED stage). */
const PUBLISH_HOOK: HookVariables = {
  secret: 'CMS_WEBHOOK_SECRET',
  previousSecret: 'CMS_WEBHOOK_SECRET_PREVIOUS',
  buildHookUrl: 'BUILD_HOOK_URL',
  eventType: PUBLISH_EVENT_TYPE,
};

/** A draft saved: rebuild the preview site (DRAFT stage), never the site (docs/decisions/0022-…). */
const DRAFT_HOOK: HookVariables = {
  secret: 'CMS_DRAFT_WEBHOOK_SECRET',
  previousSecret: 'CMS_DRAFT_WEBHOOK_SECRET_PREVIOUS',
  buildHookUrl: 'PREVIEW_BUILD_HOOK_URL',
  eventType: DRAFT_EVENT_TYPE,
};

const GITHUB_API_URL = 'https://api.github.com';

const reader = (env: RelayEnv) => (name: string): string | undefined => env[name]?.trim() || undefined;

/**
 * Reads the CMS publish webhook's settings. Null when CMS_WEBHOOK_SECRET is unset: the hook is then off and
 * answers 503, because an unsigned hook would let anyone start builds. With the secret set, exactly one target
 * must be configured. GITHUB_REPOSITORY alone means nothing here: GitHub Actions sets it on every runner (and so
 * in CI), so only GITHUB_DISPATCH_TOKEN selects the GitHub target.
 */
export function readCmsHookConfig(env: RelayEnv): CmsHookConfig | null {
  return readHookConfig(env, PUBLISH_HOOK);
}

/**
 * Reads the draft webhook's settings, the same way, from its own variables: its own secret (never the publish
 * one, so neither hook's signature opens the other) and its own build hook (never the site's). The GitHub token
 * and repository are shared; the event type tells the workflows apart.
 */
export function readDraftHookConfig(env: RelayEnv): CmsHookConfig | null {
  const get = reader(env);
  const config = readHookConfig(env, DRAFT_HOOK);
  if (config && config.secrets.some((secret) => secret === get(PUBLISH_HOOK.secret) || secret === get(PUBLISH_HOOK.previousSecret))) {
    throw new RelayConfigError(`${DRAFT_HOOK.secret} must differ from ${PUBLISH_HOOK.secret}: each webhook has its own secret`);
  }
  if (config?.target.kind === 'build-hook' && config.target.url === httpUrlOrNull(get(PUBLISH_HOOK.buildHookUrl))) {
    throw new RelayConfigError(`${DRAFT_HOOK.buildHookUrl} must differ from ${PUBLISH_HOOK.buildHookUrl}: a draft never rebuilds the site`);
  }
  return config;
}

function readHookConfig(env: RelayEnv, names: HookVariables): CmsHookConfig | null {
  const get = reader(env);
  const secret = get(names.secret);
  const token = get('GITHUB_DISPATCH_TOKEN');
  const buildHook = get(names.buildHookUrl);
  if (!secret) return null;
  const secrets = [secret, get(names.previousSecret)].filter((value): value is string => Boolean(value));

  if (token && buildHook) {
    throw new RelayConfigError(`set GITHUB_DISPATCH_TOKEN or ${names.buildHookUrl} for the CMS webhook, not both`);
  }
  if (buildHook) return { secrets, target: { kind: 'build-hook', url: httpUrl(buildHook, names.buildHookUrl) } };
  if (!token) {
    throw new RelayConfigError(
      `${names.secret} is set but nothing to trigger: set GITHUB_DISPATCH_TOKEN and GITHUB_REPOSITORY, or ${names.buildHookUrl}`,
    );
  }

  const repository = get('GITHUB_REPOSITORY');
  if (!repository || !/^[\w.-]+\/[\w.-]+$/.test(repository)) {
    throw new RelayConfigError(`GITHUB_REPOSITORY must be "owner/name" when GITHUB_DISPATCH_TOKEN is set, got "${repository ?? ''}"`);
  }
  const apiUrl = httpUrl(get('GITHUB_API_URL') ?? GITHUB_API_URL, 'GITHUB_API_URL').replace(/\/+$/, '');
  return { secrets, target: { kind: 'github', apiUrl, repository, token, eventType: names.eventType } };
}

// The message names the variable, never its value: a build hook URL is a credential.
function httpUrl(value: string, name: string): string {
  const url = httpUrlOrNull(value);
  if (url) return url;
  throw new RelayConfigError(`${name} is not an http(s) URL`);
}

function httpUrlOrNull(value: string | undefined): string | null {
  try {
    const url = new URL(value ?? '');
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.href;
  } catch {
    // not a URL
  }
  return null;
}
