// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNER_HEIGHT_PROPERTY, BANNER_ID, BANNER_OPEN_ATTRIBUTE, CHOICE_ATTRIBUTE } from './banner-attributes';
import { CONSENT_COOKIE, writeConsent } from './consent-cookie';
import { cookiesWritten, resetBannerScript, runBannerScript } from './test-banner-script';

const root = document.documentElement;

/** The built page's parts the script works with: the main content and the banner with its two choices. */
function builtPage() {
  document.body.innerHTML = `
    <section id="${BANNER_ID}"><button type="button" ${CHOICE_ATTRIBUTE}="false">Reject</button><button type="button" ${CHOICE_ATTRIBUTE}="true">Accept</button></section>
    <main id="main" tabindex="-1"><h1>Title</h1></main>`;
  const [reject, accept] = document.querySelectorAll('button');
  return { reject, accept, main: document.getElementById('main')! };
}

afterEach(() => {
  resetBannerScript();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the cookie banner\'s inline script', () => {
  it('shows the banner to a visitor with no decision stored', () => {
    document.cookie = `not_${CONSENT_COOKIE}=true; path=/`;
    runBannerScript();
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(true);
  });

  it.each(['true', 'false'])('shows nothing to a visitor who stored %s', (value) => {
    document.cookie = `lang=es; path=/`;
    document.cookie = `${CONSENT_COOKIE}=${value}; path=/`;
    runBannerScript();
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(false);
  });

  it.each([false, true])('on a choice (accepted: %s) writes the cookie the consent module writes, hides the banner and focuses the content without scrolling', (accepted) => {
    runBannerScript();
    const page = builtPage();
    const focus = vi.spyOn(page.main, 'focus');
    const written = cookiesWritten(() => (accepted ? page.accept : page.reject).click());
    expect(written).toEqual(cookiesWritten(() => writeConsent(accepted)));
    expect(written).toEqual([`${CONSENT_COOKIE}=${accepted}; max-age=2592000; path=/; samesite=lax`]);
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(false);
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(page.main);
  });

  it('leaves a click the hydrated banner has taken, and clicks elsewhere', () => {
    runBannerScript();
    const page = builtPage();
    page.accept.addEventListener('click', (event) => event.preventDefault());
    const written = cookiesWritten(() => {
      page.accept.click();
      page.main.click();
      document.dispatchEvent(new MouseEvent('click'));
    });
    expect(written).toEqual([]);
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(true);
  });

  it('keeps the banner\'s height in the CSS property from the moment the page is parsed', () => {
    const observed: { element: Element; report: () => void }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {}
        observe(element: Element) {
          observed.push({ element, report: this.report });
        }
      },
    );
    runBannerScript();
    const page = builtPage();
    expect(observed).toEqual([]);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(observed.map(({ element }) => element)).toEqual([document.getElementById(BANNER_ID)]);

    let height = 212;
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(() => height);
    observed[0].report();
    expect(root.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('212px');
    // Hidden after the choice: the page's foot gives the room back.
    page.reject.click();
    height = 0;
    observed[0].report();
    expect(root.style.getPropertyValue(BANNER_HEIGHT_PROPERTY)).toBe('0px');
  });

  it('observes nothing on a page without the banner', () => {
    const observe = vi.fn();
    vi.stubGlobal('ResizeObserver', class { observe = observe; });
    runBannerScript();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(observe).not.toHaveBeenCalled();
  });
});
