import type { ResponsiveImage } from '@/lib/images/types';
import { Picture } from '@/features/media/Picture';
import styles from './PostThumbnail.module.css';

type Props = {
  image: ResponsiveImage | null;
  /** The picture's width in the layout (the `sizes` attribute). */
  sizes: string;
  /** The place's own sizing, added to the shared box. */
  className?: string;
  priority?: boolean;
  eager?: boolean;
};

/** A post's picture, or a gradient of the same shape for a post without one; decorative, as the title beside it names the post. */
export function PostThumbnail({ image, sizes, className, priority, eager }: Props) {
  const classes = className ? `${styles.thumbnail} ${className}` : styles.thumbnail;
  return image ? (
    <Picture image={image} sizes={sizes} alt="" className={classes} priority={priority} eager={eager} />
  ) : (
    <span className={classes} aria-hidden="true" />
  );
}
