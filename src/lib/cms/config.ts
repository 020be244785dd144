import { contentStage, type ContentStage } from './stage';

export interface CmsConfig {
  endpoint: string;
  token: string;
  /** The stage every query asks for. Unset: PUBLISHED. */
  stage?: ContentStage;
}

/**
 * Reads CMS_ENDPOINT and the token of the build's stage (set by the deploy, or by withContentService for the
 * built-in service): CMS_TOKEN for PUBLISHED; CMS_DRAFT_TOKEN for DRAFT (CONTENT_STAGE=DRAFT, the preview site).
 * A published build never reads CMS_DRAFT_TOKEN, and a preview build never falls back to the published token.
 */
export function readCmsConfig(env: Readonly<Record<string, string | undefined>> = process.env): CmsConfig {
  const stage = contentStage(env);
  const tokenName = stage === 'DRAFT' ? 'CMS_DRAFT_TOKEN' : 'CMS_TOKEN';
  const endpoint = env.CMS_ENDPOINT?.trim();
  const token = env[tokenName]?.trim();
  if (!endpoint || !token) {
    throw new Error(
      `CMS_ENDPOINT and ${tokenName} must be set to read the blog${stage === 'DRAFT' ? ' from the DRAFT stage' : ''}. ` +
        '`npm run build` sets them to the built-in content service when CMS_ENDPOINT is unset; `npm run cms` ' +
        'prints values for running it by hand.',
    );
  }
  return { endpoint, token, stage };
}
