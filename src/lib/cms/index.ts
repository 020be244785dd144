// The content layer: the only module that talks to the CMS. Build-time only (getStaticProps/getStaticPaths).
export { createBlog, fetchBlogSnapshot, loadBlog, loadBlogPaths, prepareBlogContent, defaultMediaTarget } from './blog';
export type { Blog, LoadOptions, PreparedContent } from './blog';
export { ContentRefusedError } from './review';
export type { LanguageReview, PostNote, PostRef } from './review';
export type { MediaTarget } from './assets';
export { DEFAULT_RETRY_POLICY } from './retry';
export type { RetryPolicy } from './retry';
export { readCmsConfig } from './config';
export type { CmsConfig } from './config';
export { CmsRequestError } from './errors';
export { RECOMMENDATIONS, excerptOf, metaDescriptionOf } from './derive';
export { sanitizePostHtml } from './sanitize';
export { splitAtVideos } from './rich-media';
export type { BodyVideo } from './rich-media';
export { posterKey } from './video-posters';
export { CMS_LANGUAGES } from './types';
export type { BlogSnapshot, CmsLanguage, Page, Post, PostSummary } from './types';
