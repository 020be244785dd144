import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { renderMarkdown } from '../markdown';
import { seedImageHandle } from '../uploads';
import {
  CATEGORY_VALUES,
  MODEL_LANGUAGES,
  versionIn,
  type CategoryValue,
  type ModelLanguage,
  type Stage,
  type StoredDocument,
  type StoredPost,
} from '../model';

export const SEED_DIR = __dirname;

/** Stable Hygraph-looking id (they are 25-character cuids) derived from the language and slug. */
export function entryId(lang: string, slug: string): string {
  return 'c' + createHash('sha1').update(`${lang}/${slug}`).digest('hex').slice(0, 24);
}

function parseFrontMatter(source: string, file: string): { fields: Record<string, string>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter`);
  const fields: Record<string, string> = {};
  for (const line of match[1].split(/\r?\n/)) {
    if (!line.trim()) continue;
    const colon = line.indexOf(':');
    if (colon < 0) throw new Error(`${file}: bad front-matter line "${line}"`);
    // Surrounding quotes are optional, as in YAML.
    fields[line.slice(0, colon).trim()] = line.slice(colon + 1).trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return { fields, body: match[2] };
}

function parseCategories(value: string | undefined, file: string): CategoryValue[] {
  const names = (value ?? '').split(',').map((name) => name.trim()).filter(Boolean);
  for (const name of names) {
    if (!(CATEGORY_VALUES as readonly string[]).includes(name)) throw new Error(`${file}: unknown category "${name}"`);
  }
  return names as CategoryValue[];
}

function postOf(lang: ModelLanguage, file: string, fields: Record<string, string>, body: string): StoredPost {
  for (const key of ['title', 'slug', 'publishDate', 'author', 'image']) {
    if (!fields[key]) throw new Error(`${file}: front matter lacks "${key}"`);
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.publishDate)) throw new Error(`${file}: publishDate must be YYYY-MM-DD`);
  return {
    id: entryId(lang, fields.slug),
    lang,
    title: fields.title,
    slug: fields.slug,
    previousSlugs: (fields.previousSlugs ?? '').split(',').map((slug) => slug.trim()).filter(Boolean),
    publishDate: fields.publishDate,
    author: fields.author,
    featured: fields.featured === 'true',
    categories: parseCategories(fields.categories, file),
    content: renderMarkdown(body.trim()),
    thumbnailImage: { handle: seedImageHandle(fields.image, 'thumb') },
    mainImage: { handle: seedImageHandle(fields.image, 'main') },
  };
}

/**
 * Parses one seed post file (Markdown with a small `key: value` front matter) into its stage versions:
 * `stage: DRAFT` makes a draft that was never published; `draftTitle` gives a published post a newer draft whose
 * title changed (saved, not yet published).
 */
export function parseSeedDocument(lang: ModelLanguage, file: string, source: string): StoredDocument {
  const { fields, body } = parseFrontMatter(source, file);
  const post = postOf(lang, file, fields, body);
  const stage = fields.stage ?? 'PUBLISHED';
  if (stage === 'DRAFT') {
    if (fields.draftTitle) throw new Error(`${file}: a draft-only post has one title; draftTitle is for published posts`);
    return { published: null, draft: post };
  }
  if (stage !== 'PUBLISHED') throw new Error(`${file}: stage must be PUBLISHED or DRAFT, got "${stage}"`);
  return { published: post, draft: fields.draftTitle ? { ...post, title: fields.draftTitle } : post };
}

/** Every seed document of every language, read from seed/posts/<lang>/*.md. */
export function loadSeedDocuments(): StoredDocument[] {
  return MODEL_LANGUAGES.flatMap((lang) => {
    const dir = join(SEED_DIR, 'posts', lang);
    return readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort()
      .map((name) => parseSeedDocument(lang, `${lang}/${name}`, readFileSync(join(dir, name), 'utf8')));
  });
}

/** The seed posts one stage returns, every language: by default what the site publishes. */
export function loadSeedPosts(stage: Stage = 'PUBLISHED'): StoredPost[] {
  return loadSeedDocuments().flatMap((document) => versionIn(document, stage) ?? []);
}
