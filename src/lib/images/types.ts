// What the pages receive for one image (in page props and the blog-data JSON, so every field is HTML weight).

/** One modern format of an image at every width made, e.g. '/media/cms/ab12-400.avif 400w, ...'. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcSet: string;
}

/** An image as the site serves it: AVIF and WebP at several widths, and one fallback file with its size. */
export interface ResponsiveImage {
  /** Site-relative URL of the fallback: a JPEG or PNG at most 1200 px wide, or the SVG itself. */
  src: string;
  /** Pixel size of `src`: the aspect ratio that reserves the image's space before it loads. */
  width: number;
  height: number;
  /** AVIF, then WebP; left out for SVG and animations, which are served as uploaded. */
  sources?: ImageSource[];
}
