import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SEED_DIR } from '@/dev-cms/seed/load-seed';
import { changedFiles, fileHashes, measureBuild } from './measure-build';
import { markdownTable, type BuildResult } from './table';

/** What one publish costs at one size: the build before, the build after one post changed, and what changed in out/. */
export type PublishBench = {
  extraPosts: number;
  first: BuildResult;
  warm: BuildResult;
  /** Files of the second build that are new or differ from the first's: what the deploy uploads. */
  changed: { files: number; bytes: number; html: number };
};

/** The post the bench edits between its builds, as an editor would: the built-in CMS's oldest Spanish post. */
export function editedSeedPost(): string {
  const dir = path.join(SEED_DIR, 'posts', 'es');
  return path.join(dir, readdirSync(dir).filter((name) => name.endsWith('.md')).sort()[0]);
}

/** The post's text with one more sentence, the smallest change an editor publishes. */
export const withOneMoreSentence = (source: string, when: Date) => `${source.trimEnd()}\n\nActualizado el ${when.toISOString().slice(0, 10)}.\n`;

/**
 * Builds the site (CMS_EXTRA_POSTS=`extraPosts`), changes one seed post, builds again with every cache the first
 * build left (Next's .next/cache, the processed images, the npm cache), puts the post back, and compares the two
 * out/ folders. Leaves the second build in out/.
 */
export async function measurePublish(extraPosts: number, outDir: string, progress: (line: string) => void): Promise<PublishBench> {
  const env = { CMS_EXTRA_POSTS: String(extraPosts) };
  const label = extraPosts ? `+${extraPosts} posts per language` : 'sample content';
  progress(`${label}: first build`);
  const first = await measureBuild(`${label}, first build`, env, outDir);
  const before = await fileHashes(outDir);
  const post = editedSeedPost();
  const original = await readFile(post, 'utf8');
  await writeFile(post, withOneMoreSentence(original, new Date()));
  try {
    progress(`${label}: build after ${path.basename(post)} changed`);
    const warm = await measureBuild(`${label}, one post changed`, env, outDir);
    return { extraPosts, first, warm, changed: changedFiles(before, await fileHashes(outDir)) };
  } finally {
    await writeFile(post, original);
  }
}

const seconds = (value: number) => `${value.toFixed(1)} s`;
const load = ([start, end]: readonly [number, number]) => `${start.toFixed(2)} → ${end.toFixed(2)}`;

/** One column per build: each phase's seconds, the total, the load average, and what the second build changed. */
export function publishTable(bench: PublishBench): string {
  const { first, warm, changed } = bench;
  const names = [...new Set([...first.phases, ...warm.phases].map(({ name }) => name))];
  const of = (build: BuildResult, name: string) => {
    const found = build.phases.find((phase) => phase.name === name);
    return found ? seconds(found.seconds) : '–';
  };
  const rows = [
    ...names.map((name) => [name, of(first, name), of(warm, name)]),
    ['whole build (wall)', seconds(first.wallMs / 1000), seconds(warm.wallMs / 1000)],
    ['HTML pages', String(first.htmlPages), String(warm.htmlPages)],
    ['load average (1 min) start → end', load(first.load), load(warm.load)],
    ['files changed against the build before (deploy upload)', '–', `${changed.files} (${changed.html} HTML), ${(changed.bytes / 1024 ** 2).toFixed(1)} MiB`],
  ];
  return markdownTable(['Phase', first.label, warm.label], rows, [1, 2]);
}
