import type { ContentPage } from '@/lib/routes';

/**
 * The `aria-current` of a navigation link to `page` while the router shows `pathname` (a Next.js page path such
 * as `/[locale]/blog/[slug]`): "page" on the page itself, "true" inside its section (a post or a category of the
 * blog), nothing elsewhere.
 */
export function navCurrent(pathname: string, page: ContentPage): 'page' | 'true' | undefined {
  const route = pathname.replace(/^\/\[locale\]/, '').replace(/^\//, '');
  if (route === page) return 'page';
  if (page !== '' && route.startsWith(`${page}/`)) return 'true';
  return undefined;
}
