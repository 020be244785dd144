import type { ParseKeys } from 'i18next';
import type { ContentPage } from '@/lib/routes';

/** A link of the main navigation: the page it leads to and its label's key in the `common` namespace. */
export type NavLink = {
  page: ContentPage;
  label: ParseKeys<'common'>;
  /** The footer's label where it names the page differently from the menus. */
  footerLabel?: ParseKeys<'common'>;
};

/**
 * The site's pages in the order the header, the phone menu and the footer list them, each after the service pages
 * (servicePagesFor in src/lib/routes.ts).
 */
export const MAIN_NAVIGATION: readonly NavLink[] = [
  { page: 'about-us', label: 'header.menu.knowUs' },
  // The menus name the blog's section ("Resources"), the footer's plain list names the blog itself.
  { page: 'blog', label: 'header.menu.resources', footerLabel: 'footer.blog' },
  { page: 'contact', label: 'header.menu.contact' },
];
