import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentRefusedError, type LanguageReview } from '@/lib/cms/review';
import { editorsReport, reportTarget, writeEditorsReport } from './editors-report';

const ref = (id: string, title: string, slug = id, publishDate = '2026-11-02') => ({ id, title, slug, publishDate });

const es: LanguageReview = {
  lang: 'es',
  published: [ref('c0', 'Bonos verdes', 'bonos-verdes', '2025-03-11'), ref('c1', 'Fondo de emergencia', 'fondo-de-emergencia')],
  leftOut: [{ post: ref('c2', 'Navidad'), note: 'scheduled for 2026-12-20: the first build on that day publishes it' }],
  refused: [],
  warnings: [{ post: ref('c1', 'Fondo de emergencia'), note: 'it has no category: its card says "Uncategorized" and no category page lists it' }],
};
const pt: LanguageReview = { lang: 'pt', published: [ref('c3', 'Poupar *já*', 'poupar-ja')], leftOut: [], refused: [], warnings: [] };

describe('editorsReport', () => {
  it('says what was published, left out and why, and the warnings, by language', () => {
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: [es, pt], failure: null });
    expect(report).toMatch(/^# Blog build report: site, 2026-11-26\n\n\*\*Published\.\*\* 3 posts online\./);
    expect(report).toContain("Posts dated after 2026-11-26 (the build's day, Europe/Madrid time) are scheduled");
    expect(report).toContain('## Left out (1)\n### Español (es)\n- "Navidad" (es, id c2): scheduled for 2026-12-20');
    expect(report).toContain('## Warnings (1)\n### Español (es)\n- "Fondo de emergencia" (es, id c1): it has no category');
    expect(report).toContain('### Español (es): 2 posts\n- 2026-11-02 "Fondo de emergencia": /es/blog/fondo-de-emergencia\n- 2025-03-11 "Bonos verdes": /es/blog/bonos-verdes\n');
    expect(report).toContain('### Português (pt): 1 post\n');
    // An editor's title is text, not formatting.
    expect(report).toContain('- 2026-11-02 "Poupar \\*já\\*": /pt/blog/poupar-ja');
    expect(report).not.toContain('## Refused');
    expect(report.endsWith('\n')).toBe(true);
  });

  it('on a refused build: nothing published, every refused post with its fix, and no published list', () => {
    const refused: LanguageReview = {
      ...pt,
      published: [],
      refused: [{ post: ref('c4', 'Ação', 'Ação'), note: 'its slug "Ação" may hold only lowercase letters, digits and hyphens: change it to "acao"' }],
    };
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: [es, refused], failure: new ContentRefusedError([es, refused]) });
    expect(report).toContain('**Refused: nothing was published.** The site online is unchanged.');
    expect(report).toContain('## Refused (1)\n### Português (pt)\n- "Ação" (pt, id c4): its slug "Ação" may hold only lowercase letters, digits and hyphens: change it to "acao"');
    expect(report).toContain('## Warnings (1)');
    expect(report).not.toContain('## Published');
  });

  it('on any other failure: nothing published, and what stopped it', () => {
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: null, failure: new Error('Cannot read the es blog: Server error') });
    expect(report).toContain('**The build failed: nothing was published.** The site online is unchanged. What stopped it: Cannot read the es blog: Server error');
    expect(report).not.toMatch(/## /);
  });

  it('names the preview site, where scheduled posts show', () => {
    const report = editorsReport({ stage: 'DRAFT', day: '2026-11-26', reviews: [pt], failure: null });
    expect(report).toMatch(/^# Blog build report: preview site, 2026-11-26/);
    expect(report).toContain('The preview shows scheduled posts as well');
  });
});

describe('reportTarget', () => {
  it('writes under reports/ (git-ignored, never under out/), one file per stage, and to the run summary when set', () => {
    expect(reportTarget('PUBLISHED', {})).toEqual({ file: join(process.cwd(), 'reports', 'editors-report.md'), summaryFile: undefined });
    expect(reportTarget('DRAFT', { GITHUB_STEP_SUMMARY: '/tmp/summary' })).toEqual({
      file: join(process.cwd(), 'reports', 'editors-report-preview.md'),
      summaryFile: '/tmp/summary',
    });
  });
});

describe('writeEditorsReport', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'editors-report-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the file (making its folder) and appends to the summary without replacing what is there', async () => {
    const summaryFile = join(dir, 'summary.md');
    await writeFile(summaryFile, '# Earlier step\n');
    const target = { file: join(dir, 'reports', 'editors-report.md'), summaryFile };
    await writeEditorsReport('# Report\n', target);
    expect(await readFile(target.file, 'utf8')).toBe('# Report\n');
    expect(await readFile(summaryFile, 'utf8')).toBe('# Earlier step\n# Report\n\n');
  });
});
