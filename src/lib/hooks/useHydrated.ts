import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the pre-rendered HTML and during hydration, true once React runs in the browser: for what only makes
 * sense with JavaScript (e.g. a form that takes over validation from the browser).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
