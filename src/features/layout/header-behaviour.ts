import { SEARCH_DIALOG_ID, SEARCH_INPUT_ID } from '@/features/search/SearchButton';
import { MOBILE_MENU_ID } from './header-ids';
import { menuKeyTarget } from './menu-keys';
import { SERVICES_MENU_ID } from './ServicesMenu';

/** Width from which the desktop navigation shows and the phone menu is not offered (MobileMenu.module.css). */
const DESKTOP_QUERY = '(min-width: 1024px)';

type Options = {
  /** The search box opened (or was open when the script arrived): its live results are wanted. */
  onSearchOpen: () => void;
};

/**
 * What the script adds to the built header (Header.tsx), whose menus are native popovers that work without it: it
 * never opens or closes anything the browser would not, and reads the open state from the DOM, so a tap made before
 * it ran keeps its effect. Returns the function that takes it all off again. What the header needs from the first
 * paint (Tab held in the open phone menu, language links that keep the query) is the page head's inline script's
 * (header-script.ts).
 * - The phone menu closes when one of its links is followed (a link to a section of the current page navigates
 *   nowhere) and when the window is widened past the desktop breakpoint.
 * - Services opens on hover, and ArrowDown/ArrowUp/Home/End move through it (opening it if needed); it closes when a
 *   link is followed or the focus leaves it.
 * - The search box's first open asks for its live results (`onSearchOpen`) and selects what was typed before.
 */
export function enhanceHeader(doc: Document, options: Options): () => void {
  const window = doc.defaultView!;
  const menu = doc.getElementById(MOBILE_MENU_ID);
  const services = doc.getElementById(SERVICES_MENU_ID);
  const servicesItem = services?.parentElement ?? null;
  const servicesButton = servicesItem?.querySelector<HTMLButtonElement>(`[popovertarget="${SERVICES_MENU_ID}"]`) ?? null;
  const search = doc.getElementById(SEARCH_DIALOG_ID) as HTMLDialogElement | null;
  const cleanups: (() => void)[] = [];
  const on = <K extends keyof HTMLElementEventMap>(target: HTMLElement | null, type: K, listener: (event: HTMLElementEventMap[K]) => void) => {
    if (!target) return;
    target.addEventListener(type, listener);
    cleanups.push(() => target.removeEventListener(type, listener));
  };
  const hide = (popover: HTMLElement | null) => popover?.matches(':popover-open') && popover.hidePopover();

  on(menu, 'click', (event) => (event.target as Element).closest('a') && hide(menu));
  const desktop = window.matchMedia(DESKTOP_QUERY);
  const onWiden = () => desktop.matches && hide(menu);
  desktop.addEventListener('change', onWiden);
  cleanups.push(() => desktop.removeEventListener('change', onWiden));

  // A click lands right after the hover (or a touch's emulated hover) that opened the list: it must not close it.
  let openedByHover = false;
  on(servicesItem, 'mouseenter', () => {
    if (!services || services.matches(':popover-open')) return;
    services.showPopover();
    openedByHover = true;
  });
  on(servicesItem, 'mouseleave', () => {
    openedByHover = false;
    hide(services);
  });
  on(servicesButton, 'click', (event) => {
    // Cancelling the click cancels the button's popover toggle.
    if (openedByHover) event.preventDefault();
    openedByHover = false;
  });
  on(servicesItem, 'keydown', (event) => {
    const links = [...(services?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const target = menuKeyTarget(event.key, links.indexOf(doc.activeElement as HTMLAnchorElement), links.length);
    if (target === null || !services) return;
    event.preventDefault();
    if (!services.matches(':popover-open')) services.showPopover();
    links[target]?.focus();
  });
  on(servicesItem, 'focusout', (event) => {
    if (!servicesItem?.contains(event.relatedTarget as Node | null) && event.relatedTarget) hide(services);
  });
  on(services, 'click', (event) => (event.target as Element).closest('a') && hide(services));

  const input = doc.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null;
  const onSearch = () => {
    options.onSearchOpen();
    input?.select();
  };
  // The invoker fires `command` at the dialog it opens; a box opened before the script is already open.
  // (The box's close button is an invoker too: its command closes.)
  on(search, 'command', (event) => (event as Event & { command: string }).command === 'show-modal' && onSearch());
  if (search?.open) options.onSearchOpen();
  // A browser without invoker commands opens the box once the script runs.
  if (!('command' in window.HTMLButtonElement.prototype)) {
    on(doc.querySelector<HTMLElement>(`[commandfor="${SEARCH_DIALOG_ID}"][command="show-modal"]`), 'click', () => {
      search?.showModal();
      onSearch();
    });
  }

  return () => cleanups.forEach((cleanup) => cleanup());
}
