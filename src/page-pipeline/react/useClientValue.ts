import { startTransition, useEffect, useState } from 'react';
import { isPageHydrated } from './page-hydration';

/**
 * A value only the browser knows (the viewport, a media query, a cookie, the address): `serverValue` in the built
 * page and while hydrating, the browser's right after, and again whenever `subscribe` reports a change. A component
 * mounted after the page's hydration gets the browser's value at once.
 *
 * Why not `useSyncExternalStore`: when its value differs from the server's after hydration, React re-renders
 * synchronously, every such component of the page in one task with the page's effects (15-20 ms unthrottled on the
 * home page). Here the first switch is a transition, which React renders in slices that yield to the browser
 * (docs/decisions/0027-browser-values-switch-in-a-transition.md). `read` and `subscribe` must keep their identity
 * between renders (module functions, or `useCallback`).
 */
export function useClientValue<T>(read: () => T, serverValue: T, subscribe?: (onChange: () => void) => () => void): T {
  const [value, setValue] = useState<T>(() => (isPageHydrated() ? read() : serverValue));
  useEffect(() => {
    const update = () => {
      const next = read();
      setValue(() => next);
    };
    startTransition(update);
    return subscribe?.(update);
  }, [read, subscribe]);
  return value;
}
