import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PostSummary } from '@/lib/cms';
import { robotsTxt, rssXml, sitemapEntry, sitemapIndexXml, sitemapXml } from './feeds';

// The feeds are written outside `next build`: they must still link to SITE_URL, not to the local default.
beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.nortia.test'));
afterEach(() => vi.unstubAllEnvs());

const page = (head: string) => `<!DOCTYPE html><html><head>${head}</head><body></body></html>`;

describe('sitemapEntry', () => {
  it('reads the canonical and the hreflang alternates of an indexable page', () => {
    const entry = sitemapEntry(
      page('<link rel="canonical" href="https://x.test/es/insurance"/><link rel="alternate" hrefLang="es-ES" href="https://x.test/es/insurance"/><link rel="alternate" hrefLang="x-default" href="https://x.test/es/insurance"/>'),
    );
    expect(entry).toEqual({
      loc: 'https://x.test/es/insurance',
      alternates: [
        { hrefLang: 'es-ES', href: 'https://x.test/es/insurance' },
        { hrefLang: 'x-default', href: 'https://x.test/es/insurance' },
      ],
    });
  });
  it('leaves out noindex pages and pages without a canonical', () => {
    expect(sitemapEntry(page('<meta name="robots" content="noindex, follow"/><link rel="canonical" href="https://x.test/a"/>'))).toBeNull();
    expect(sitemapEntry(page('<title>x</title>'))).toBeNull();
  });
});

describe('XML writers', () => {
  it('escapes URLs and texts', () => {
    const xml = sitemapXml([{ loc: 'https://x.test/es?a=1&b=2', alternates: [] }]);
    expect(xml).toContain('<loc>https://x.test/es?a=1&amp;b=2</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });
  it('writes an index of sitemap parts', () => {
    expect(sitemapIndexXml(['/sitemap-1.xml', '/sitemap-2.xml']).match(/<sitemap>/g)).toHaveLength(2);
    expect(sitemapIndexXml(['/sitemap-1.xml'])).toContain('<loc>https://www.nortia.test/sitemap-1.xml</loc>');
  });
  it('points robots.txt at the sitemap on SITE_URL', () => {
    expect(robotsTxt()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.nortia.test/sitemap.xml\n');
    expect(robotsTxt('DRAFT')).toBe('User-agent: *\nDisallow: /\n');
  });
  it('writes an RSS item per post with an RFC 822 date', () => {
    const post = { slug: 'ahorro', title: 'Ahorro & futuro', publishDate: '2026-03-05', author: 'Ana', excerpt: 'Texto <breve>' } as PostSummary;
    const xml = rssXml('es', 'Nortia', [post]);
    expect(xml).toContain('<title>Ahorro &amp; futuro</title>');
    expect(xml).toContain('<link>https://www.nortia.test/es/blog/ahorro</link>');
    expect(xml).toContain('<atom:link href="https://www.nortia.test/es/rss.xml"');
    expect(xml).toContain('<pubDate>Thu, 05 Mar 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<description>Texto &lt;breve&gt;</description>');
    expect(xml).toContain('<language>es-ES</language>');
  });
});
