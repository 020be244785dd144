import { useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { CONVENTION_VIDEO } from '@/lib/site/home';
import styles from './ConventionVideo.module.css';

export function conventionEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1&rel=0`;
}

/**
 * Click-to-load video: until the visitor presses play, only our own poster is shown and nothing is requested from
 * YouTube. The iframe (no-cookie domain, allowed by the CSP's frame-src) replaces the poster on click.
 */
export function ConventionVideo() {
  const { t } = useTranslation('home');
  const [loaded, setLoaded] = useState(false);
  const title = t('partners.convention.videoTitle');
  return (
    <figure className={styles.video}>
      <div className={styles.frame}>
        {loaded ? (
          <iframe
            className={styles.iframe}
            src={conventionEmbedUrl(CONVENTION_VIDEO.youtubeId)}
            title={title}
            allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            // The play button just disappeared: keep keyboard focus on the player that replaced it.
            ref={(node) => node?.focus()}
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setLoaded(true)} aria-label={t('partners.convention.play', { title })}>
            {/* eslint-disable-next-line @next/next/no-img-element -- decorative poster inside the button, sized by the frame */}
            <img src={CONVENTION_VIDEO.poster.src} width={CONVENTION_VIDEO.poster.width} height={CONVENTION_VIDEO.poster.height} alt="" loading="lazy" className={styles.posterImage} />
            <span className={styles.play} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
                <path d="M8 5l11 7-11 7z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.notice}>{t('partners.convention.notice')}</figcaption>
    </figure>
  );
}
