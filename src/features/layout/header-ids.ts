// The ids of the built header's popovers, shared by its markup, the page head's inline script (header-script.ts,
// also read by the server for its CSP hash, so no component imports here) and the hydrated behaviour.

/** The small-screen menu's panel, which the header's menu button opens (`popovertarget`). */
export const MOBILE_MENU_ID = 'mobile-menu';

/** The language list, which the language button opens. */
export const LANGUAGE_LIST_ID = 'language-list';
