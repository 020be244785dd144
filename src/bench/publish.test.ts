import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSeedDocument } from '@/dev-cms/seed/load-seed';
import { parseBenchArgs } from './options';
import { editedSeedPost, publishTable, withOneMoreSentence } from './publish';
import type { BuildResult } from './table';

const build = (label: string, seconds: number[], load: [number, number]): BuildResult => ({
  label,
  postsPerLanguage: 1020,
  htmlPages: 16_600,
  wallMs: seconds.reduce((sum, value) => sum + value, 0) * 1000,
  peakRssBytes: 0,
  cms: null,
  phases: seconds.map((value, index) => ({ name: ['content', 'next build: render pages'][index], seconds: value })),
  load,
});

describe('the publish bench', () => {
  it('changes the edited post the way an editor would: the seed still parses, with one more sentence', () => {
    const file = editedSeedPost();
    const source = readFileSync(file, 'utf8');
    const edited = withOneMoreSentence(source, new Date('2026-11-27T12:00:00Z'));
    const before = parseSeedDocument('es', file, source).published!;
    const after = parseSeedDocument('es', file, edited).published!;
    expect(after.slug).toBe(before.slug);
    expect(before.content.text).not.toContain('Actualizado el 2026-11-27.');
    expect(after.content.text).toMatch(/Actualizado el 2026-11-27\.$/);
    expect(after.content.text.startsWith(before.content.text)).toBe(true);
  });

  it('tables each phase of both builds beside the load and the files the deploy uploads', () => {
    const table = publishTable({
      extraPosts: 1000,
      first: build('+1000, first build', [5, 100], [1.5, 2]),
      warm: build('+1000, one post changed', [4, 90], [2, 2.25]),
      changed: { files: 17_000, html: 16_600, bytes: 300 * 1024 ** 2 },
    });
    expect(table).toMatch(/\| next build: render pages +\| +100\.0 s \| +90\.0 s \|/);
    expect(table).toMatch(/\| whole build \(wall\) +\| +105\.0 s \| +94\.0 s \|/);
    expect(table).toMatch(/\| load average \(1 min\) start → end +\| +1\.50 → 2\.00 \| +2\.00 → 2\.25 \|/);
    expect(table).toContain('17000 (16600 HTML), 300.0 MiB');
  });

  it('takes the number of extra posts from --publish, 0 for the sample site', () => {
    expect(parseBenchArgs(['--publish', '0']).publish).toBe(0);
    expect(parseBenchArgs(['--publish=1000']).publish).toBe(1000);
    expect(parseBenchArgs([]).publish).toBeNull();
    expect(() => parseBenchArgs(['--publish', '-1'])).toThrow(/--publish needs a whole number/);
  });
});
