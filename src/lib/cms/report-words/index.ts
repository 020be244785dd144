// The editors' report in their language: EDITORS_LANGUAGE (es, en, pt or it), Spanish when unset.
import { en } from './en';
import { es } from './es';
import { it } from './it';
import { pt } from './pt';
import type { Problem } from '../problems';
import type { CmsLanguage } from '../types';
import type { ProblemWords, ReportWords } from './types';

export type { ProblemWords, ReportWords } from './types';

export const REPORT_WORDS: Record<CmsLanguage, ReportWords> = { es, en, pt, it };

export const DEFAULT_EDITORS_LANGUAGE: CmsLanguage = 'es';

/** The editors' language from EDITORS_LANGUAGE; an unknown value falls back to Spanish with a warning, never stops a build. */
export function editorsLanguage(env: Readonly<Record<string, string | undefined>> = process.env): CmsLanguage {
  const value = env.EDITORS_LANGUAGE?.trim().toLowerCase();
  if (!value) return DEFAULT_EDITORS_LANGUAGE;
  if (value in REPORT_WORDS) return value as CmsLanguage;
  console.warn(`EDITORS_LANGUAGE=${value} is not one of ${Object.keys(REPORT_WORDS).join(', ')}: the editors' report is in Spanish`);
  return DEFAULT_EDITORS_LANGUAGE;
}

/** A problem in words of `lang`. */
export function wordsFor(item: Problem, lang: CmsLanguage): ProblemWords {
  // The table is typed per code; TypeScript cannot pair a union's code with its params through an index.
  const say = REPORT_WORDS[lang].problems[item.code] as (params: Problem['params']) => ProblemWords;
  return say(item.params);
}
