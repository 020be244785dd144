import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { problem } from '@/lib/cms/problems';
import { ContentRefusedError, type LanguageReview } from '@/lib/cms/review';
import { editorsReport, entryLink, readBuildOutcome, reportTarget, writeEditorsReport } from './editors-report';

const ref = (id: string, title: string, slug = id, publishDate = '2026-11-02') => ({ id, title, slug, publishDate });

const es: LanguageReview = {
  lang: 'es',
  published: [ref('c0', 'Bonos verdes', 'bonos-verdes', '2025-03-11'), ref('c1', 'Fondo de emergencia', 'fondo-de-emergencia')],
  leftOut: [{ post: ref('c2', 'Navidad'), problem: problem('scheduled', { date: '2026-12-20' }) }],
  refused: [],
  warnings: [{ post: ref('c1', 'Fondo de emergencia'), problem: problem('noCategory') }],
};
const pt: LanguageReview = { lang: 'pt', published: [ref('c3', 'Poupar *já*', 'poupar-ja')], leftOut: [], refused: [], warnings: [] };
const refusedPt: LanguageReview = {
  ...pt,
  published: [],
  refused: [{ post: ref('c4', 'Ação', 'Ação'), problem: problem('slugNotAllowed', { slug: 'Ação', suggestion: 'acao' }) }],
};
const NO_CMS = {};
const HYGRAPH = { CMS_ENDPOINT: 'https://eu-west-2.cdn.hygraph.com/content/abc123/master' };

describe('editorsReport', () => {
  it('speaks Spanish by default: what was published, left out and why, and the warnings, by language', () => {
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: [es, pt], failure: null }, { env: NO_CMS });
    expect(report).toMatch(/^# Informe de publicación del blog: web, 2026-11-26\n\n\*\*Publicado\.\*\* 3 entradas en la web\./);
    expect(report).toContain('Las entradas con fecha posterior al 2026-11-26 (día de esta publicación, hora de Europe/Madrid) están programadas');
    expect(report).toContain('## No publicadas (1)\n### Español\n- **Navidad**: programado para el 2026-12-20. Qué cambiar: nada');
    expect(report).toContain('## Avisos (1)\n### Español\n- **Fondo de emergencia**: no tiene categoría');
    expect(report).toContain('### Español: 2\n- 2026-11-02 **Fondo de emergencia**: /es/blog/fondo-de-emergencia\n- 2025-03-11 **Bonos verdes**: /es/blog/bonos-verdes\n');
    expect(report).toContain('### Portugués: 1\n');
    // An editor's title is text, not formatting.
    expect(report).toContain('- 2026-11-02 **Poupar \\*já\\***: /pt/blog/poupar-ja');
    expect(report).not.toContain('## Rechazadas');
    expect(report.endsWith('\n')).toBe(true);
  });

  it.each([
    ['en', '**Refused: nothing was published.**', 'the web address (slug) "Ação" may hold only lowercase letters', 'What to change: change the "Slug" field to "acao"'],
    ['pt', '**Recusado: nada foi publicado.**', 'o endereço web (slug) «Ação» só pode ter minúsculas', 'O que mudar: mude o campo «Slug» para «acao»'],
    ['it', '**Rifiutato: non è stato pubblicato nulla.**', "l'indirizzo web (slug) «Ação» può contenere solo", 'Cosa cambiare: cambia il campo «Slug» in «acao»'],
    ['es', '**Rechazado: no se ha publicado nada.**', 'la dirección web (slug) «Ação» solo puede llevar', 'Qué cambiar: cambia el campo «Slug» por «acao»'],
  ] as const)('speaks %s when EDITORS_LANGUAGE says so: a refused build, each problem with what to change', (lang, verdict, what, fix) => {
    const report = editorsReport(
      { stage: 'PUBLISHED', day: '2026-11-26', reviews: [es, refusedPt], failure: new ContentRefusedError([es, refusedPt]) },
      { env: { ...NO_CMS, EDITORS_LANGUAGE: lang } },
    );
    expect(report).toContain(verdict);
    expect(report).toContain(what);
    expect(report).toContain(fix);
    expect(report).not.toMatch(/## (Published|Publicadas|Pubblicati)\b/);
    // No developer words: no entry ids, no "frame".
    expect(report).not.toContain('c4');
  });

  it('links each item to its entry in Hygraph, at the field to change, when the CMS is Hygraph', () => {
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: [refusedPt], failure: new ContentRefusedError([refusedPt]) }, { env: HYGRAPH });
    const link = `https://app.hygraph.com/entry?endpoint=${encodeURIComponent(HYGRAPH.CMS_ENDPOINT)}&entryId=c4&fieldApiId=slug`;
    expect(report).toContain(`[abrir en Hygraph (campo «Slug»)](${link})`);
    expect(entryLink('c4', 'content', { ...HYGRAPH, HYGRAPH_STUDIO_URL: 'https://studio.example/' })).toMatch(/^https:\/\/studio\.example\/entry\?endpoint=.*&entryId=c4&fieldApiId=content$/);
    expect(entryLink('c4', 'slug', NO_CMS)).toBeNull();
  });

  it('on any other failure: nothing published, and what stopped it', () => {
    const report = editorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: null, failure: new Error('Cannot read the es blog: Server error') }, { env: NO_CMS });
    expect(report).toContain('**La publicación falló: no se ha publicado nada.** La web sigue como estaba. Lo que la detuvo: Cannot read the es blog: Server error');
    expect(report).not.toMatch(/## /);
  });

  it('names the preview site, where scheduled posts show', () => {
    const report = editorsReport({ stage: 'DRAFT', day: '2026-11-26', reviews: [pt], failure: null }, { lang: 'en', env: NO_CMS });
    expect(report).toMatch(/^# Blog publication report: preview site, 2026-11-26/);
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
    const markdown = await writeEditorsReport({ stage: 'PUBLISHED', day: '2026-11-26', reviews: [pt], failure: null }, target);
    expect(markdown).toMatch(/^# Informe de publicación del blog/);
    expect(await readFile(target.file, 'utf8')).toBe(markdown);
    expect(await readFile(summaryFile, 'utf8')).toBe(`# Earlier step\n${markdown}\n`);
  });

  it('keeps the outcome beside the report, so the deploy can word it again: a refusal stays a refusal', async () => {
    const target = { file: join(dir, 'reports', 'editors-report.md') };
    expect(await readBuildOutcome(target)).toBeNull();
    const outcome = { stage: 'PUBLISHED' as const, day: '2026-11-26', reviews: [es, refusedPt], failure: new ContentRefusedError([es, refusedPt]) };
    await writeEditorsReport(outcome, target);
    const read = await readBuildOutcome(target);
    expect(read?.failure).toBeInstanceOf(ContentRefusedError);
    expect(editorsReport(read!, { env: NO_CMS })).toBe(editorsReport(outcome, { env: NO_CMS }));
    await writeEditorsReport({ ...outcome, reviews: null, failure: new Error('CMS down') }, target);
    expect((await readBuildOutcome(target))?.failure).toEqual(new Error('CMS down'));
  });
});
