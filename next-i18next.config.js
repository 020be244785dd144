// CommonJS on purpose: next-i18next reads this file with require() at build time.
const { LANGUAGES, DEFAULT_LANG } = require('./src/lib/i18n/languages.config.js');

/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: DEFAULT_LANG,
    locales: [...LANGUAGES],
  },
  fallbackLng: DEFAULT_LANG,
  // Relative on purpose: an absolute path would leak the build machine's checkout path into every page.
  localePath: './public/locales',
  reloadOnPrerender: false,
  returnEmptyString: true,
  // The browser gets this file from _app (appWithTranslation's second argument), so pages need not carry a copy of
  // it in their data: about 0.1 KB of brotli on every page (docs/performance.md).
  serializeConfig: false,
};
