import type { Lang } from '@/lib/i18n/languages';
import { ADVISOR_FIGURES_HIDDEN_LANGS, FIGURES } from '@/lib/site/facts';

export type AboutFigureId = 'annualInvestments' | 'clients' | 'advisors' | 'offices' | 'people';
/** `atLeast` figures read "more than N"; exact ones are shown as they are. */
export type AboutFigure = { id: AboutFigureId; value: number; atLeast: boolean };

/**
 * The figures the about page quotes in each language: the Portuguese copy quotes its own (50 advisors, 20,000+
 * people) and the Italian copy never mentions advisors.
 */
export function aboutFigures(lang: Lang): AboutFigure[] {
  const figures: AboutFigure[] =
    lang === 'pt'
      ? [
          { id: 'advisors', value: FIGURES.portugal.advisors, atLeast: false },
          { id: 'people', value: FIGURES.portugal.people, atLeast: true },
          { id: 'offices', value: FIGURES.offices, atLeast: true },
          { id: 'annualInvestments', value: FIGURES.annualInvestments, atLeast: true },
        ]
      : [
          { id: 'annualInvestments', value: FIGURES.annualInvestments, atLeast: true },
          { id: 'clients', value: FIGURES.clients, atLeast: true },
          { id: 'advisors', value: FIGURES.advisors, atLeast: true },
          { id: 'offices', value: FIGURES.offices, atLeast: true },
        ];
  return ADVISOR_FIGURES_HIDDEN_LANGS.includes(lang) ? figures.filter((figure) => figure.id !== 'advisors') : figures;
}
