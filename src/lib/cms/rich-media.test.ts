import { describe, expect, it } from 'vitest';
import { PostProblemError } from './problems';
import { frameProblem, frameSources, splitAtVideos, videoOfFrame } from './rich-media';
import { sanitizePostHtml } from './sanitize';

describe('videoOfFrame', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=3', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://player.vimeo.com/video/76979871?h=abc', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('knows %s', (src, video) => {
    expect(videoOfFrame(src)).toEqual(video);
  });

  it.each([
    'http://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/bad id!',
    'https://www.youtube.com/channel/UCabcdefgh',
    'https://vimeo.com/channels/staffpicks',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://maps.example.com/embed',
    'not a url',
  ])('refuses %s', (src) => {
    expect(videoOfFrame(src)).toBeNull();
  });
});

describe('frames of a raw body', () => {
  it('lists every frame address, decoded, and names the host of those the site will not show', () => {
    const html = '<div><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe></div><p><iframe src="https://forms.example.com/f?a=1&amp;b=2"></iframe></p>';
    const sources = frameSources(html);
    expect(sources).toEqual(['https://www.youtube.com/embed/dQw4w9WgXcQ', 'https://forms.example.com/f?a=1&b=2']);
    expect(frameProblem(sources[0])).toBeNull();
    expect(frameProblem(sources[1])).toEqual({ code: 'foreignFrame', params: { host: 'forms.example.com' } });
    expect(frameProblem('')).toEqual({ code: 'foreignFrame', params: { host: '?' } });
  });
});

describe('splitAtVideos', () => {
  it('cuts the body around each top-level video, keeping the title', () => {
    const clean = sanitizePostHtml(
      '<p>One</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="A &amp; B"></iframe><ul><li>Two</li></ul><br><iframe src="https://vimeo.com/76979871"></iframe>',
    );
    expect(splitAtVideos(clean)).toEqual({
      parts: ['<p>One</p>', '<ul><li>Two</li></ul><br />', ''],
      videos: [
        { provider: 'youtube', id: 'dQw4w9WgXcQ', title: 'A & B' },
        { provider: 'vimeo', id: '76979871', title: '' },
      ],
    });
  });

  it('leaves a body without videos whole', () => {
    expect(splitAtVideos('<p>Text <img src="/a.jpg" alt="" /></p>')).toEqual({ parts: ['<p>Text <img src="/a.jpg" alt="" /></p>'], videos: [] });
  });

  it('refuses a video inside a list, table or styled box (the page cannot place it there)', () => {
    const clean = sanitizePostHtml('<div class="note"><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe></div>');
    expect(() => splitAtVideos(clean)).toThrow(PostProblemError);
  });
});
