/**
 * The symbols of public/icons.svg, the site's one icon sprite (original drawings). Icons are referenced from the
 * sprite instead of being inlined in JavaScript, so their paths cost no script bytes on any page.
 * UI icons: 24 px grid, current colour. Page pictograms (symbol id `page-<name>`): 32 px grid, line in the current
 * colour with a soft accent fill (CSS variable --page-icon-accent).
 */
export const ICON_SPRITE = '/icons.svg';

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
