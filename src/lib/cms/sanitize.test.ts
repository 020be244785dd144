import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, mapMediaSources, mediaSources, sanitizePostHtml, STYLE_CLASSES, unknownStyles, withPictures } from './sanitize';

describe('sanitizePostHtml', () => {
  it('keeps normal article markup', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <code>code</code>.</p><ul><li>one</li></ul>' +
      '<blockquote>quote</blockquote><table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<pre><code class="language-ts">let x = 1;</code></pre><img src="https://cdn.example/a.png" alt="A" width="10" height="5">';
    expect(sanitizePostHtml(html)).toBe(html.replace('height="5">', 'height="5" />'));
  });

  it('makes scripts, event handlers and javascript: URLs inert', () => {
    const hostile =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a><a href="&#106;avascript:alert(4)">encoded</a>' +
      '<iframe src="https://evil.example"></iframe><style>body{display:none}</style><img src="javascript:alert(5)">' +
      '<svg><script>alert(6)</script></svg><a href="data:text/html,hi">data</a>';
    const clean = sanitizePostHtml(hostile);
    expect(clean).not.toMatch(/<script|alert\(|onerror|onclick|javascript:|<iframe|<style|data:|<svg/i);
    expect(clean).toContain('Hi');
    expect(clean).toContain('>click</a>');
  });

  it('marks external links noopener noreferrer and keeps internal and mailto links', () => {
    const clean = sanitizePostHtml(
      '<a href="https://example.com" rel="opener" target="_blank">ext</a><a href="/es/contact">int</a><a href="mailto:a@b.c">mail</a><a href="https://x.y" target="_top">t</a>',
    );
    expect(clean).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ext</a>');
    expect(clean).toContain('<a href="/es/contact">int</a>');
    expect(clean).toContain('<a href="mailto:a@b.c">mail</a>');
    expect(clean).not.toContain('_top');
  });

  it('keeps tel: links, which Hygraph\'s link node allows', () => {
    expect(sanitizePostHtml('<p>Call <a href="tel:+34910000000">91 000 00 00</a></p>')).toBe('<p>Call <a href="tel:+34910000000">91 000 00 00</a></p>');
  });

  it(`keeps class wrappers with one of the styles (${STYLE_CLASSES.join(', ')}), drops other classes and keeps their text`, () => {
    const clean = sanitizePostHtml(
      '<div class="callout wide"><p>Boxed</p></div><div class="note"><p>Aside</p></div><p><span class="highlight">hot</span></p>' +
        '<div class="fancy-banner"><p>Plain <span class="glow">text</span></p></div>',
    );
    expect(clean).toBe('<div class="callout"><p>Boxed</p></div><div class="note"><p>Aside</p></div><p><span class="highlight">hot</span></p><p>Plain text</p>');
  });

  it('keeps YouTube and Vimeo frames (address and title only), drops other frames and Hygraph\'s frame box', () => {
    const frame = (src: string) =>
      `<div style="position: relative; overflow: hidden; width: 100%; padding-top: 56.25%"><iframe style="position: absolute" src="${src}" loading="lazy" allow="fullscreen" frameborder="0" referrerpolicy="no-referrer"></iframe></div>`;
    const clean = sanitizePostHtml(
      frame('https://www.youtube.com/embed/dQw4w9WgXcQ') + frame('https://player.vimeo.com/video/76979871') + frame('https://maps.example.com/embed?q=1') + '<p>After</p>',
    );
    expect(clean).toBe('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe><iframe src="https://player.vimeo.com/video/76979871"></iframe><p>After</p>');
  });

  it('keeps Hygraph\'s video and audio nodes without the "your browser doesn\'t support" text every visitor would read', () => {
    const clean = sanitizePostHtml(
      '<video src="https://cdn.example/clip.mp4" controls width="100%" height="100%" title="Office tour" onplay="x()">' +
        '<p>Your browser doesn\'t support HTML5 video. Here is a <a href="https://cdn.example/clip.mp4">link to the video</a> instead.</p></video>' +
        '<audio style="display: block" src="https://cdn.example/tone.mp3" controls=""><p>Your browser doesn&#x27;t support HTML5 audio.</p></audio>' +
        '<video src="javascript:alert(1)"></video>',
    );
    expect(clean).toBe('<video src="https://cdn.example/clip.mp4" title="Office tour"></video><audio src="https://cdn.example/tone.mp3"></audio>');
  });

  it('turns h1 into h2 (the page title is the only h1)', () => {
    expect(sanitizePostHtml('<h1>T</h1>')).toBe('<h2>T</h2>');
  });
});

