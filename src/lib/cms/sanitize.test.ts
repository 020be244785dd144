import { describe, expect, it } from 'vitest';
import { imageSources, mapImageSources, sanitizePostHtml, withPictures } from './sanitize';

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

  it('turns h1 into h2 (the page title is the only h1)', () => {
    expect(sanitizePostHtml('<h1>T</h1>')).toBe('<h2>T</h2>');
  });
});

describe('image sources', () => {
  const clean = sanitizePostHtml('<p><img src="https://cdn.example/a.png" alt="a"><img src="https://cdn.example/b.svg?x=1&amp;y=2"></p>');
  it('lists them decoded', () => {
    expect(imageSources(clean)).toEqual(['https://cdn.example/a.png', 'https://cdn.example/b.svg?x=1&y=2']);
  });
  it('rewrites them, removing images mapped to null', () => {
    const rewritten = mapImageSources(clean, (src) => (src.endsWith('a.png') ? '/media/cms/a.png' : null));
    expect(rewritten).toBe('<p><img src="/media/cms/a.png" alt="a" /></p>');
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
    const local = mapImageSources(clean, () => photo.src);
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
