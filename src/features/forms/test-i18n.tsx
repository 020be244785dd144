import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { Lang } from '@/lib/i18n/languages';

const localesDir = path.resolve(__dirname, '../../../public/locales');

/** Component tests render with the site's real translation files, like the built pages. */
export async function renderWithI18n(ui: ReactElement, lang: Lang = 'en', namespaces = ['common', 'forms', 'contact-form']) {
  const resources = Object.fromEntries(
    namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8'))]),
  );
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: lang,
    resources: { [lang]: resources },
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
  });
  return { i18n, ...render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>) };
}
