// CommonJS on purpose: next-i18next reads this file with require() at build time.
/** @type {import('next-i18next/pages').UserConfig} */
module.exports = {
  i18n: {
    defaultLocale: 'es',
    locales: ['es', 'en', 'pt', 'it'],
  },
  fallbackLng: 'es',
  // Relative on purpose: an absolute path would leak the build machine's checkout path into every page.
  localePath: './public/locales',
  reloadOnPrerender: false,
  returnEmptyString: true,
};
