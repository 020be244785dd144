import { useTranslation } from 'next-i18next/pages';
import { Fragment, lazy } from 'react';
import { LazyIsland } from '@/page-pipeline/react/LazyIsland';
import { focusAs } from '@/page-pipeline/react/useFocusKept';
import { Static } from '@/page-pipeline/react/Static';
import type { BodyVideo } from '@/lib/cms/rich-media';
import { withScrollableTables } from '@/lib/cms/tables';
import { POST_VIDEO_POSTER, VIDEO_PROVIDERS, videoPageUrl, type SiteImage } from '@/lib/site/media';
import styles from './PostScreen.module.css';

/** The facade's code and styles load near the viewport, on the posts that have a video, not on every post. */
const VideoFacade = lazy(() => import('@/features/page-kit/VideoFacade').then((module) => ({ default: module.VideoFacade })));

/** The stand-in's link and the facade's play button are one control to the keyboard (a link, then a button). */
const PLAY = focusAs('video-play');

/** A video of the body with the site's copy of its own poster; null shows the generic one (the report says why). */
export type PostVideo = BodyVideo & { poster: SiteImage | null };

type Props = {
  /** The body's YouTube and Vimeo videos, in order: page data, since each is an island the browser hydrates. */
  videos: PostVideo[];
  /** The sanitized HTML before, between and after the videos (one more than videos): build-only page data. */
  parts: string[] | undefined;
};

/**
 * A post's body: its HTML kept as built, with the click-to-load VideoFacade where the editor embedded a video, so
 * nothing reaches YouTube or Vimeo until the visitor presses play. Until the facade's code arrives (or without
 * JavaScript), a link to the video's page on its host holds its place.
 */
export function PostBody({ videos, parts }: Props) {
  const { t } = useTranslation('blog');
  // Parts exist only while the build renders the page (build-only data), and so does the tables' name; the
  // browser bundle leaves the wrapping out (BROWSER_BUNDLE, see Static.tsx), the static HTML already holds it.
  const part = (index: number) =>
    process.env.BROWSER_BUNDLE ? undefined : parts && withScrollableTables(parts[index], { className: styles.tableScroll, label: t('post.table') });
  return (
    <article className={styles.prose}>
      <Static as="div" className={styles.part} html={part(0)} />
      {videos.map((video, index) => {
        const title = video.title || t('post.video.untitled');
        const placeholder = (
          <a className={styles.videoLink} href={videoPageUrl(video)} {...PLAY}>
            {t('post.video.play')}: {title}
          </a>
        );
        return (
          <Fragment key={index}>
            <LazyIsland className={styles.video} placeholder={placeholder}>
              <VideoFacade
                video={video}
                title={title}
                playLabel={t('post.video.play')}
                notice={t('post.video.notice', { provider: VIDEO_PROVIDERS[video.provider] })}
                poster={video.poster ?? POST_VIDEO_POSTER}
                playMark={PLAY}
              />
            </LazyIsland>
            <Static as="div" className={styles.part} html={part(index + 1)} />
          </Fragment>
        );
      })}
    </article>
  );
}
