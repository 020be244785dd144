import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CMS_LANGUAGES, loadBlog, type PostSummary } from '@/lib/cms';
import type { ContentStage } from '@/lib/cms/stage';
import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import { BRAND } from '@/lib/site/company';
import { absoluteUrl, feedPath } from '@/lib/site/seo';

/** A sitemap file holds at most 50,000 URLs; past that the sitemap becomes an index of parts. */
export const SITEMAP_LIMIT = 50_000;
export const RSS_ITEMS = 20;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export type SitemapEntry = { loc: string; alternates: { hrefLang: string; href: string }[] };

/** An indexable page and its hreflang alternates, read from the exported HTML itself; null for noindex pages. */
export function sitemapEntry(html: string): SitemapEntry | null {
  if (/<meta name="robots" content="noindex/.test(html)) return null;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
  if (!canonical) return null;
  const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((match) => ({
    hrefLang: match[1],
    href: match[2],
  }));
  return { loc: canonical, alternates };
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...entry.alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hrefLang)}" href="${escapeXml(alt.href)}"/>`),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(parts: readonly string[]): string {
  const items = parts.map((part) => `  <sitemap><loc>${escapeXml(absoluteUrl(part))}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** The site's robots.txt; the preview site's turns every crawler away and names no sitemap. */
export function robotsTxt(stage: ContentStage = 'PUBLISHED'): string {
  if (stage === 'DRAFT') return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml')}\n`;
}

export function rssXml(lang: Lang, title: string, posts: readonly PostSummary[]): string {
  const items = posts.map((post) =>
    [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(absoluteUrl(`/${lang}/blog/${post.slug}`))}</link>`,
      `      <guid isPermaLink="true">${escapeXml(absoluteUrl(`/${lang}/blog/${post.slug}`))}</guid>`,
      `      <pubDate>${new Date(`${post.publishDate.slice(0, 10)}T00:00:00Z`).toUTCString()}</pubDate>`,
      post.author ? `      <dc:creator>${escapeXml(post.author)}</dc:creator>` : null,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      '    </item>',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(`/${lang}/blog`))}</link>`,
    `    <atom:link href="${escapeXml(absoluteUrl(feedPath(lang)))}" rel="self" type="application/rss+xml"/>`,
    `    <description>${escapeXml(title)}</description>`,
    `    <language>${LANG_TAGS[lang]}</language>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return htmlFiles(full);
      return Promise.resolve(entry.name.endsWith('.html') ? [full] : []);
    }),
  );
  return nested.flat();
}

/**
 * Writes sitemap.xml (or an index with parts past 50,000 URLs) from the exported pages, robots.txt pointing at
 * it, and one RSS feed of the newest posts per language. Runs after `next build`, inside the content service.
 * The preview site (DRAFT) gets the same files with no entry in them: a sitemap without URLs, feeds without
 * items (its pages link to them), a robots.txt that disallows everything: no draft is ever listed anywhere.
 */
export async function writeFeeds(outDir: string, stage: ContentStage = 'PUBLISHED'): Promise<{ urls: number; sitemaps: number; feeds: number }> {
  const preview = stage === 'DRAFT';
  const entries: SitemapEntry[] = [];
  for (const file of preview ? [] : (await htmlFiles(outDir)).sort()) {
    const entry = sitemapEntry(await readFile(file, 'utf8'));
    if (entry) entries.push(entry);
  }
  const parts: string[] = [];
  if (entries.length <= SITEMAP_LIMIT) {
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(entries));
  } else {
    for (let start = 0; start < entries.length; start += SITEMAP_LIMIT) {
      const part = `/sitemap-${parts.length + 1}.xml`;
      await writeFile(path.join(outDir, part), sitemapXml(entries.slice(start, start + SITEMAP_LIMIT)));
      parts.push(part);
    }
    await writeFile(path.join(outDir, 'sitemap.xml'), sitemapIndexXml(parts));
  }
  await writeFile(path.join(outDir, 'robots.txt'), robotsTxt(stage));

  for (const lang of CMS_LANGUAGES) {
    const posts = preview ? [] : (await loadBlog(lang)).summaries.slice(0, RSS_ITEMS);
    await writeFile(path.join(outDir, feedPath(lang).slice(1)), rssXml(lang, `${BRAND.name} — Blog (${lang})`, posts));
  }
  return { urls: entries.length, sitemaps: Math.max(parts.length, 1), feeds: CMS_LANGUAGES.length };
}
