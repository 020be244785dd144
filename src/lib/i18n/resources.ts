import type aboutUs from '../../../public/locales/es/about-us.json';
import type accessibility from '../../../public/locales/es/accessibility.json';
import type alternativeInvestments from '../../../public/locales/es/alternative-investments.json';
import type blog from '../../../public/locales/es/blog.json';
import type careers from '../../../public/locales/es/careers.json';
import type common from '../../../public/locales/es/common.json';
import type complaints from '../../../public/locales/es/complaints.json';
import type contact from '../../../public/locales/es/contact.json';
import type contactForm from '../../../public/locales/es/contact-form.json';
import type figures from '../../../public/locales/es/figures.json';
import type financialPlanning from '../../../public/locales/es/financial-planning.json';
import type financialSolutions from '../../../public/locales/es/financial-solutions.json';
import type formResult from '../../../public/locales/es/form-result.json';
import type forms from '../../../public/locales/es/forms.json';
import type home from '../../../public/locales/es/home.json';
import type insurance from '../../../public/locales/es/insurance.json';
import type mortgages from '../../../public/locales/es/mortgages.json';
import type pensionPlans from '../../../public/locales/es/pension-plans.json';
import type preview from '../../../public/locales/es/preview.json';
import type search from '../../../public/locales/es/search.json';
import type whistleblowing from '../../../public/locales/es/whistleblowing.json';

/**
 * The shape of every namespace, read from the Spanish files: Spanish is the fallback language, and every other
 * language has exactly its keys (tests/unit/translations.test.ts).
 */
export type Resources = {
  'about-us': typeof aboutUs;
  accessibility: typeof accessibility;
  'alternative-investments': typeof alternativeInvestments;
  blog: typeof blog;
  careers: typeof careers;
  common: typeof common;
  complaints: typeof complaints;
  contact: typeof contact;
  'contact-form': typeof contactForm;
  figures: typeof figures;
  'financial-planning': typeof financialPlanning;
  'financial-solutions': typeof financialSolutions;
  'form-result': typeof formResult;
  forms: typeof forms;
  home: typeof home;
  insurance: typeof insurance;
  mortgages: typeof mortgages;
  'pension-plans': typeof pensionPlans;
  preview: typeof preview;
  search: typeof search;
  whistleblowing: typeof whistleblowing;
};

export type TranslationNamespace = keyof Resources;

/** The namespaces that hold at least the texts of `Shape`, for components that read one given as a prop. */
export type NamespaceWith<Shape> = { [Ns in TranslationNamespace]: Resources[Ns] extends Shape ? Ns : never }[TranslationNamespace];

// With the resources declared, `t('…')` and `useTranslation('…')` only accept keys and namespaces that exist:
// a misspelt one fails the type check instead of showing its raw key on the page.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
