// Build-time only: the content layer makes the served files of every CMS image here. Components get the
// resulting ResponsiveImage objects through page props, never this module.
export { createResponsiveImage, forgetImages, UnreadableImageError, variantWidths } from './pipeline';
export type { ImageOutput } from './pipeline';
export type { ImageSource, ResponsiveImage } from './types';
