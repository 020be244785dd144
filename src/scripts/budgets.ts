/**
 * Weight budgets of each page template, in gzip bytes of what the page loads up front (read from out/ by
 * tests/e2e/budgets.spec.ts and printed by it). They hold today's weight plus a little room, so any growth is a
 * decision. Issue targets still to reach: JS 140 KiB (160 KiB on the home page); CSS 20 KiB is already met.
 */
const KiB = 1024;

export type Template = 'home' | 'inner' | 'contact' | 'blog' | 'post' | 'category';

export const JS_BUDGET: Record<Template, number> = {
  home: 185 * KiB,
  inner: 158 * KiB,
  contact: 163 * KiB,
  blog: 160 * KiB,
  post: 158 * KiB,
  category: 155 * KiB,
};

export const CSS_BUDGET = 20 * KiB;
export const HTML_BUDGET = 30 * KiB;
