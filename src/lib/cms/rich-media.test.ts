import { describe, expect, it } from 'vitest';
import { PostProblemError } from './problems';
import { frameProblem, frameSources, readVideoAddress, splitAtVideos, startSeconds, videoOfFrame } from './rich-media';
import { sanitizePostHtml } from './sanitize';
import { videoPageUrl, videoPlayerUrl } from '../site/media';

const LIST = 'PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG';

describe('readVideoAddress: every address form editors paste keeps its meaning', () => {
  it.each([
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?start=90', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=3', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 3 }],
    [`https://www.youtube.com/embed/videoseries?list=${LIST}`, { provider: 'youtube', id: null, list: LIST }],
    [`https://www.youtube-nocookie.com/embed/videoseries?list=${LIST}`, { provider: 'youtube', id: null, list: LIST }],
    [`https://www.youtube.com/playlist?list=${LIST}`, { provider: 'youtube', id: null, list: LIST }],
    [`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${LIST}&index=3`, { provider: 'youtube', id: 'dQw4w9WgXcQ', list: LIST, index: 3 }],
    [`https://www.youtube.com/embed/videoseries?list=${LIST}&index=12`, { provider: 'youtube', id: null, list: LIST, index: 12 }],
    ['https://music.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['http://www.youtube.com/embed/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['http://youtu.be/dQw4w9WgXcQ?t=90', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=90', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ#t=1h2m3s', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 3723 }],
    ['https://youtu.be/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtu.be/dQw4w9WgXcQ?si=Tr4ck1ng&t=90', { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 90 }],
    [`https://youtu.be/dQw4w9WgXcQ?list=${LIST}`, { provider: 'youtube', id: 'dQw4w9WgXcQ', list: LIST }],
    ['https://www.youtube.com/shorts/aqz-KE-bpKQ', { provider: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://www.youtube.com/live/aqz-KE-bpKQ?si=abc', { provider: 'youtube', id: 'aqz-KE-bpKQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/76979871/8a1b2c3d4e', { provider: 'vimeo', id: '76979871', hash: '8a1b2c3d4e' }],
    ['https://vimeo.com/76979871#t=1m5s', { provider: 'vimeo', id: '76979871', start: 65 }],
    ['https://vimeo.com/channels/staffpicks/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/groups/financeclub/videos/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://vimeo.com/showcase/1234567/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['http://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['http://player.vimeo.com/video/76979871?h=8a1b2c3d4e', { provider: 'vimeo', id: '76979871', hash: '8a1b2c3d4e' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871?h=8a1b2c3d4e&badge=0', { provider: 'vimeo', id: '76979871', hash: '8a1b2c3d4e' }],
    ['https://player.vimeo.com/video/76979871?h=8a1b2c3d4e#t=45s', { provider: 'vimeo', id: '76979871', hash: '8a1b2c3d4e', start: 45 }],
  ])('%s', (src, video) => {
    expect(readVideoAddress(src)).toEqual({ video, unkept: [] });
    expect(videoOfFrame(src)).toEqual(video);
  });

  it('names the settings it does not keep: an end, a loop, a start that is not a time, a list that is not one', () => {
    expect(readVideoAddress('https://www.youtube.com/embed/dQw4w9WgXcQ?start=10&end=60&loop=1')).toEqual({
      video: { provider: 'youtube', id: 'dQw4w9WgXcQ', start: 10 },
      unkept: ['end=60', 'loop=1'],
    });
    expect(readVideoAddress('https://youtu.be/dQw4w9WgXcQ?t=soon&list=no!')?.unkept).toEqual(['list=no!', 't=soon']);
    expect(readVideoAddress('https://player.vimeo.com/video/76979871?muted=1')?.unkept).toEqual(['muted=1']);
    // A place in a playlist that is not a number, or without its playlist, means nothing to the player.
    expect(readVideoAddress(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${LIST}&index=last`)).toEqual({
      video: { provider: 'youtube', id: 'dQw4w9WgXcQ', list: LIST },
      unkept: ['index=last'],
    });
    expect(readVideoAddress('https://www.youtube.com/watch?v=dQw4w9WgXcQ&index=3')?.unkept).toEqual(['index=3']);
  });

  it("keeps a playlist's place in the player and on the video's own page", () => {
    const video = readVideoAddress(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${LIST}&index=3&t=20`)!.video;
    expect(videoPlayerUrl(video)).toBe(`https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?list=${LIST}&index=3&start=20&autoplay=1&rel=0`);
    expect(videoPageUrl(video)).toBe(`https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=${LIST}&index=3&t=20s`);
  });

  it.each([
    'ftp://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/bad id!',
    'https://www.youtube.com/channel/UCabcdefgh',
    'https://www.youtube.com/embed/videoseries',
    'https://www.youtube.com/playlist?list=no!',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/groups/financeclub/videos',
    'https://vimeo.com/groups/financeclub/76979871',
    'https://vimeo.com/channels/staffpicks/76979871/extra',
    'https://vimeo.com/76979871/not-a-hash',
    'https://player.vimeo.com/video/76979871?h=zz',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://maps.example.com/embed',
    'not a url',
  ])('refuses %s', (src) => {
    expect(readVideoAddress(src)).toBeNull();
  });

  it.each([
    ['90', 90],
    ['90s', 90],
    ['1m30s', 90],
    ['1h2m3s', 3723],
    ['2m', 120],
    ['', null],
    ['1:30', null],
    ['soon', null],
  ])('reads the start %j as %j seconds', (value, seconds) => {
    expect(startSeconds(value)).toBe(seconds);
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
    expect(frameProblem('https://www.youtube.com/channel/UCabcdefgh')).toEqual({ code: 'videoAddressUnreadable', params: { address: 'https://www.youtube.com/channel/UCabcdefgh' } });
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

  it("keeps a known video's http:// address, as https, through the sanitizer", () => {
    const clean = sanitizePostHtml('<iframe src="http://www.youtube.com/embed/dQw4w9WgXcQ?start=5"></iframe>');
    expect(clean).toBe('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ?start=5"></iframe>');
    expect(splitAtVideos(clean).videos).toEqual([{ provider: 'youtube', id: 'dQw4w9WgXcQ', start: 5, title: '' }]);
  });

  it('leaves a body without videos whole', () => {
    expect(splitAtVideos('<p>Text <img src="/a.jpg" alt="" /></p>')).toEqual({ parts: ['<p>Text <img src="/a.jpg" alt="" /></p>'], videos: [] });
  });

  it('refuses a video inside a list, table or styled box (the page cannot place it there)', () => {
    const clean = sanitizePostHtml('<div class="note"><iframe src="https://youtu.be/dQw4w9WgXcQ"></iframe></div>');
    expect(() => splitAtVideos(clean)).toThrow(PostProblemError);
  });
});
