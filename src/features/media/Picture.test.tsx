// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '@/lib/images/types';
import { Picture } from './Picture';

afterEach(cleanup);

const photo: ResponsiveImage = {
  src: '/media/cms/ab12-800.jpg',
  width: 800,
  height: 300,
  sources: [
    { type: 'image/avif', srcSet: '/media/cms/ab12-400.avif 400w, /media/cms/ab12-800.avif 800w' },
    { type: 'image/webp', srcSet: '/media/cms/ab12-400.webp 400w, /media/cms/ab12-800.webp 800w' },
  ],
};

describe('Picture', () => {
  it('offers AVIF then WebP for the slot size, with a sized JPEG fallback that loads lazily', () => {
    const { container } = render(<Picture image={photo} sizes="100vw" alt="Chart" className="banner" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', photo.sources![0].srcSet, '100vw'],
      ['image/webp', photo.sources![1].srcSet, '100vw'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(Object.fromEntries(['src', 'width', 'height', 'alt', 'class', 'loading', 'decoding'].map((name) => [name, img.getAttribute(name)]))).toEqual({
      src: photo.src,
      width: '800',
      height: '300',
      alt: 'Chart',
      class: 'banner',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img.getAttribute('fetchpriority')).toBeNull();
  });

  it('fetches the first screen image at once, with high priority', () => {
    const { container } = render(<Picture image={photo} sizes="100vw" alt="" priority />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBeNull();
    expect(img.getAttribute('fetchpriority')).toBe('high');
  });

  it('shows an SVG as it is', () => {
    const { container } = render(<Picture image={{ src: '/media/cms/ab12.svg', width: 640, height: 400 }} sizes="100vw" alt="" />);
    expect(container.querySelectorAll('source')).toHaveLength(0);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/media/cms/ab12.svg');
  });
});
