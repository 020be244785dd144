// The site's languages, declared once. CommonJS so that next-i18next.config.js can require() it at build time;
// the code reads them, typed, through src/lib/i18n/languages.ts.
const LANGUAGES = /** @type {const} */ (['es', 'en', 'pt', 'it']);

/** The language of last resort: detection ends here and missing strings fall back to it. */
const DEFAULT_LANG = /** @type {const} */ ('es');

module.exports = { LANGUAGES, DEFAULT_LANG };
