/**
 * The symbols of the site's icon sprites (original drawings), referenced instead of inlined in JavaScript, so their
 * paths cost no script bytes on any page.
 * - public/icons.svg, the UI icons of every page (header, footer, links): 24 px grid, current colour.
 * - public/page-icons.svg, the service pages' pictograms (symbol id `page-<name>`): 32 px grid, line in the current
 *   colour with a soft accent fill (CSS variable --page-icon-accent).
 * Two files, not one: the browser parses, styles and lays out a referenced sprite as a document of its own on the
 * page's main thread, and the pictograms are three quarters of it; most pages need none of them (issue 43).
 */
export const ICON_SPRITE = '/icons.svg';
export const PAGE_ICON_SPRITE = '/page-icons.svg';

export const ICON_NAMES = [
  'chevronDown', 'menu', 'close', 'globe', 'phone', 'mail', 'pin', 'arrowRight', 'external', 'linkedin',
  'facebook', 'x', 'instagram', 'find',
] as const;
export type IconName = (typeof ICON_NAMES)[number];

export const PAGE_ICON_NAMES = [
  'shield', 'person', 'briefcase', 'building', 'group', 'handshake', 'piggy', 'growth', 'calendar', 'layers',
  'compass', 'home', 'search', 'percentDown', 'calculator', 'euro', 'droplet', 'gauge', 'key', 'umbrella',
  'scale', 'bank', 'idCard', 'fingerprint', 'bell', 'document', 'graduation', 'ladder', 'heart', 'chat',
  'target', 'refresh',
] as const;
export type PageIconName = (typeof PAGE_ICON_NAMES)[number];