describe('media sources', () => {
  const clean = sanitizePostHtml(
    '<p><img src="https://cdn.example/a.png" alt="a"><img src="https://cdn.example/b.svg?x=1&amp;y=2"></p>' +
      '<video src="https://cdn.example/c.mp4" title="C"></video><audio src="https://cdn.example/d.mp3"></audio>',
  );
  it('lists them decoded, with their tags', () => {
    expect(mediaSources(clean)).toEqual([
      { src: 'https://cdn.example/a.png', tag: 'img' },
      { src: 'https://cdn.example/b.svg?x=1&y=2', tag: 'img' },
      { src: 'https://cdn.example/c.mp4', tag: 'video' },
      { src: 'https://cdn.example/d.mp3', tag: 'audio' },
    ]);
  });
  it('rewrites them, removing those mapped to null, and makes video and audio native players', () => {
    const rewritten = mapMediaSources(clean, (src, tag) => (src.endsWith('b.svg?x=1&y=2') ? null : `/media/cms/${tag}`));
    expect(rewritten).toBe(
      '<p><img src="/media/cms/img" alt="a" /></p><video src="/media/cms/video" title="C" controls preload="metadata"></video><audio src="/media/cms/audio" controls preload="metadata"></audio>',
    );
  });
});

describe('withPictures', () => {
  const photo = {
    src: '/media/cms/ab12-1200.jpg',
    width: 1200,
    height: 800,
    sources: [
      { type: 'image/avif' as const, srcSet: '/media/cms/ab12-400.avif 400w, /media/cms/ab12-1200.avif 1200w' },
      { type: 'image/webp' as const, srcSet: '/media/cms/ab12-400.webp 400w, /media/cms/ab12-1200.webp 1200w' },
    ],
  };

  it('serves a body image as AVIF/WebP for the column, with its real size, lazily; keeps its alt and title', () => {
    const clean = sanitizePostHtml('<p>Chart:<img src="https://cdn.example/a.png" alt="Rates &gt; 3%" title="t" width="10" height="5"></p>');
    const local = mapMediaSources(clean, () => photo.src);
    expect(withPictures(local, new Map([[photo.src, photo]]), '700px')).toBe(
      '<p>Chart:<picture>' +
        `<source type="image/avif" srcset="${photo.sources[0].srcSet}" sizes="700px" />` +
        `<source type="image/webp" srcset="${photo.sources[1].srcSet}" sizes="700px" />` +
        '<img src="/media/cms/ab12-1200.jpg" alt="Rates &gt; 3%" title="t" width="1200" height="800" loading="lazy" decoding="async" />' +
        '</picture></p>',
    );
  });

  it('leaves images it made no files for as they are', () => {
    const clean = sanitizePostHtml('<p><img src="https://cdn.example/a.svg" alt="A"></p>');
    expect(withPictures(clean, new Map([[photo.src, photo]]), '700px')).toBe(clean);
  });
});

describe('what the review warns about', () => {
  it('names the classes of styled passages the site does not know, once each, and none of its own styles', () => {
    const html =
      '<div class="callout"><p>Known</p></div><div class="warning-box"><p>A</p></div><p><span class="Red big">B</span></p>' +
      '<div class="warning-box"><p>Again</p></div><div class="note extra"><p>Known with another</p></div>' +
      '<div style="position: relative"><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe></div>';
    expect(unknownStyles(html)).toEqual(['warning-box', 'Red big']);
    expect(unknownStyles('<p>Plain</p>')).toEqual([]);
  });

  it('lists the images of a clean body without a description (alt text), once each', () => {
    const clean = sanitizePostHtml(
      '<img src="https://cdn.example/chart.png" alt=""><img src="https://cdn.example/ok.png" alt="Fees over ten years">' +
        '<p><img src="https://cdn.example/blank.png" alt="  "><img src="https://cdn.example/none.png"></p><img src="https://cdn.example/chart.png">',
    );
    expect(imagesWithoutAlt(clean)).toEqual(['https://cdn.example/chart.png', 'https://cdn.example/blank.png', 'https://cdn.example/none.png']);
  });
});
