import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { scriptsLoadedAfterLoad } from '@/page-pipeline/export/scripts-after-load';

export type PageWeight = { page: string; jsGzip: number; cssGzip: number; htmlGzip: number; scripts: number };

const gzipSize = (bytes: Buffer) => gzipSync(bytes, { level: 9 }).length;

/**
 * Site-relative asset URLs a page loads for its first render: its script and stylesheet tags, and the scripts its
 * after-load loader requests once the page has loaded (they are first-load JS, only requested later); not lazy chunks.
 */
export function firstLoadAssets(html: string): { scripts: string[]; styles: string[] } {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    .filter((match) => !/\snoModule/i.test(match[0]))
    .map((match) => match[1]);
  const scripts = [...tags, ...scriptsLoadedAfterLoad(html)];
  const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"[^>]*>|<link[^>]*href="([^"]+)"[^>]*rel="stylesheet"[^>]*>/g)].map(
    (match) => match[1] ?? match[2],
  );
  return { scripts, styles };
}

/** The text of the page's own `<style>` elements (its CSS, inlined at build time). */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('\n');
}

/** Gzip byte counts of what a page needs for its first render, read from the exported site. */
export function measurePage(outDir: string, page: string): PageWeight {
  const htmlFile = path.join(outDir, page === '/' ? 'index.html' : `${page.replace(/^\//, '')}.html`);
  const html = readFileSync(htmlFile);
  const { scripts, styles } = firstLoadAssets(html.toString());
  const inline = inlineStyles(html.toString());
  const asset = (url: string) => readFileSync(path.join(outDir, decodeURIComponent(url.replace(/^\//, '').split('?')[0])));
  return {
    page,
    jsGzip: scripts.reduce((sum, url) => sum + gzipSize(asset(url)), 0),
    // Linked stylesheets and inlined ones: the CSS a first render needs, wherever it travels.
    cssGzip: styles.reduce((sum, url) => sum + gzipSize(asset(url)), 0) + (inline ? gzipSize(Buffer.from(inline)) : 0),
    // The markup alone: inlined CSS is counted as CSS above, so each budget keeps its meaning.
    htmlGzip: gzipSize(Buffer.from(html.toString().replace(/(<style[^>]*>)[^<]*(<\/style>)/g, '$1$2'))),
    scripts: scripts.length,
  };
}

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
