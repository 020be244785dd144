// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceHeader } from './header-behaviour';

/**
 * happy-dom has no popovers: a stand-in keeps each one's open state in a set, as the browser does in the top layer,
 * and answers `:popover-open` from it.
 */
const open = new Set<Element>();
const matches = Element.prototype.matches;
beforeEach(() => {
  open.clear();
  Element.prototype.matches = function (this: Element, selector: string) {
    return selector === ':popover-open' ? open.has(this) : matches.call(this, selector);
  } as typeof matches;
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    open.add(this);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    open.delete(this);
  };
});
afterEach(() => {
  Element.prototype.matches = matches;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** The parts of the built header (Header.tsx) the script works with. */
function builtHeader() {
  document.body.innerHTML = `
    <header>
      <nav><ul><li><button popovertarget="services-menu">Services</button>
        <ul id="services-menu" popover="auto"><li><a href="/es/insurance">Seguros</a></li><li><a href="/es/mortgages">Hipotecas</a></li></ul>
      </li></ul></nav>
      <button commandfor="site-search" command="show-modal">Search</button>
      <button popovertarget="mobile-menu">Menu</button>
      <div id="mobile-menu" popover="auto"><nav><a href="/es/insurance">Seguros</a><a href="/es/contact#contact">Contacto</a></nav></div>
      <dialog id="site-search"><form><input id="site-search-input" type="search" name="q"></form></dialog>
    </header>
    <main><a href="/es/blog">Blog</a></main>`;
  const byId = (id: string) => document.getElementById(id)!;
  return { services: byId('services-menu'), menu: byId('mobile-menu'), search: byId('site-search') as HTMLDialogElement };
}

const options = (onSearchOpen = () => undefined) => ({ onSearchOpen });
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

describe('enhanceHeader', () => {
  it('opens Services on hover; the click that follows does not close it; leaving closes it', () => {
    const { services } = builtHeader();
    enhanceHeader(document, options());
    const item = services.parentElement!;
    item.dispatchEvent(new MouseEvent('mouseenter'));
    expect(open.has(services)).toBe(true);
    // Cancelled, the click leaves the browser's toggle undone.
    expect(click(item.querySelector('button')!).defaultPrevented).toBe(true);
    expect(click(item.querySelector('button')!).defaultPrevented).toBe(false);
    item.dispatchEvent(new MouseEvent('mouseleave'));
    expect(open.has(services)).toBe(false);
  });

  it('moves through Services with the arrow keys, opening it, and closes it when a link is followed', () => {
    const { services } = builtHeader();
    enhanceHeader(document, options());
    const button = services.parentElement!.querySelector('button')!;
    button.focus();
    button.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }));
    expect(open.has(services)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Seguros');
    services.querySelector('a')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true, cancelable: true }));
    expect(document.activeElement?.textContent).toBe('Hipotecas');
    click(document.activeElement!);
    expect(open.has(services)).toBe(false);
  });

  it('closes the phone menu when one of its links is followed', () => {
    const { menu } = builtHeader();
    enhanceHeader(document, options());
    open.add(menu);
    const [first] = menu.querySelectorAll('a');
    click(first);
    expect(open.has(menu)).toBe(false);
  });

  it('asks for the live search when the box opens, or at once if it was opened before the script', () => {
    const { search } = builtHeader();
    const onSearchOpen = vi.fn();
    enhanceHeader(document, options(onSearchOpen));
    expect(onSearchOpen).not.toHaveBeenCalled();
    search.dispatchEvent(Object.assign(new Event('command'), { command: 'close' }));
    expect(onSearchOpen).not.toHaveBeenCalled();
    search.dispatchEvent(Object.assign(new Event('command'), { command: 'show-modal' }));
    expect(onSearchOpen).toHaveBeenCalledTimes(1);

    const early = builtHeader();
    early.search.setAttribute('open', '');
    const onEarly = vi.fn();
    enhanceHeader(document, options(onEarly));
    expect(onEarly).toHaveBeenCalledTimes(1);
  });

  it('takes everything off again', () => {
    const { services } = builtHeader();
    enhanceHeader(document, options())();
    services.parentElement!.dispatchEvent(new MouseEvent('mouseenter'));
    expect(open.has(services)).toBe(false);
  });
});
