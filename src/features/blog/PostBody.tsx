import { useTranslation } from 'next-i18next/pages';
import { Fragment } from 'react';
import { Static } from '@/features/islands/Static';
import { VideoFacade } from '@/features/pages/VideoFacade';
import type { BodyVideo } from '@/lib/cms/rich-media';
import { POST_VIDEO_POSTER, VIDEO_PROVIDERS } from '@/lib/site/media';
import styles from './PostScreen.module.css';

type Props = {
  /** The body's YouTube and Vimeo videos, in order: page data, since each is an island the browser hydrates. */
  videos: BodyVideo[];
  /** The sanitized HTML before, between and after the videos (one more than videos): build-only page data. */
  parts: string[] | undefined;
};

/**
 * A post's body: its HTML kept as built, with the click-to-load VideoFacade where the editor embedded a video, so
 * nothing reaches YouTube or Vimeo until the visitor presses play.
 */
export function PostBody({ videos, parts }: Props) {
  const { t } = useTranslation('blog');
  return (
    <article className={styles.prose}>
      <Static as="div" className={styles.part} html={parts?.[0]} />
      {videos.map((video, index) => (
        <Fragment key={index}>
          <div className={styles.video}>
            <VideoFacade
              video={video}
              title={video.title || t('post.video.untitled')}
              playLabel={t('post.video.play')}
              notice={t('post.video.notice', { provider: VIDEO_PROVIDERS[video.provider] })}
              poster={POST_VIDEO_POSTER}
            />
          </div>
          <Static as="div" className={styles.part} html={parts?.[index + 1]} />
        </Fragment>
      ))}
    </article>
  );
}
