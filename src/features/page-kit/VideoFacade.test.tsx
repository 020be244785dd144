// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { videoPageUrl, videoPlayerUrl } from '@/lib/site/media';
import { VideoFacade } from './VideoFacade';

const props = {
  video: { provider: 'youtube' as const, id: 'abc_DEF-123' },
  title: 'Convention highlights',
  playLabel: 'Play the video',
  notice: 'Playing the video loads content from YouTube.',
  poster: { src: '/poster.svg', width: 1280, height: 720 },
};

afterEach(cleanup);

describe('VideoFacade', () => {
  it('shows only the local poster and a play button until clicked', () => {
    const { container } = render(<VideoFacade {...props} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/poster.svg');
    expect(screen.getByRole('button', { name: /^Play the video\s*:\s*Convention highlights$/ }).getAttribute('type')).toBe('button');
    expect(screen.getByText(props.notice).textContent).toBe(props.notice);
  });

  it('inserts the privacy-enhanced YouTube player on click, titled and focused', () => {
    const { container } = render(<VideoFacade {...props} />);
    fireEvent.click(screen.getByRole('button'));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc_DEF-123?autoplay=1&rel=0');
    expect(frame?.getAttribute('title')).toBe('Convention highlights');
    expect(document.activeElement).toBe(frame);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('encodes the video id into the embed path', () => {
    expect(videoPlayerUrl({ provider: 'youtube', id: 'a/b?c' })).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0');
  });

  it('plays Vimeo videos from Vimeo\'s player, with Do Not Track', () => {
    expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?autoplay=1&dnt=1');
  });

  it.each([
    ['a YouTube video of a playlist, from 1:30', { provider: 'youtube', id: 'dQw4w9WgXcQ', list: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG', start: 90 }, 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&start=90&autoplay=1&rel=0', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&t=90s'],
    ['a YouTube playlist', { provider: 'youtube', id: null, list: 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG' }, 'https://www.youtube-nocookie.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&autoplay=1&rel=0', 'https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG'],
    ['an unlisted Vimeo video, from 0:45', { provider: 'vimeo', id: '76979871', hash: '8a1b2c3d4e', start: 45 }, 'https://player.vimeo.com/video/76979871?h=8a1b2c3d4e&autoplay=1&dnt=1#t=45s', 'https://vimeo.com/76979871/8a1b2c3d4e#t=45s'],
  ] as const)('keeps the list, start and hash of %s in the player and on the video page', (_case, video, player, page) => {
    expect(videoPlayerUrl(video)).toBe(player);
    expect(videoPageUrl(video)).toBe(page);
  });
});
