import type { Office } from '@/lib/site/offices';
import type { Lang } from './languages';

/** The build setting holding a language's chat widget id (THIRD_PARTY_ENV in src/features/consent/third-party.ts). */
export type ChatWidgetSetting = 'chatWidgetEs' | 'chatWidgetPt';

/** The figures a page quotes: the group's, or Portugal's own (FIGURE_SETS in src/lib/site/shown-figures.ts). */
export type FigureSet = 'group' | 'portugal';

/** Everything the site does differently by language besides its translations. */
export type LanguageRules = {
  /** The pension plans are marketed: menus link the page and it shows the funds (elsewhere only its notice). */
  pensionPlans: boolean;
  /** The copy quotes the advisor count. */
  advisorFigures: boolean;
  /** The figures the about page quotes (the home page quotes the group's everywhere). */
  aboutFigures: FigureSet;
  /** Which chat widget loads after consent, or none. */
  chatWidget: ChatWidgetSetting | null;
  /** The promotional popup loads after consent. */
  promotionalPopup: boolean;
  /** The order of the office lists by country on the contact page. */
  officeCountries: readonly Office['country'][];
  /** The country the phone field starts with. */
  phoneCountry: { iso2: string; dialCode: string };
};

export const LANGUAGE_RULES: Readonly<Record<Lang, LanguageRules>> = {
  es: {
    pensionPlans: true,
    advisorFigures: true,
    aboutFigures: 'group',
    chatWidget: 'chatWidgetEs',
    promotionalPopup: true,
    officeCountries: ['ES', 'PT'],
    phoneCountry: { iso2: 'es', dialCode: '34' },
  },
  en: {
    pensionPlans: false,
    advisorFigures: true,
    aboutFigures: 'group',
    chatWidget: null,
    promotionalPopup: false,
    officeCountries: ['ES', 'PT'],
    phoneCountry: { iso2: 'es', dialCode: '34' },
  },
  pt: {
    pensionPlans: false,
    advisorFigures: true,
    aboutFigures: 'portugal',
    chatWidget: 'chatWidgetPt',
    promotionalPopup: false,
    officeCountries: ['PT', 'ES'],
    phoneCountry: { iso2: 'pt', dialCode: '351' },
  },
  it: {
    pensionPlans: false,
    advisorFigures: false,
    aboutFigures: 'group',
    chatWidget: null,
    promotionalPopup: false,
    officeCountries: ['ES', 'PT'],
    phoneCountry: { iso2: 'it', dialCode: '39' },
  },
};
