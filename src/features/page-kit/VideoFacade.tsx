import { useEffect, useRef, useState } from 'react';
import { SiteImg } from '@/features/media/SiteImg';
import type { FocusMark } from '@/page-pipeline/react/useFocusKept';
import { videoPlayerUrl, type HostedVideo, type SiteImage } from '@/lib/site/media';
import styles from './VideoFacade.module.css';

type Props = {
  /** The video; YouTube's is played from the privacy-enhanced youtube-nocookie.com domain, Vimeo's with Do Not Track. */
  video: HostedVideo;
  /** Describes the video: the iframe title and part of the play button's name. */
  title: string;
  /** Visible action text of the play button, e.g. "Play the video". */
  playLabel: string;
  /** Tells the visitor that playing loads content from the video's host. */
  notice: string;
  /** A local poster image (the CSP only allows images from our own origin), cut to the player's 16:9 frame. */
  poster: SiteImage;
  /** Shared with the stand-in's link when the facade is an island, so a focus there moves to the play button. */
  playMark?: FocusMark;
};

/**
 * Click-to-load video: a poster and a play button, and only after the click the host's iframe. No request reaches
 * a third party until the visitor asks for the video.
 */
export function VideoFacade({ video, title, playLabel, notice, poster, playMark }: Props) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed disappears: keep the keyboard focus on what replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  return (
    <figure className={styles.figure}>
      <div className={styles.frame}>
        {playing ? (
          <iframe
            ref={frameRef}
            className={styles.iframe}
            src={videoPlayerUrl(video)}
            title={title}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.facade} onClick={() => setPlaying(true)} {...playMark}>
            {/* The poster repeats the button's text, so it stays decorative. */}
            <SiteImg image={poster} alt="" className={styles.poster} />
            <span className={styles.play}>
              <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false">
                <circle cx="32" cy="32" r="30" fill="#0b2545" fillOpacity="0.85" />
                <path d="M26 20l20 12-20 12z" fill="#fff" />
              </svg>
              <span className={styles.label}>
                {playLabel}
                <span className="visually-hidden">: {title}</span>
              </span>
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.notice}>{notice}</figcaption>
    </figure>
  );
}
