import { LANGUAGE_RULES, type FigureSet } from '@/lib/i18n/language-rules';
import { LANG_TAGS, type Lang } from '@/lib/i18n/languages';
import { FIGURES } from './company';

/**
 * The figures the pages quote, each one fact with one value, so the home page, the about page and the copy cannot
 * disagree. Their labels live in the `figures` namespace under the same ids; tests/e2e/facts.spec.ts reads the
 * built pages and fails when one shows a figure differently from this module.
 */
export type FigureId = 'annualInvestments' | 'clients' | 'advisors' | 'offices' | 'portugalAdvisors' | 'portugalPeople';

/** `atLeast` figures read "more than N" (200,000+); exact ones are shown as they are (17). */
export type Figure = { id: FigureId; value: number; atLeast: boolean };

export const SITE_FIGURES: Readonly<Record<FigureId, Figure>> = {
  annualInvestments: { id: 'annualInvestments', value: FIGURES.annualInvestments, atLeast: true },
  clients: { id: 'clients', value: FIGURES.clients, atLeast: true },
  advisors: { id: 'advisors', value: FIGURES.advisors, atLeast: true },
  offices: { id: 'offices', value: FIGURES.offices, atLeast: false },
  portugalAdvisors: { id: 'portugalAdvisors', value: FIGURES.portugal.advisors, atLeast: false },
  portugalPeople: { id: 'portugalPeople', value: FIGURES.portugal.people, atLeast: true },
};

/** Where each language puts the sign of "more than": English after the number, the others before it. */
const AT_LEAST_SIGN: Record<Lang, 'before' | 'after'> = { es: 'before', en: 'after', pt: 'before', it: 'before' };

/** A number as the page language writes it (200.000, 200,000, 200 000). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(LANG_TAGS[lang]).format(value);
}

/** Names joined the way the page language lists them ("A, B y C", "A, B and C"). */
export function formatList(items: readonly string[], lang: Lang): string {
  return new Intl.ListFormat(LANG_TAGS[lang], { type: 'conjunction' }).format(items);
}

/** A figure as every page shows it: "+200.000" in Spanish, "200,000+" in English, "17" for an exact one. */
export function formatFigure(figure: Figure, lang: Lang): string {
  const number = formatNumber(figure.value, lang);
  if (!figure.atLeast) return number;
  return AT_LEAST_SIGN[lang] === 'before' ? `+${number}` : `${number}+`;
}

/** The values the copy interpolates (`{{offices}}`, `{{percent}}`), formatted for the page language. */
export function copyFigures(lang: Lang): { offices: string; percent: string } {
  return {
    offices: formatNumber(FIGURES.offices, lang),
    percent: formatNumber(FIGURES.careersMaxFlexibleCompensationPercent, lang),
  };
}

/** The figure sets a page can quote: the group's, or Portugal's own (50 advisers and 20,000+ people there). */
const FIGURE_SETS: Record<FigureSet, readonly FigureId[]> = {
  group: ['annualInvestments', 'clients', 'advisors', 'offices'],
  portugal: ['portugalAdvisors', 'portugalPeople', 'offices', 'annualInvestments'],
};

/** A figure set as `lang` quotes it: without the advisor count where the copy never mentions it. */
function figuresOf(set: FigureSet, lang: Lang): Figure[] {
  const ids = LANGUAGE_RULES[lang].advisorFigures ? FIGURE_SETS[set] : FIGURE_SETS[set].filter((id) => id !== 'advisors');
  return ids.map((id) => SITE_FIGURES[id]);
}

/** The home page's figure boxes: the group's figures in every language. */
export function homeFigures(lang: Lang): Figure[] {
  return figuresOf('group', lang);
}

/** The about page's figures: the set LANGUAGE_RULES names for the language (Portugal's own in Portuguese). */
export function aboutFigures(lang: Lang): Figure[] {
  return figuresOf(LANGUAGE_RULES[lang].aboutFigures, lang);
}
