export interface CmsConfig {
  endpoint: string;
  token: string;
}

/** Reads CMS_ENDPOINT and CMS_TOKEN (set by the deploy, or by withContentService for the built-in service). */
export function readCmsConfig(env: NodeJS.ProcessEnv = process.env): CmsConfig {
  const endpoint = env.CMS_ENDPOINT?.trim();
  const token = env.CMS_TOKEN?.trim();
  if (!endpoint || !token) {
    throw new Error(
      'CMS_ENDPOINT and CMS_TOKEN must be set to read the blog. `npm run build` sets them to the built-in ' +
        'content service when CMS_ENDPOINT is unset; `npm run cms` prints values for running it by hand.',
    );
  }
  return { endpoint, token };
}
