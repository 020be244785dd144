import { Suspense, useEffect, type ReactNode } from 'react';
import { markPageHydrated } from './page-hydration';
import { useHydrated } from './useHydrated';

/**
 * Reports the end of hydration (components mounted from then on are new, not hydrating), and marks the document
 * once the browser's values have been swapped in too (`<html data-hydrated>`): the page's scripts load after the
 * page itself (docs/decisions/0024-scripts-after-load.md), so the browser tests wait for this mark before they use
 * what needs the script. Its effects run after every effect before it in the tree, and the swap is one transition
 * for the whole page (docs/decisions/0027-browser-values-switch-in-a-transition.md), whose commit sets the mark.
 */
function HydratedMark() {
  const browserValuesIn = useHydrated();
  useEffect(() => {
    markPageHydrated();
    if (browserValuesIn) document.documentElement.dataset.hydrated = '';
  }, [browserValuesIn]);
  return null;
}

/**
 * Wraps the page in a Suspense boundary so that React hydrates it in slices, yielding to the browser every few
 * milliseconds, instead of in one task that blocks the main thread: React hydrates the root's shell at once and the
 * content of a boundary at a lower, interruptible priority (a click on a part not yet hydrated hydrates that part
 * first). The build puts the boundary's HTML back in place (src/page-pipeline/export/inline-boundaries.ts), so the page is the
 * same HTML with or without JavaScript. See docs/decisions/0023-hydration-in-slices.md.
 */
export function HydrateInSlices({ children }: { children: ReactNode }) {
  return (
    <Suspense>
      {children}
      <HydratedMark />
    </Suspense>
  );
}
