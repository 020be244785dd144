import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changedFiles, countHtmlFiles, fileHashes, parentPid, parseBuildLog, parsePhases, processTree, residentBytes, treeResidentBytes } from './measure-build';

describe('reading /proc', () => {
  it('finds the parent pid after a command name that holds spaces and parentheses', () => {
    expect(parentPid('4242 (next (build) w) S 4100 4242 4100 0 -1 4194560')).toBe(4100);
  });

  it('reads VmRSS in bytes, and 0 for a process without one', () => {
    expect(residentBytes('Name:\tnode\nVmPeak:\t 900 kB\nVmRSS:\t  123456 kB\nRssAnon:\t 1 kB\n')).toBe(123456 * 1024);
    expect(residentBytes('Name:\tzombie\nState:\tZ (zombie)\n')).toBe(0);
  });

  it('collects a process and all its descendants, not its siblings', () => {
    const parents = new Map([
      [10, 1],
      [11, 10],
      [12, 11],
      [13, 10],
      [20, 1],
    ]);
    expect(processTree(parents, 10).sort()).toEqual([10, 11, 12, 13]);
  });

  it('measures this very process on this machine', () => {
    expect(treeResidentBytes(process.pid)).toBeGreaterThan(process.memoryUsage().rss / 2);
  });
});

describe('parseBuildLog', () => {
  it('reads posts per language and the CMS requests of the whole build', () => {
    const log = [
      'Blog content: 4080 posts in 4 languages, 8 GraphQL requests, 16 image downloads',
      'Wrote 48 blog data files',
      'Blog content: 12 GraphQL requests + 16 asset downloads in total',
    ].join('\n');
    expect(parseBuildLog(log)).toEqual({ posts: 1020, cms: { graphql: 12, assets: 16 } });
    expect(parseBuildLog('Blog content: CMS at https://example.invalid')).toEqual({ posts: null, cms: null });
  });
});

it('counts the .html files of a folder tree', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-count-'));
  try {
    await mkdir(path.join(dir, 'en', 'blog'), { recursive: true });
    await Promise.all(['index.html', 'en/blog.html', 'en/blog/a.html', 'en/rss.xml'].map((file) => writeFile(path.join(dir, file), '')));
    expect(await countHtmlFiles(dir)).toBe(3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

describe('parsePhases', () => {
  it("reads the build's phases in order and splits Next's compilation out of next build", () => {
    const log = [
      'Build phase: settings and PDFs 2.1 s',
      'Build phase: content 4.0 s',
      ' ✓ Compiled successfully in 1.5min',
      'Build phase: next build 130.0 s',
      'Build phase: search index 20.5 s',
    ].join('\n');
    expect(parsePhases(log)).toEqual([
      { name: 'settings and PDFs', seconds: 2.1 },
      { name: 'content', seconds: 4 },
      { name: 'next build: compile', seconds: 90 },
      { name: 'next build: render pages', seconds: 40 },
      { name: 'search index', seconds: 20.5 },
    ]);
  });

  it('keeps next build whole when Next did not say how long it compiled', () => {
    expect(parsePhases('Build phase: next build 12.0 s')).toEqual([{ name: 'next build', seconds: 12 }]);
  });
});

describe('changedFiles', () => {
  it('counts the new and changed files and their bytes, not the unchanged or removed ones', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'bench-hash-'));
    try {
      await mkdir(path.join(dir, 'es'), { recursive: true });
      await writeFile(path.join(dir, 'es', 'a.html'), 'same');
      await writeFile(path.join(dir, 'es', 'b.html'), 'before');
      await writeFile(path.join(dir, 'gone.js'), 'x');
      const before = await fileHashes(dir);
      await writeFile(path.join(dir, 'es', 'b.html'), 'after!!');
      await writeFile(path.join(dir, 'new.js'), '12345');
      await rm(path.join(dir, 'gone.js'));
      expect(changedFiles(before, await fileHashes(dir))).toEqual({ files: 2, bytes: 12, html: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
