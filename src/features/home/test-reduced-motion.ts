import { vi } from 'vitest';

/**
 * Replaces `window.matchMedia` for a test: the reduced-motion query matches when `prefersReduced()` says so, every
 * other query never does. Restored by `vi.restoreAllMocks()`.
 */
export function mockReducedMotionPreference(prefersReduced: () => boolean): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({ matches: query.includes('reduce') && prefersReduced(), addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList,
  );
}
