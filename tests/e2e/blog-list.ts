import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { BlogDataPage } from '../../src/features/blog/card-page-json';

/**
 * What the blog list's pages should show, from outputs the list does not make: the language's RSS feed (its newest
 * posts, newest first, from the same content) and the post pages the build wrote. Never numbers written here.
 */
const out = path.resolve(__dirname, '../../out');
const unescapeXml = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The titles of the language's newest posts (up to the feed's 20), newest first. */
export function newestTitles(lang: string): string[] {
  const rss = readFileSync(path.join(out, lang, 'rss.xml'), 'utf8');
  return [...rss.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => unescapeXml(match[1]));
}

/** How many posts the language has: one page each, directly below /{lang}/blog/. */
export function postCount(lang: string): number {
  return readdirSync(path.join(out, lang, 'blog')).filter((file) => file.endsWith('.html')).length;
}

/** Page 1..n of a category screen, as the build's JSON for its 'show more'. */
export function categoryScreenPage(lang: string, category: string, n: number): BlogDataPage {
  return JSON.parse(readFileSync(path.join(out, 'blog-data', lang, 'category', category, `${n}.json`), 'utf8')) as BlogDataPage;
}

export const PAGE_SIZE = 6;

/** The list's pages: every post but the featured one (shown above the list), six a page. */
export function listExpectation(lang: string) {
  const listed = postCount(lang) - 1;
  return {
    listed,
    totalPages: Math.ceil(listed / PAGE_SIZE),
    /** The titles on page n (within the feed's newest posts), given the featured post's title. */
    titles: (n: number, featured: string) => newestTitles(lang).filter((title) => title !== featured).slice(PAGE_SIZE * (n - 1), PAGE_SIZE * n),
    /** The counter under page n ("7-12 of 20 results", as from, to, total). */
    range: (n: number) => ({ from: PAGE_SIZE * (n - 1) + 1, to: Math.min(PAGE_SIZE * n, listed), total: listed }),
  };
}

/** The featured post's title, as page 1 of the list shows it. */
export async function featuredTitle(page: Page, label: string): Promise<string> {
  return page.getByRole('region').filter({ has: page.getByText(label, { exact: true }) }).getByRole('heading').innerText();
}

/** The titles of the cards under the list's heading. */
export const cardTitles = (page: Page, heading: string) =>
  page.getByRole('region', { name: heading }).getByRole('article').getByRole('heading');
