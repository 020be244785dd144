// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEADER_SCRIPT } from './header-script';

/** happy-dom has no popovers: the test's open menu answers `:popover-open`. */
let openMenu: Element | null = null;
const matches = Element.prototype.matches;

/** The parts of the built header (Header.tsx) the script works with. */
function builtHeader() {
  document.body.innerHTML = `
    <header>
      <ul id="language-list" popover="auto">
        <li><a href="/en/insurance" hreflang="en">English</a></li>
        <li><a href="/pt/blog" hreflang="pt">Português</a></li>
      </ul>
      <button popovertarget="mobile-menu">Menu</button>
      <div id="mobile-menu" popover="auto"><nav><a href="/es/insurance">Seguros</a><a href="/es/contact#contact">Contacto</a></nav></div>
    </header>
    <main><a href="/es/blog">Blog</a></main>`;
  return { menu: document.getElementById('mobile-menu')!, languages: document.getElementById('language-list')! };
}

const press = (element: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  element.dispatchEvent(event);
  return event;
};

beforeAll(() => {
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':popover-open' ? this === openMenu : matches.call(this, selector);
  });
  // Run once, as the page's head runs it; it listens on the document.
  new Function(HEADER_SCRIPT)();
});
afterEach(() => {
  openMenu = null;
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the header script', () => {
  it('keeps Tab in the open phone menu, through its button and its panel, both ways', () => {
    const { menu } = builtHeader();
    openMenu = menu;
    const [first, last] = menu.querySelectorAll('a');
    last.focus();
    expect(press(last, { key: 'Tab' }).defaultPrevented).toBe(true);
    expect(document.activeElement?.textContent).toBe('Menu');
    press(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    press(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Menu');
    press(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab alone while the menu is closed', () => {
    builtHeader();
    const blog = document.querySelector('main a')!;
    expect(press(blog, { key: 'Tab' }).defaultPrevented).toBe(false);
  });

  it("makes a link to this page in another language carry the address's query and hash, and no other link", () => {
    const { languages } = builtHeader();
    window.history.replaceState(null, '', '/es/insurance?ref=mail#segments');
    const [english, portuguese] = languages.querySelectorAll('a');
    english.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(english.getAttribute('href')).toBe('/en/insurance?ref=mail#segments');
    // Another page (the list a post has no translation in): not this page's query.
    portuguese.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(portuguese.getAttribute('href')).toBe('/pt/blog');
  });
});
