import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleText } from './inline-css';
import { firstLoadAssets, inlineStyles } from '@/bench/page-weight';

const page = [
  '<html><head><link rel="preload" href="/_next/static/css/a.css" as="style"/>',
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-n-g=""/>',
  '<link rel="preload" href="/_next/static/css/b.css" as="style"/>',
  '<link rel="stylesheet" href="/_next/static/css/b.css" data-n-p=""/>',
  '<noscript data-n-css=""></noscript><link rel="preload" as="image" href="/images/hero.svg"/></head><body></body></html>',
].join('');

const files: Record<string, string> = {
  '/_next/static/css/a.css': 'body{margin:0}\n/*# sourceMappingURL=a.css.map*/',
  '/_next/static/css/b.css': '.card{color:red}',
};

describe('inlineStylesheets', () => {
  const inlined = inlineStylesheets(page, (href) => files[href]);

  it('replaces each stylesheet link by its text, in order, without the source-map comment', () => {
    expect(inlined).toContain('<style data-href="/_next/static/css/a.css">body{margin:0}</style><style data-href="/_next/static/css/b.css">.card{color:red}</style>');
    expect(firstLoadAssets(inlined).styles).toEqual([]);
  });

  it('drops the stylesheets\' preload hints and keeps every other tag', () => {
    expect(inlined).not.toContain('as="style"');
    expect(inlined).toContain('<link rel="preload" as="image" href="/images/hero.svg"/>');
    expect(inlined).toContain('<noscript data-n-css=""></noscript>');
  });

  it('lets the page weight count the inlined CSS as CSS', () => {
    expect(inlineStyles(inlined)).toBe('body{margin:0}\n.card{color:red}');
  });
});

describe('styleText', () => {
  it('refuses CSS that would close the style element', () => {
    expect(() => styleText('a::after{content:"</style>"}', '/x.css')).toThrow(/cannot be inlined/);
  });
});
