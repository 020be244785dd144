import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { templatePages } from './template-pages';

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'template-pages-'));
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

it('picks the first post and category by file name, skipping folders and other files', async () => {
  await mkdir(path.join(outDir, 'pt', 'blog', 'category'), { recursive: true });
  for (const file of ['pt/blog/zeta.html', 'pt/blog/alpha.html', 'pt/blog/notes.txt', 'pt/blog/category/seguros.html', 'pt/blog/category/educacao.html']) {
    await writeFile(path.join(outDir, file), '');
  }
  expect(templatePages(outDir, 'pt')).toEqual({
    home: '/pt',
    inner: '/pt/about-us',
    contact: '/pt/contact',
    blog: '/pt/blog',
    post: '/pt/blog/alpha',
    category: '/pt/blog/category/educacao',
    complaints: '/pt/complaints',
  });
});

it('says which folder has no post', async () => {
  await mkdir(path.join(outDir, 'it', 'blog', 'category'), { recursive: true });
  expect(() => templatePages(outDir, 'it')).toThrow(/No blog post or category page in .*it\/blog/);
});
