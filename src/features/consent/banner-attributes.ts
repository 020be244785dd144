/**
 * The names the built banner, its inline script (banner-script.ts) and the React banner share.
 * See docs/decisions/0033-cookie-banner-in-the-built-page.md.
 */

/** The banner's element. */
export const BANNER_ID = 'cookie-banner';
/** On `<html>` while the banner shows: set by the inline script for an undecided visitor, then by React. */
export const BANNER_OPEN_ATTRIBUTE = 'data-consent-open';
/** On each choice button: the value its click stores ('true' accepts, 'false' rejects). */
export const CHOICE_ATTRIBUTE = 'data-consent-choice';
/** The banner's height while it shows (0px when hidden), for globals.css: the page keeps that much room at its foot. */
export const BANNER_HEIGHT_PROPERTY = '--consent-banner-height';
