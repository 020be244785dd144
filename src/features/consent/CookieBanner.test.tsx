// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '@/features/forms/test-i18n';
import { BANNER_OPEN_ATTRIBUTE } from './banner-attributes';
import { ConsentProvider, REOPEN_CONSENT_ATTRIBUTE } from './ConsentContext';
import { CONSENT_COOKIE } from './consent-cookie';
import { CookieBanner } from './CookieBanner';
import { cookiesWritten, resetBannerScript, runBannerScript } from './test-banner-script';

const root = document.documentElement;

afterEach(() => {
  cleanup();
  resetBannerScript();
  vi.restoreAllMocks();
});

/**
 * A page as the browser gets it: the inline script has run in the head, then React renders the banner, the main
 * content and the footer's button, and switches in the stored choice. Returns every change React made to the
 * banner's mark on `<html>`.
 */
async function loadPage(onDecision = vi.fn()) {
  runBannerScript();
  const changes: (string | null)[] = [];
  const observer = new MutationObserver((records) => changes.push(...records.map(() => root.getAttribute(BANNER_OPEN_ATTRIBUTE))));
  observer.observe(root, { attributeFilter: [BANNER_OPEN_ATTRIBUTE] });
  await renderWithI18n(
    <ConsentProvider onDecision={onDecision}>
      <CookieBanner />
      <main id="main" tabIndex={-1}>
        <h1>Title</h1>
      </main>
      <footer>
        <ul>
          {/* Built hidden, as the footer's: the provider shows it. */}
          <li hidden>
            <button type="button" {...{ [REOPEN_CONSENT_ATTRIBUTE]: '' }}>
              Cookie settings
            </button>
          </li>
        </ul>
      </footer>
    </ConsentProvider>,
    'en',
    ['common'],
  );
  // React's effects run inside act; the observer's records arrive in a microtask, which act's await lets run.
  await act(async () => undefined);
  return { changes, onDecision };
}

const banner = () => screen.getByRole('region', { name: 'Your privacy, your choice', hidden: true });

describe('the cookie banner once the page\'s scripts run', () => {
  it('keeps the banner the inline script showed to an undecided visitor, without a flash', async () => {
    const { changes } = await loadPage();
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(true);
    expect(changes).toEqual([]);
  });

  it('never shows it to a visitor who decided', async () => {
    document.cookie = `${CONSENT_COOKIE}=false; path=/`;
    const { changes } = await loadPage();
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(false);
    expect(changes).toEqual([]);
  });

  it('makes a choice once: one cookie, one decision, the banner hidden and the focus on the content', async () => {
    const { onDecision } = await loadPage();
    const written = await act(async () => cookiesWritten(() => screen.getByRole('button', { name: 'Accept all' }).click()));
    expect(written).toEqual([`${CONSENT_COOKIE}=true; max-age=2592000; path=/; samesite=lax`]);
    expect(onDecision.mock.calls).toEqual([[true]]);
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('reopened from the footer, it shows and takes the focus, and gives it back after the choice', async () => {
    document.cookie = `${CONSENT_COOKIE}=false; path=/`;
    await loadPage();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    await act(async () => settings.click());
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(true);
    expect(banner().contains(document.activeElement)).toBe(true);
    await act(async () => screen.getByRole('button', { name: 'Reject all' }).click());
    expect(root.hasAttribute(BANNER_OPEN_ATTRIBUTE)).toBe(false);
    expect(document.activeElement).toBe(settings);
  });
});
