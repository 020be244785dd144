import type { SiteImage } from '@/lib/site/media';

type Props = {
  image: SiteImage;
  alt: string;
  className?: string;
  /** The first screen's main picture: fetched at once and first; every other one waits until it nears the view. */
  priority?: boolean;
};

/**
 * One of the site's own pictures (all SVG) at its intrinsic size, so the browser reserves its box before it arrives.
 * next/image cannot resize SVG in a static export anyway: a plain <img> gives the same markup without its 2 KiB of
 * JavaScript.
 */
export function SiteImg({ image, alt, className, priority = false }: Props) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export, SVG art
    <img
      src={image.src}
      width={image.width}
      height={image.height}
      alt={alt}
      className={className}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
    />
  );
}
