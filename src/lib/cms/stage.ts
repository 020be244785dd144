/**
 * Which of the CMS's content stages a build reads (docs/decisions/0022-preview-site-from-the-draft-stage.md).
 * PUBLISHED is the site; DRAFT is the editors' preview site, built into its own folder and never deployed as the
 * site. Only CONTENT_STAGE=DRAFT selects drafts: anything unset or empty is PUBLISHED, anything else stops the build.
 */
export const CONTENT_STAGES = ['PUBLISHED', 'DRAFT'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

export function contentStage(env: Readonly<Record<string, string | undefined>> = process.env): ContentStage {
  const value = env.CONTENT_STAGE?.trim();
  if (!value) return 'PUBLISHED';
  if ((CONTENT_STAGES as readonly string[]).includes(value)) return value as ContentStage;
  throw new Error(`CONTENT_STAGE must be PUBLISHED or DRAFT (or unset for PUBLISHED), got "${value}"`);
}

/** True when this build is the preview site (the DRAFT stage). */
export function isPreviewBuild(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return contentStage(env) === 'DRAFT';
}
