// Relative, not @/: next.config.ts loads this file.
import { contentStage, type ContentStage } from '../cms/stage';

/** The folder the published site is built into: the only one the deploy workflow uploads as the site. */
export const SITE_OUT_DIR = 'out';
/** The preview site's own folder, so a preview build can never be deployed as the site by mistake. */
export const PREVIEW_OUT_DIR = 'out-preview';

/** The folder a build of this stage writes (CONTENT_STAGE by default). */
export function outDirFor(stage: ContentStage = contentStage()): string {
  return stage === 'DRAFT' ? PREVIEW_OUT_DIR : SITE_OUT_DIR;
}
