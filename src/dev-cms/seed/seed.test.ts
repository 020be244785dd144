// Keeps the sample content honest as editors of the seed add or change posts.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { reviewPosts } from '../../lib/cms/review';
import type { RawPost } from '../../lib/cms/types';
import { MODEL_LANGUAGES, type AssetRef } from '../model';
import { designFileOf, SEED_IMAGES_DIR, SEED_MEDIA_DIR } from '../uploads';
import { loadSeedDocuments, loadSeedPosts, parseSeedDocument } from './load-seed';

const posts = loadSeedPosts();
/** Every document's newest version, drafts included: each must be fit to publish. */
const drafts = loadSeedPosts('DRAFT');

describe.each(MODEL_LANGUAGES)('seed posts in %s', (lang) => {
  const own = posts.filter((p) => p.lang === lang);
  const ownDrafts = drafts.filter((p) => p.lang === lang);

  it('has at least 20 posts with unique slugs and exactly one featured', () => {
    expect(own.length).toBeGreaterThanOrEqual(20);
    expect(new Set(own.map((p) => p.slug)).size).toBe(own.length);
    expect(own.filter((p) => p.featured)).toHaveLength(1);
    expect(new Set(ownDrafts.map((p) => p.slug)).size).toBe(ownDrafts.length);
    expect(ownDrafts.filter((p) => p.featured)).toHaveLength(1);
  });

  it('spreads dates over Nov 2024 - Nov 2026 and has several authors', () => {
    for (const post of ownDrafts) {
      expect(post.publishDate >= '2024-11-01' && post.publishDate <= '2026-11-30', post.slug).toBe(true);
    }
    expect(new Set(own.map((p) => p.publishDate.slice(0, 4))).size).toBeGreaterThanOrEqual(3);
    expect(new Set(own.map((p) => p.author)).size).toBeGreaterThanOrEqual(3);
  });

  it('gives every post a category, some two', () => {
    const counts = new Set(ownDrafts.map((p) => p.categories.length));
    expect([...counts].sort()).toEqual([1, 2]);
  });

  it('passes the build\'s review with nothing refused and nothing to warn about, drafts included', () => {
    const raw = ownDrafts.map((post): RawPost => {
      const image = (ref: AssetRef | null) => (ref ? { url: 'handle' in ref ? ref.handle : ref.url } : null);
      return { ...post, content: { ...post.content, references: [] }, thumbnailImage: image(post.thumbnailImage), mainImage: image(post.mainImage) };
    });
    const { publish, review } = reviewPosts(raw, lang, { today: '2026-12-31', showScheduled: false });
    expect(review.refused).toEqual([]);
    expect(review.warnings).toEqual([]);
    expect(publish).toHaveLength(ownDrafts.length);
  });

  it('keeps bodies between 150 and 400 words, rendered to HTML and text', () => {
    for (const post of ownDrafts) {
      const words = post.content.text.split(/\s+/).length;
      expect(words, post.slug).toBeGreaterThanOrEqual(150);
      expect(words, post.slug).toBeLessThanOrEqual(400);
      expect(post.content.html).toMatch(/^<(p|h2)>/);
      expect(post.content.text).not.toMatch(/[<>]|\*\*|^#/m);
    }
  });

  it('refers to images made from design files that exist, and to media files that exist, in its fields and its bodies', () => {
    for (const post of ownDrafts) {
      const inBody = [...post.content.html.matchAll(/src="asset:([^"]+)"/g)].map((match) => match[1]);
      const embedded = post.content.references.map((ref) => ref.handle);
      const handles = [post.thumbnailImage, post.mainImage].map((ref) => (ref && 'handle' in ref ? ref.handle : ''));
      for (const handle of [...handles, ...inBody, ...embedded]) {
        const design = designFileOf(handle);
        const file = design ? join(SEED_IMAGES_DIR, design) : join(SEED_MEDIA_DIR, handle);
        expect(existsSync(file), `${post.slug}: ${handle}`).toBe(true);
      }
    }
  });

  it('has one post holding every kind of rich-text node, for the browser test of long content', () => {
    const rich = ownDrafts.filter((post) => post.content.html.includes('<iframe'));
    expect(rich).toHaveLength(1);
    const { html, references } = rich[0].content;
    for (const node of ['<h2>', '<ul>', '<table>', '<blockquote>', '<pre><code', 'src="asset:', 'youtube.com/embed/', '<video ', 'href="tel:', '<div class="callout">']) {
      expect(html, node).toContain(node);
    }
    expect(references.map((ref) => ref.handle)).toContain('sample-tone.mp3');
    expect(html).toMatch(/\b[A-Z0-9]{160}\b/);
    expect(html).toMatch(/[^"]https:\/\/\S{80,}/);
  });
});

describe('seed stages', () => {
  const documents = loadSeedDocuments();
  it('holds draft-only posts in es and en and a published post whose newer draft changed its title', () => {
    const draftOnly = documents.filter((document) => document.published === null).map(({ draft }) => draft.lang);
    expect(draftOnly).toEqual(expect.arrayContaining(['es', 'en']));
    expect(draftOnly.length).toBeLessThanOrEqual(3);
    const retitled = documents.filter(({ published, draft }) => published && published.title !== draft.title);
    expect(retitled).toHaveLength(1);
    expect(retitled[0].draft).toEqual({ ...retitled[0].published, title: retitled[0].draft.title });
  });
});

describe('parseSeedDocument', () => {
  const source = (front: string) => `---\n${front}\n---\nBody **text**.`;
  const base = 'title: T\nslug: t\nauthor: A\nimage: leaf\npublishDate: 2025-01-02\n';
  it('reads quoted titles containing colons and comma-separated categories', () => {
    const post = parseSeedDocument(
      'en',
      'x.md',
      source("title: 'A: B'\nslug: a-b\npublishDate: 2025-01-02\nauthor: Ana\ncategories: Nortia, Sustainability\nimage: leaf"),
    ).published!;
    expect(post).toMatchObject({ title: 'A: B', categories: ['Nortia', 'Sustainability'], featured: false });
    expect(post.content).toMatchObject({ html: '<p>Body <strong>text</strong>.</p>', text: 'Body text.' });
  });
  it('rejects unknown categories, bad dates and missing fields', () => {
    const undated = 'title: T\nslug: t\nauthor: A\nimage: leaf\n';
    expect(() => parseSeedDocument('en', 'x.md', source(`${undated}publishDate: 2025-1-2`))).toThrow(/publishDate/);
    expect(() => parseSeedDocument('en', 'x.md', source(`${base}categories: news`))).toThrow(/news/);
    expect(() => parseSeedDocument('en', 'x.md', source('title: T'))).toThrow(/lacks/);
  });
  it('reads the stage versions: published by default, draft-only, or published with a retitled draft', () => {
    const published = parseSeedDocument('en', 'x.md', source(base));
    expect(published.published).toBe(published.draft);
    const draftOnly = parseSeedDocument('en', 'x.md', source(`${base}stage: DRAFT`));
    expect(draftOnly).toMatchObject({ published: null, draft: { title: 'T' } });
    const retitled = parseSeedDocument('en', 'x.md', source(`${base}draftTitle: New`));
    expect([retitled.published?.title, retitled.draft.title]).toEqual(['T', 'New']);
    expect(() => parseSeedDocument('en', 'x.md', source(`${base}stage: draft`))).toThrow(/stage/);
    expect(() => parseSeedDocument('en', 'x.md', source(`${base}stage: DRAFT\ndraftTitle: New`))).toThrow(/draftTitle/);
  });
});
