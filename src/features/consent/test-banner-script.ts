import { vi } from 'vitest';
import { BANNER_HEIGHT_PROPERTY, BANNER_OPEN_ATTRIBUTE } from './banner-attributes';
import { BANNER_SCRIPT } from './banner-script';

/** Every listener the script added in the current test. */
let added: [string, EventListenerOrEventListenerObject][] = [];

/** Runs the script's exact text, as the browser runs the inline script in the page's head. */
export function runBannerScript(): void {
  const addEventListener = vi.spyOn(document, 'addEventListener');
  new Function(BANNER_SCRIPT)();
  added.push(...addEventListener.mock.calls.map(([type, listener]) => [type, listener] as [string, EventListenerOrEventListenerObject]));
  addEventListener.mockRestore();
}

/** A fresh document for the next test: no cookie, no mark on `<html>`, none of the script's listeners. */
export function resetBannerScript(): void {
  for (const [type, listener] of added) document.removeEventListener(type, listener);
  added = [];
  for (const name of document.cookie.split(';').map((pair) => pair.split('=')[0].trim()).filter(Boolean)) {
    // A date long past: happy-dom keeps a cookie whose max-age=0 expiry falls in the same millisecond as the read.
    document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.documentElement.removeAttribute(BANNER_OPEN_ATTRIBUTE);
  document.documentElement.style.removeProperty(BANNER_HEIGHT_PROPERTY);
}

/** The strings written to `document.cookie` while `write` runs. */
export function cookiesWritten(write: () => void): string[] {
  const setter = vi.spyOn(document, 'cookie', 'set');
  write();
  const written = setter.mock.calls.map(([value]) => value);
  setter.mockRestore();
  return written;
}
