import Head from 'next/head';
import { StaticHead } from '@/page-pipeline/react/Static';
import type { ResponsiveImage } from '@/lib/images/types';
import styles from './Picture.module.css';

type Props = {
  image: ResponsiveImage;
  /** The width of the image's slot in the layout (the `sizes` attribute); the browser picks a file from it. */
  sizes: string;
  alt: string;
  className?: string;
  /** The largest image of the first screen: preloaded and fetched first. */
  priority?: boolean;
  /** Other images in the first screen load at once; every other image loads lazily. */
  eager?: boolean;
};

/** An image from the content layer: AVIF, then WebP, at the widths made for it; else the JPEG/PNG fallback. */
export function Picture({ image, sizes, alt, className, priority = false, eager = priority }: Props) {
  const [preferred] = image.sources ?? [];
  return (
    <>
      {priority ? (
        <StaticHead>
          <Head>
            {/* Browsers that cannot decode the type skip the preload and pick a source from <picture> instead. */}
            <link
              key="preload-image"
              rel="preload"
              as="image"
              {...(preferred ? { imageSrcSet: preferred.srcSet, imageSizes: sizes, type: preferred.type } : { href: image.src })}
              fetchPriority="high"
            />
          </Head>
        </StaticHead>
      ) : null}
      <picture className={styles.picture}>
        {image.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
        {/* Plain <img>: the files are made at build time (next/image cannot optimise a static export). */}
        <img
          className={className}
          src={image.src}
          width={image.width}
          height={image.height}
          alt={alt}
          loading={eager ? undefined : 'lazy'}
          decoding={eager ? undefined : 'async'}
          fetchPriority={priority ? 'high' : undefined}
        />
      </picture>
    </>
  );
}
